/**
 * Reads of a record's removed fields: `app.state` (compared, looked up, read), `app.currentStage` and
 * its members, destructuring (`const { state, currentStage } = app`), and the legacy values a read is
 * compared with where they are written apart from it. Where the table decides, the read is rewritten
 * (`app.state === 'SCREENING'` → the hiringState/pipelineStage comparison, `currentStage` →
 * `pipelineStage`); where it does not, `legacyStateOf(app)`, a helper generated from the table, is the
 * suggestion and the codemod's rewrite.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import {
  APPLICATION_FIELDS,
  EQUIVALENCE,
  HIRING_STATES,
  NAMES,
  PIPELINE_STAGE_FIELDS,
  STAGE_TYPES,
  describeEquivalent,
  describeTable,
  isHiringState,
  isLegacyState,
  isStageType,
  type Equivalent,
  type LegacyState,
} from '../../migration/index.js';
import { derivesLegacyState, type ApplicationTracker } from '../../matchers/applications.js';
import { isFunction, isPureReference, keyName, memberName, outerParent, programNodes, receivingParameter, rootOf, staticStringValue, unwrap, type Node } from '../../matchers/ast.js';
import { constantString } from '../../matchers/filters.js';
import { functionOfVariable, type Bindings } from '../../matchers/scope.js';
import { callsOf, legacyKeyOrigins, legacyValueOrigins } from '../../matchers/values.js';
import type { SourceText } from '../edits.js';
import { conditionText, needsParens, renameKey, renamePropertyKey } from '../rewrite.js';
import type { Edit, Finding } from '../types.js';
import { destructuredState, destructuredStateEdits } from './destructured-state.js';
import { DERIVE_TODO } from '../paths.js';
import { COMPARISON, comparedSources, type ComparedSource } from './compared-sources.js';
import { projectionOf, type Projection } from './projected-fields.js';

export interface StateReadContext {
  src: SourceText;
  bindings: Bindings;
  /** "removed on 2026-11-01 (N days ago)" for the messages. */
  removal: string;
  add: (finding: Finding) => void;
  /** Secondary findings at legacy values written apart from the place reported. */
  legacyValueFindings: (rule: 'no-legacy-state-filter' | 'no-legacy-state-field', origins: readonly [Node, string][]) => void;
}

/** What a person sets instead of a removed field written on an application (or on a copy of one). */
function writeTodo(field: string, where = ''): string {
  const current = field === NAMES.legacyStage ? `${NAMES.pipelineStage} (${PIPELINE_STAGE_FIELDS.join(', ')})` : `${NAMES.hiringState} and ${NAMES.pipelineStage}`;
  return `${field} is gone from applications; set ${current}${where} instead.`;
}

/** `x.state.error`: the value read is an object with members a string does not have. */
function readsOwnMember(member: TSESTree.MemberExpression): boolean {
  let outer: Node = member;
  while (outer.parent?.type === 'ChainExpression' || outer.parent?.type === 'TSNonNullExpression') outer = outer.parent;
  const parent = outer.parent;
  if (parent?.type !== 'MemberExpression' || parent.object !== outer || parent.computed) return false;
  const name = memberName(parent);
  return name !== undefined && !(name in String.prototype);
}

/**
 * `state: legacyStateOf(app)`, `currentStage: app.pipelineStage`: the copy keeps the removed field
 * with the value it held (what fix writes for a copy whose keys are read as they were).
 */
function keepsLegacyValue(prop: TSESTree.Property): boolean {
  const value = unwrap(prop.value);
  if (keyName(prop.key, false) === NAMES.legacyState) return derivesLegacyState(value);
  return value.type === 'MemberExpression' && memberName(value) === NAMES.pipelineStage;
}

export class StateReads {
  /** The named type of `state` in the file's and its imports' application types, by type name (see ApplicationTracker.stateTypeNames). */
  stateTypes: ReadonlyMap<string, string> = new Map();
  /** Reads copied into an object of the team's own (`{ status: app.state }`), whose key carries them on (see projected-fields.ts). */
  readonly projections: Projection[] = [];

  constructor(private readonly ctx: StateReadContext) {}

  memberFinding(member: TSESTree.MemberExpression, tracker: ApplicationTracker): void {
    // `app[AppField.Status]`: a key spelled by a constant, here or in another module.
    const name = memberName(member) ?? (member.computed ? constantString(member.property, this.ctx.bindings) : undefined);
    if (name !== NAMES.legacyState && name !== NAMES.legacyStage && name !== NAMES.hiringState && name !== NAMES.pipelineStageType)
      return;
    if (name === NAMES.pipelineStageType) {
      // app.pipelineStage.type === 'SCREENING'
      const object = unwrap(member.object);
      if (object.type === 'MemberExpression' && memberName(object) === NAMES.pipelineStage && tracker.isApplication(object.object))
        this.comparedValueFinding(member, 'stageType');
      return;
    }
    if (!tracker.isApplication(member.object) && !(name === NAMES.legacyStage && (tracker.isNamedApplication(member.object) || tracker.mayHoldImportedApplication(member.object)))) return;
    // `store.state.error`, `apps.state.items`: a state with members of its own is no application's state, which is a string.
    if (name === NAMES.legacyState && readsOwnMember(member)) return;
    if (name === NAMES.hiringState) {
      this.comparedValueFinding(member, 'hiringState');
      return;
    }
    const { parent, child } = outerParent(member);
    const isWrite =
      (parent?.type === 'AssignmentExpression' && parent.left === child) ||
      parent?.type === 'UpdateExpression' ||
      (parent?.type === 'UnaryExpression' && parent.operator === 'delete');
    const propertyRange = member.property.range;
    if (name === NAMES.legacyStage) {
      if (isWrite) {
        this.ctx.add({
          rule: 'no-current-stage',
          range: propertyRange,
          messageId: 'write',
          data: { removal: this.ctx.removal },
          codemod: { todo: writeTodo(NAMES.legacyStage) },
        });
        return;
      }
      this.ctx.add({
        rule: 'no-current-stage',
        range: propertyRange,
        messageId: 'read',
        data: { removal: this.ctx.removal },
        fix: this.stageFallbackFix(member, parent, child) ?? [renameMember(member, NAMES.pipelineStage, this.ctx.src)],
      });
      this.stageAliasFindings(stageAlias(member));
      this.stageGetterFindings(member);
      this.copied(member, NAMES.legacyStage);
      return;
    }
    // name === 'state'
    if (isWrite) {
      this.ctx.add({
        rule: 'no-legacy-state-field',
        range: propertyRange,
        messageId: 'write',
        data: { removal: this.ctx.removal },
        codemod: { todo: writeTodo(NAMES.legacyState) },
      });
      return;
    }
    // `isWaiting(app) { return app.state === 'SCREENING' }` beside `{ id: raw.id, state: raw.state }`: `app` may be
    // the file's own copy, whose `state` fix keeps, or a record, whose `state` is gone: a person decides.
    if (tracker.mayBeOwnCopy(member.object)) {
      this.ctx.add({
        rule: 'no-legacy-state-field',
        range: propertyRange,
        messageId: 'read',
        data: { removal: this.ctx.removal, table: describeTable() },
        codemod: { todo: `${this.ctx.src.slice(member.object.range)} may be a record or a copy this file makes of one (which keeps ${NAMES.legacyState}); for a record, ${DERIVE_TODO}` },
      });
      return;
    }
    this.stateReadFinding(member, parent, child);
    this.copied(member, NAMES.legacyState);
  }

  private copied(member: TSESTree.MemberExpression, field: Projection['field']): void {
    const projection = projectionOf(member, field);
    if (projection) this.projections.push(projection);
  }

  /**
   * `{ ...row, state: toColumn }`, `{ ...app, currentStage: next }`: a copy of an application with a removed
   * field set. Code that reads the copy's field afterwards (migrated to read hiringState and
   * pipelineStage) no longer sees the value set: a person decides what the copy should hold.
   */
  copyWriteFinding(object: TSESTree.ObjectExpression, tracker: ApplicationTracker): void {
    const written = object.properties.filter(
      (p): p is TSESTree.Property => p.type === 'Property' && !p.computed && (APPLICATION_FIELDS.legacy as readonly string[]).includes(keyName(p.key, false) ?? '') && !keepsLegacyValue(p),
    );
    if (!written.length || !object.properties.some((p) => p.type === 'SpreadElement' && unwrap(p.argument).type !== 'ArrayExpression' && tracker.isApplication(p.argument))) return;
    for (const prop of written) {
      const stage = keyName(prop.key, false) === NAMES.legacyStage;
      this.ctx.add({
        rule: stage ? 'no-current-stage' : 'no-legacy-state-field',
        range: prop.key.range,
        messageId: 'write',
        data: { removal: this.ctx.removal },
        codemod: { todo: writeTodo(stage ? NAMES.legacyStage : NAMES.legacyState, ' in this copy') },
      });
    }
  }

  private stateReadFinding(member: TSESTree.MemberExpression, parent: Node | undefined, child: Node): void {
    this.comparedValueOrigins(parent, child);
    const range = member.property.range;
    const rule = 'no-legacy-state-field';
    const pure = isPureReference(member.object);
    // app.state === 'SCREENING'
    if (parent?.type === 'BinaryExpression' && COMPARISON.has(parent.operator)) {
      const other = parent.left === child ? parent.right : parent.left;
      const value = staticStringValue(other);
      if (value !== undefined && isLegacyState(value)) {
        const eq = EQUIVALENCE[value];
        const negated = parent.operator.startsWith('!');
        const fix = eq.stageType === undefined ? [renameMember(member, NAMES.hiringState, this.ctx.src)] : pure ? this.comparisonFix(member, parent, eq, negated, unwrap(other)) : undefined;
        this.ctx.add({
          rule,
          range,
          messageId: 'comparison',
          data: { removal: this.ctx.removal, operator: parent.operator, value, replacement: describeEquivalent(eq) },
          ...(fix ? { fix } : this.legacyHelper(member)),
        });
        return;
      }
    }
    // switch (app.state) { case 'REJECTED': … }: only unstaged values → rename.
    if (parent?.type === 'SwitchStatement' && parent.discriminant === child) {
      const values = parent.cases.map((c) => (c.test ? staticStringValue(c.test) : null));
      const renameOnly = values.every((v) => v === null || (v !== undefined && isLegacyState(v) && !EQUIVALENCE[v].stageType));
      this.ctx.add({
        rule,
        range,
        messageId: 'read',
        data: { removal: this.ctx.removal, table: describeTable() },
        ...(renameOnly ? { fix: [renameMember(member, NAMES.hiringState, this.ctx.src)] } : this.legacyHelper(member)),
      });
      return;
    }
    // ['SCREENING', 'QUALIFIED'].includes(app.state)
    if (parent?.type === 'CallExpression' && parent.arguments[0] === child && parent.callee.type === 'MemberExpression') {
      const array = unwrap(parent.callee.object);
      if (memberName(parent.callee) === 'includes' && array.type === 'ArrayExpression' && pure) {
        const values = array.elements.map((e) => (e ? staticStringValue(e) : undefined));
        if (values.length > 0 && values.every((v) => v !== undefined && isLegacyState(v))) {
          const q = this.ctx.src.quoteOf(array.elements[0] ?? undefined);
          const conditions = (values as string[]).map((v) => {
            const c = conditionText(this.ctx.src.slice(member.object.range), !!member.optional, EQUIVALENCE[v as LegacyState], false, false, q);
            return values.length > 1 && c.joiner ? `(${c.text})` : c.text;
          });
          const joiner = values.length > 1 ? '||' : conditionText('', false, EQUIVALENCE[values[0] as LegacyState], false, false, q).joiner;
          const text = conditions.join(' || ');
          const fix: Edit[] | undefined = this.ctx.src.hasComment(parent.range)
            ? undefined
            : [{ range: parent.range, text: needsParens(parent, joiner) ? `(${text})` : text }];
          this.ctx.add({
            rule,
            range,
            messageId: 'read',
            data: { removal: this.ctx.removal, table: describeTable() },
            ...(fix ? { fix } : this.legacyHelper(member)),
          });
          return;
        }
      }
    }
    this.ctx.add({ rule, range, messageId: 'read', data: { removal: this.ctx.removal, table: describeTable() }, ...this.legacyHelper(member) });
  }

  /**
   * The legacy values a read of `state` is compared with, where they are written apart from the
   * read: a constant or enum member on the other side of `===`, the elements of a list it is looked
   * up in (`FUNNEL.includes(app.state)`).
   */
  private comparedValueOrigins(parent: Node | undefined, child: Node): void {
    this.comparedOriginFindings(this.comparedSourcesOfRead(parent, child));
  }

  /**
   * What a read of `state` is compared with or looked up in (see comparedSources), also through the
   * variable it is kept in (`const status = dto.state; … LABELS[status]`).
   */
  comparedSourcesOfRead(parent: Node | undefined, child: Node): ComparedSource[] {
    const out = comparedSources(parent, child, this.ctx.bindings);
    // `const status = app.state ?? null`: the variable holds the read (or a fallback of its own).
    let held: Node = child;
    let holder = parent;
    while (holder?.type === 'LogicalExpression' && holder.left === held && (holder.operator === '??' || holder.operator === '||')) {
      held = holder;
      holder = holder.parent;
    }
    if (holder?.type === 'VariableDeclarator' && holder.init === held && holder.id.type === 'Identifier') out.push(...this.comparedSourcesOfVariable(holder.id));
    // `this.pipelineState = raw.state` in a constructor: the member holds the read wherever the object's methods compare it.
    if (holder?.type === 'AssignmentExpression' && holder.operator === '=' && holder.right === held && holder.left.type === 'MemberExpression' && holder.left.object.type === 'ThisExpression' && !holder.left.computed)
      out.push(...this.comparedSourcesOfThisMember(holder.left));
    // `presentStatus(app.state)` where `function presentStatus(status) { return LABELS[status]; }`.
    const param = parent?.type === 'CallExpression' && parent.callee.type === 'Identifier' ? receivingParameter(parent, child, functionOfVariable(this.ctx.bindings.variableOf(parent.callee))) : undefined;
    if (param) out.push(...this.comparedSourcesOfVariable(param));
    // `const statusOf = (app) => app.state; … META[statusOf(app)]`: what the function's calls give is the read.
    for (const call of callsOfReturning(held, this.ctx.bindings)) {
      const { parent: around, child: value } = outerParent(call);
      out.push(...comparedSources(around, value, this.ctx.bindings, true));
    }
    return out;
  }

  /** What the reads of `this.<member>` that holds a `state` (written nowhere else in the file) are compared with. */
  private comparedSourcesOfThisMember(target: TSESTree.MemberExpression): ComparedSource[] {
    const name = memberName(target);
    const root = rootOf(target);
    if (name === undefined || root.type !== 'Program') return [];
    const uses = programNodes(root).filter((n): n is TSESTree.MemberExpression => n !== target && n.type === 'MemberExpression' && n.object.type === 'ThisExpression' && !n.computed && memberName(n) === name);
    if (uses.some((u) => (u.parent?.type === 'AssignmentExpression' && u.parent.left === u) || u.parent?.type === 'UpdateExpression')) return [];
    return uses.flatMap((use) => {
      const { parent, child } = outerParent(use);
      return comparedSources(parent, child, this.ctx.bindings, true);
    });
  }

  /** What the uses of a variable that holds a `state` (never written again) are compared with. */
  comparedSourcesOfVariable(id: TSESTree.Identifier): ComparedSource[] {
    const variable = this.ctx.bindings.variableOf(id);
    if (!variable || variable.references.some((ref) => ref.isWrite() && !ref.init)) return [];
    return variable.references.flatMap((ref) => {
      if (ref.init) return [];
      const { parent, child } = outerParent(ref.identifier);
      return comparedSources(parent, child, this.ctx.bindings, true);
    });
  }

  /**
   * Secondary findings at the legacy values a `state` is compared with, or the legacy keys of the
   * tables it is looked up in (`BADGES[app.state]` keeps working as `BADGES[legacyStateOf(app)]`, but
   * its keys are the removed field's vocabulary, shown beside the read).
   */
  comparedOriginFindings(sources: readonly ComparedSource[]): void {
    const origins = sources.flatMap(({ node, keys, alias, list }) =>
      keys
        ? legacyKeyOrigins(node, this.ctx.bindings, (key) => constantString(key, this.ctx.bindings))
        : // `status === LegacyStatus.Screening` of a variable holding the read, `[Status.Rejected, …].includes(app.state)`:
          // another module's constant, shown where it is used.
          legacyValueOrigins(node, this.ctx.bindings, alias || list ? (value) => constantString(value, this.ctx.bindings) : undefined),
    );
    this.ctx.legacyValueFindings('no-legacy-state-field', origins);
  }

  /** `app.state === 'SCREENING'` → `app.hiringState === 'ACTIVE' && app.pipelineStage?.type === 'APPLICATION_REVIEW'`. */
  private comparisonFix(
    member: TSESTree.MemberExpression,
    binary: TSESTree.BinaryExpression,
    eq: Equivalent,
    negated: boolean,
    other: Node,
  ): Edit[] | undefined {
    if (this.ctx.src.hasComment(binary.range)) return undefined;
    const loose = binary.operator.length === 2;
    const { text, joiner } = conditionText(this.ctx.src.slice(member.object.range), !!member.optional, eq, negated, loose, this.ctx.src.quoteOf(other));
    return [{ range: binary.range, text: needsParens(binary, joiner) ? `(${text})` : text }];
  }

  /**
   * `legacyStateOf(app)`; in TypeScript, where the record's declared type gives `state` a named type
   * the file can name (`app: ApplicationDto` with `state: LegacyStatus`), `legacyStateOf<LegacyStatus>(app)`:
   * the value keeps its type, and an enum-typed use of it still compiles.
   */
  private legacyCall(object: Node): string {
    const text = this.ctx.src.slice(object.range);
    if (!this.ctx.src.typescript || this.stateTypes.size === 0) return `${HELPERS.legacy}(${text})`;
    const inner = unwrap(object);
    const def = inner.type === 'Identifier' ? this.ctx.bindings.variableOf(inner)?.defs[0] : undefined;
    const annotation = def && (def.type === 'Parameter' || def.type === 'Variable') && def.name.type === 'Identifier' ? def.name.typeAnnotation?.typeAnnotation : undefined;
    const recordType = annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' ? annotation.typeName.name : undefined;
    const stateType = recordType && this.stateTypes.get(recordType);
    return stateType && this.ctx.bindings.declaresAtTop(stateType) ? `${HELPERS.legacy}<${stateType}>(${text})` : `${HELPERS.legacy}(${text})`;
  }

  /** Suggestion and codemod: `app.state` → `legacyStateOf(app)`, a helper generated from the table. */
  private legacyHelper(member: TSESTree.MemberExpression): Pick<Finding<'no-legacy-state-field'>, 'suggestions' | 'codemod'> {
    const { child } = outerParent(member);
    const chain = child.type === 'ChainExpression' ? child : undefined;
    const insideLongerChain = !chain && hasOptionalAncestorChain(member);
    if (insideLongerChain || this.ctx.src.hasComment(member.range)) {
      return { codemod: { todo: 'derive the legacy state from hiringState and pipelineStage.type (see the equivalence table).' } };
    }
    const target = chain ?? member;
    const helper = this.ctx.src.helperEdit(HELPERS.legacy);
    const edits: Edit[] = [{ range: target.range, text: this.legacyCall(member.object) }, ...(helper ? [helper] : [])];
    return { suggestions: [{ messageId: 'deriveLegacy', data: { helper: HELPERS.legacy }, edits }], codemod: { edits } };
  }

  /** `app.hiringState === 'SCREENING'`: a value outside the enum can never match. */
  private comparedValueFinding(member: TSESTree.MemberExpression, field: 'hiringState' | 'stageType'): void {
    const { parent, child } = outerParent(member);
    if (parent?.type !== 'BinaryExpression' || !COMPARISON.has(parent.operator)) return;
    const other = parent.left === child ? parent.right : parent.left;
    const value = staticStringValue(other);
    if (value === undefined || (field === 'hiringState' ? isHiringState(value) : isStageType(value))) return;
    const allowed = (field === 'hiringState' ? HIRING_STATES : STAGE_TYPES).join(', ');
    const eq = field === 'hiringState' && isLegacyState(value) ? EQUIVALENCE[value] : undefined;
    const applicationNode = field === 'hiringState' ? member.object : (unwrap(member.object) as TSESTree.MemberExpression).object;
    const object = unwrap(applicationNode);
    let suggestions: Finding<'valid-filter-values'>['suggestions'];
    if (eq && isPureReference(object) && !this.ctx.src.hasComment(parent.range)) {
      const optional = !!(member.optional || (field === 'stageType' && (unwrap(member.object) as TSESTree.MemberExpression).optional));
      const { text, joiner } = conditionText(this.ctx.src.slice(object.range), optional, eq, parent.operator.startsWith('!'), parent.operator.length === 2, this.ctx.src.quoteOf(unwrap(other)));
      suggestions = [{ messageId: 'useEquivalent', data: { replacement: describeEquivalent(eq) }, edits: [{ range: parent.range, text: needsParens(parent, joiner) ? `(${text})` : text }] }];
    }
    this.ctx.add({
      rule: 'valid-filter-values',
      range: unwrap(other).range,
      messageId: eq ? 'legacyValue' : 'unknownValue',
      data: { value, field, allowed, replacement: eq ? describeEquivalent(eq) : '' },
      ...(suggestions ? { suggestions, codemod: { edits: suggestions[0]!.edits } } : { codemod: { todo: `'${value}' is not a ${field} value (${allowed}).` } }),
    });
  }

  /**
   * `const stage = app.currentStage ?? {}` then `stage.name`: the stage's members read through the
   * name it was put in, places of the same read (the rewrite where it is taken carries them along).
   */
  private stageAliasFindings(name: TSESTree.Identifier | undefined): void {
    const variable = name && this.ctx.bindings.variableOf(name);
    if (!variable || variable.references.some((ref) => ref.isWrite() && !ref.init)) return;
    // Not on the line of the read that takes it (`({ currentStage: stage }) => stage.order`).
    const lines = new Set<number>([this.ctx.src.lineStart(name.range[0])]);
    for (const read of this.ctx.bindings.readsOf(variable)) {
      const member = read.parent;
      // One place a line is enough: `stage ? stage.name : ''` reads the same stage.
      const line = this.ctx.src.lineStart(read.range[0]);
      if (member?.type !== 'MemberExpression' || member.object !== read || member.computed || lines.has(line)) continue;
      lines.add(line);
      this.ctx.add({ rule: 'no-current-stage', range: member.property.range, messageId: 'read', data: { removal: this.ctx.removal }, secondary: true });
    }
  }

  /** `const stageOf = (app) => app.currentStage; … stageOf(app).order`: the members read of its calls. */
  private stageGetterFindings(member: TSESTree.MemberExpression): void {
    const lines = new Set<number>([this.ctx.src.lineStart(member.range[0])]);
    for (const call of callsOfReturning(outerParent(member).child, this.ctx.bindings)) {
      const read = outerParent(call).parent;
      const line = this.ctx.src.lineStart(call.range[0]);
      if (read?.type !== 'MemberExpression' || read.computed || lines.has(line)) continue;
      lines.add(line);
      this.ctx.add({ rule: 'no-current-stage', range: read.property.range, messageId: 'read', data: { removal: this.ctx.removal }, secondary: true });
    }
  }

  /** `const { state, currentStage: stage } = app` */
  patternFindings(pattern: TSESTree.ObjectPattern): void {
    for (const prop of pattern.properties) {
      if (prop.type !== 'Property') continue;
      const name = keyName(prop.key, prop.computed);
      if (name === NAMES.legacyStage) {
        const fix: Edit[] = [renamePropertyKey(prop, NAMES.pipelineStage, this.ctx.src)];
        this.ctx.add({ rule: 'no-current-stage', range: prop.key.range, messageId: 'read', data: { removal: this.ctx.removal }, fix });
        const local = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
        if (local.type === 'Identifier') this.stageAliasFindings(local);
      } else if (name === NAMES.legacyState) {
        const edits = destructuredStateEdits(pattern, prop, this.ctx.src, this.ctx.bindings);
        this.ctx.add({
          rule: 'no-legacy-state-field',
          range: prop.key.range,
          messageId: 'read',
          data: { removal: this.ctx.removal, table: describeTable() },
          codemod: edits ? { edits } : { todo: 'state is no longer destructured from applications; derive it from hiringState and pipelineStage.type.' },
        });
      }
    }
    const local = destructuredState(pattern);
    if (local) this.comparedOriginFindings(this.comparedSourcesOfVariable(local));
  }

  /**
   * `app.currentStage ?? app.pipelineStage` (either way round, or with `||`): one object under two names,
   * so the rename would read `app.pipelineStage ?? app.pipelineStage`; the current read alone says it.
   */
  private stageFallbackFix(member: TSESTree.MemberExpression, parent: Node | undefined, child: Node): Edit[] | undefined {
    if (parent?.type !== 'LogicalExpression' || (parent.operator !== '??' && parent.operator !== '||') || child !== member) return undefined;
    const other = unwrap(parent.left === child ? parent.right : parent.left);
    if (other.type !== 'MemberExpression' || memberName(other) !== NAMES.pipelineStage) return undefined;
    const text = (n: Node): string => this.ctx.src.slice(n.range).replace(/\s+/g, '');
    if (text(other.object) !== text(member.object) || !isPureReference(member.object) || this.ctx.src.hasComment(parent.range)) return undefined;
    // `(app.currentStage ?? app.pipelineStage).name`: the parentheses only grouped the fallback.
    let range: [number, number] = [parent.range[0], parent.range[1]];
    const outer = parent.parent;
    if (outer?.type === 'MemberExpression' && outer.object === parent) {
      const before = /\(\s*$/.exec(this.ctx.src.text.slice(outer.range[0], parent.range[0]));
      const after = /^\s*\)/.exec(this.ctx.src.text.slice(parent.range[1]));
      if (before && after && outer.range[0] + before.index === outer.range[0]) range = [outer.range[0], parent.range[1] + after[0].length];
    }
    return [{ range, text: this.ctx.src.slice(other.range) }];
  }
}

/**
 * The file's calls of the named function that returns `value` (`const statusOf = (app) => app.state`,
 * `function stageOf(app) { return app.currentStage; }`): what each call gives is that value.
 */
function callsOfReturning(value: Node, bindings: Bindings): TSESTree.CallExpression[] {
  const holder = value.parent;
  let fn: Node | undefined = holder?.type === 'ArrowFunctionExpression' && holder.body === value ? holder : undefined;
  if (holder?.type === 'ReturnStatement') for (fn = holder.parent; fn && !isFunction(fn); fn = fn.parent);
  // A named function only (a method's calls are its class's or table's to say).
  if (!fn || !isFunction(fn) || !(fn.type === 'FunctionDeclaration' || (fn.parent?.type === 'VariableDeclarator' && fn.parent.init === fn))) return [];
  return callsOf(fn, bindings);
}

function renameMember(member: TSESTree.MemberExpression, name: string, src: SourceText): Edit {
  return renameKey(member.property, name, src);
}

/** `a?.b.state.x`: replacing the middle of an optional chain would change where it short-circuits. */
function hasOptionalAncestorChain(member: TSESTree.MemberExpression): boolean {
  let current: Node = member;
  // Up the chain's spine only: a read that is a key or an argument (`LABELS[app.state]?.text`) is its own expression.
  while (
    current.parent &&
    ((current.parent.type === 'MemberExpression' && current.parent.object === current) || (current.parent.type === 'CallExpression' && current.parent.callee === current))
  ) {
    current = current.parent;
  }
  return current.parent?.type === 'ChainExpression';
}

/** The name a stage read is put in whole: `const stage = app.currentStage`, `… ?? {}`, `… || null`; not a fallback to the current name. */
function stageAlias(member: TSESTree.MemberExpression): TSESTree.Identifier | undefined {
  let node: Node = member;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (parent.type === 'ChainExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression') continue;
    if (parent.type === 'LogicalExpression' && parent.left === node && parent.operator !== '&&') {
      // `app.currentStage ?? app.pipelineStage`: the name holds the current stage either way.
      const right = unwrap(parent.right);
      if (right.type === 'MemberExpression' && memberName(right) === NAMES.pipelineStage) return undefined;
      continue;
    }
    // `app && app.currentStage`: a guard before it, the name holds the stage where there is one.
    if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === node) continue;
    if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier') return parent.id;
    return undefined;
  }
  return undefined;
}
