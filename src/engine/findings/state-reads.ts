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
  NAMES,
  PIPELINE_STAGE_FIELDS,
  describeEquivalent,
  describeTable,
  isLegacyState,
  type LegacyState,
} from '../../migration/index.js';
import { derivesLegacyState, type ApplicationTracker } from '../../matchers/applications.js';
import { isPureReference, keyName, memberName, outerParent, staticStringValue, unwrap, type Node } from '../../matchers/ast.js';
import { constantString } from '../../matchers/filters.js';
import { type Bindings } from '../../matchers/scope.js';
import type { SourceText } from '../edits.js';
import { conditionText, needsParens, renameKey, renamePropertyKey } from '../rewrite.js';
import type { Edit, Finding } from '../types.js';
import { destructuredState, destructuredStateEdits } from './destructured-state.js';
import { DERIVE_TODO } from '../paths.js';
import { COMPARISON, ComparedReads, comparedSources } from './compared-sources.js';
import { currentValueFinding } from './current-values.js';
import { StageReads, stageAlias } from './stage-reads.js';
import { LegacyStateRewrites } from './legacy-state.js';
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

/** How a write of `state` is rewritten: an exact fix, or the codemod's edits (also the suggestion's). */
interface WriteRewrite {
  fix?: Edit[];
  edits?: Edit[];
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

/** `record.currentStage`, `stage ?? null` of `const stage = record.currentStage`, `stage as Stage`: a read of a record's stage. */
function carriesStageRead(value: Node, bindings: Bindings, depth = 0): boolean {
  const inner = unwrap(value);
  if (depth > 4) return false;
  if (inner.type === 'LogicalExpression') return carriesStageRead(inner.left, bindings, depth + 1);
  if (inner.type === 'MemberExpression') return memberName(inner) === NAMES.legacyStage;
  if (inner.type === 'Identifier') {
    const init = bindings.initializerOf(bindings.variableOf(inner));
    return !!init && carriesStageRead(init, bindings, depth + 1);
  }
  return false;
}

export class StateReads {
  /** Reads copied into an object of the team's own (`{ status: app.state }`), whose key carries them on (see projected-fields.ts). */
  readonly projections: Projection[] = [];

  /** What the reads are compared with (see compared-sources.ts). */
  readonly compared: ComparedReads;
  private readonly stages: StageReads;
  /** The rewrites of a read the table does not decide alone (see legacy-state.ts). */
  readonly legacy: LegacyStateRewrites;

  constructor(private readonly ctx: StateReadContext) {
    this.compared = new ComparedReads(ctx);
    this.stages = new StageReads(ctx);
    this.legacy = new LegacyStateRewrites(ctx);
  }

  memberFinding(member: TSESTree.MemberExpression, tracker: ApplicationTracker): void {
    // `app[AppField.Status]`: a key spelled by a constant, here or in another module.
    const name = memberName(member) ?? (member.computed ? constantString(member.property, this.ctx.bindings) : undefined);
    if (name !== NAMES.legacyState && name !== NAMES.legacyStage && name !== NAMES.hiringState && name !== NAMES.pipelineStageType)
      return;
    if (name === NAMES.pipelineStageType) {
      // app.pipelineStage.type === 'SCREENING'
      const object = unwrap(member.object);
      if (object.type === 'MemberExpression' && memberName(object) === NAMES.pipelineStage && tracker.isApplication(object.object))
        currentValueFinding(this.ctx, member, 'stageType');
      return;
    }
    if (!tracker.isApplication(member.object) && !(name === NAMES.legacyStage && (tracker.isNamedApplication(member.object) || tracker.mayHoldImportedApplication(member.object)))) return;
    // `store.state.error`, `apps.state.items`: a state with members of its own is no application's state, which is a string.
    if (name === NAMES.legacyState && readsOwnMember(member)) return;
    if (name === NAMES.hiringState) {
      currentValueFinding(this.ctx, member, 'hiringState');
      return;
    }
    const { parent, child } = outerParent(member);
    const isWrite =
      (parent?.type === 'AssignmentExpression' && parent.left === child) ||
      parent?.type === 'UpdateExpression' ||
      (parent?.type === 'UnaryExpression' && parent.operator === 'delete');
    const propertyRange = member.property.range;
    if (isWrite) {
      this.writeFinding(name, propertyRange, '', name === NAMES.legacyState ? this.assignmentRewrite(member, parent) : undefined);
      return;
    }
    if (name === NAMES.legacyStage) {
      this.ctx.add({
        rule: 'no-current-stage',
        range: propertyRange,
        messageId: 'read',
        data: { removal: this.ctx.removal },
        fix: this.stages.fallbackFix(member, parent, child) ?? [renameMember(member, NAMES.pipelineStage, this.ctx.src)],
      });
      this.stages.aliasFindings(stageAlias(member));
      this.stages.getterFindings(member);
      this.copied(member, NAMES.legacyStage);
      return;
    }
    // name === 'state'
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
    const isSpreadApplication = (p: TSESTree.ObjectLiteralElement): p is TSESTree.SpreadElement =>
      p.type === 'SpreadElement' && unwrap(p.argument).type !== 'ArrayExpression' && tracker.isApplication(p.argument);
    if (!written.length || !object.properties.some(isSpreadApplication)) return;
    // The current fields set by hand beside the legacy one: a person decides which wins.
    const setsCurrent = object.properties.some((p) => p.type === 'Property' && ([NAMES.hiringState, NAMES.pipelineStage] as string[]).includes(keyName(p.key, false) ?? ''));
    for (const prop of written) {
      if (keyName(prop.key, false) === NAMES.legacyStage) {
        // `{ ...record, currentStage: stage ?? null }` of `const stage = record.currentStage`: the record's own
        // stage carried on, which its readers read as `pipelineStage` once migrated: the key follows.
        if (carriesStageRead(prop.value, this.ctx.bindings) && !this.ctx.src.hasComment(prop.range)) {
          const fix = [{ range: prop.key.range, text: prop.shorthand ? `${NAMES.pipelineStage}: ${NAMES.legacyStage}` : NAMES.pipelineStage }];
          this.ctx.add({ rule: 'no-current-stage', range: prop.key.range, messageId: 'write', data: { removal: this.ctx.removal }, fix });
        } else this.writeFinding(NAMES.legacyStage, prop.key.range, ' in this copy');
        continue;
      }
      // The record the copy is made of: the last application spread before the key (a later one overrides it).
      const before = object.properties.slice(0, object.properties.indexOf(prop));
      const source = before.findLast(isSpreadApplication)?.argument;
      const overridden = object.properties.slice(object.properties.indexOf(prop) + 1).some((p) => p.type === 'SpreadElement');
      const rewrite = !setsCurrent && !overridden && source && isPureReference(unwrap(source)) ? this.setFields(prop, prop.value as TSESTree.Expression, unwrap(source)) : undefined;
      this.writeFinding(NAMES.legacyState, prop.key.range, ' in this copy', rewrite);
    }
  }

  /**
   * `app.state = next;` (its value unused) → `Object.assign(app, fieldsForLegacyState(app, next));`,
   * `app.state = 'HIRED'` → `app.hiringState = 'HIRED'`: what the copy-write rewrite does, on the record itself.
   */
  private assignmentRewrite(member: TSESTree.MemberExpression, parent: Node | undefined): WriteRewrite | undefined {
    if (parent?.type !== 'AssignmentExpression' || parent.operator !== '=' || parent.left !== member || parent.parent?.type !== 'ExpressionStatement') return undefined;
    if (member.optional || !isPureReference(unwrap(member.object))) return undefined;
    return this.setFields(parent, parent.right, unwrap(member.object));
  }

  /**
   * `target` (a copy's `state: value`, or an assignment of it) set as the current fields of the record
   * `record`: a value the table maps to hiringState alone renames the key (exact); any other value goes
   * through `fieldsForLegacyState`, generated from the table, which legacyStateOf reads back.
   */
  private setFields(target: TSESTree.Property | TSESTree.AssignmentExpression, value: TSESTree.Expression, record: Node): WriteRewrite | undefined {
    const { src } = this.ctx;
    if (src.hasComment(target.range)) return undefined;
    const literal = staticStringValue(unwrap(value));
    if (literal !== undefined && isLegacyState(literal) && !EQUIVALENCE[literal].stageType) {
      const key = target.type === 'Property' ? renamePropertyKey(target, NAMES.hiringState, src) : renameMember(target.left as TSESTree.MemberExpression, NAMES.hiringState, src);
      return { fix: [key] };
    }
    const helper = src.helperEdit(HELPERS.fields);
    const call = `${HELPERS.fields}(${src.slice(record.range)}, ${src.slice(value.range)})`;
    const text = target.type === 'Property' ? `...${call}` : `Object.assign(${src.slice(record.range)}, ${call})`;
    return { edits: [{ range: target.range, text }, ...(helper ? [helper] : [])] };
  }

  /** A removed field written on an application (or on a copy of one, `where`): rewritten where `rewrite` says how, else a person sets the current fields instead. */
  private writeFinding(field: typeof NAMES.legacyState | typeof NAMES.legacyStage, range: [number, number], where = '', rewrite?: WriteRewrite): void {
    const todo = writeTodo(field, where);
    if (field === NAMES.legacyStage) this.ctx.add({ rule: 'no-current-stage', range, messageId: 'write', data: { removal: this.ctx.removal }, codemod: { todo } });
    else if (rewrite?.fix) this.ctx.add({ rule: 'no-legacy-state-field', range, messageId: 'write', data: { removal: this.ctx.removal }, fix: rewrite.fix });
    else if (rewrite?.edits) {
      const { edits } = rewrite;
      this.ctx.add({
        rule: 'no-legacy-state-field',
        range,
        messageId: 'write',
        data: { removal: this.ctx.removal },
        suggestions: [{ messageId: 'setCurrentFields', data: { helper: HELPERS.fields }, edits }],
        codemod: { edits },
      });
    } else this.ctx.add({ rule: 'no-legacy-state-field', range, messageId: 'write', data: { removal: this.ctx.removal }, codemod: { todo } });
  }

  private stateReadFinding(member: TSESTree.MemberExpression, parent: Node | undefined, child: Node): void {
    this.compared.valueOrigins(parent, child);
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
        const fix = eq.stageType === undefined ? [renameMember(member, NAMES.hiringState, this.ctx.src)] : pure ? this.legacy.comparisonFix(member, parent, eq, negated, unwrap(other)) : undefined;
        this.ctx.add({
          rule,
          range,
          messageId: 'comparison',
          data: { removal: this.ctx.removal, operator: parent.operator, value, replacement: describeEquivalent(eq) },
          ...(fix ? { fix } : this.legacy.helper(member)),
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
        ...(renameOnly ? { fix: [renameMember(member, NAMES.hiringState, this.ctx.src)] } : this.legacy.helper(member)),
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
            ...(fix ? { fix } : this.legacy.helper(member)),
          });
          return;
        }
      }
    }
    this.ctx.add({ rule, range, messageId: 'read', data: { removal: this.ctx.removal, table: describeTable() }, ...this.legacy.helper(member) });
  }

  /** `const { state, currentStage: stage } = app` */
  patternFindings(pattern: TSESTree.ObjectPattern): void {
    for (const prop of pattern.properties) {
      if (prop.type !== 'Property') continue;
      const name = keyName(prop.key, prop.computed);
      if (name === NAMES.legacyStage) {
        // `const { currentStage } = app as { currentStage?: Stage }`: the type written for the pattern is renamed with it.
        const typed = patternTypeMember(pattern, NAMES.legacyStage);
        const fix: Edit[] = [renamePropertyKey(prop, NAMES.pipelineStage, this.ctx.src), ...(typed ? [renameKey(typed.key, NAMES.pipelineStage, this.ctx.src)] : [])];
        this.ctx.add({ rule: 'no-current-stage', range: prop.key.range, messageId: 'read', data: { removal: this.ctx.removal }, fix });
        const local = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
        if (local.type === 'Identifier') this.stages.aliasFindings(local);
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
    if (local) {
      this.compared.originFindings(this.compared.sourcesOfVariable(local));
      this.destructuredUseFindings(local);
    }
  }

  /**
   * `const { state } = app; … STATE_CHIPS[state] … CLOSED.has(state) … switch (state)`: where the
   * local is looked up or switched on, it is the removed field's value (derived where it is destructured).
   * A comparison with a literal is reported as one.
   */
  private destructuredUseFindings(local: TSESTree.Identifier): void {
    const variable = this.ctx.bindings.variableOf(local);
    if (!variable || variable.references.some((ref) => ref.isWrite() && !ref.init)) return;
    const line = String(this.ctx.src.lineOf(local.range[0]));
    for (const ref of variable.references) {
      if (ref.init) continue;
      const { parent, child } = outerParent(ref.identifier);
      const compared = parent?.type === 'BinaryExpression' && COMPARISON.has(parent.operator);
      if (compared || !comparedSources(parent, child, this.ctx.bindings).length) continue;
      this.ctx.add({ rule: 'no-legacy-state-field', range: ref.identifier.range, messageId: 'carried', data: { removal: this.ctx.removal, key: local.name, line }, secondary: true });
    }
  }

}

function renameMember(member: TSESTree.MemberExpression, name: string, src: SourceText): Edit {
  return renameKey(member.property, name, src);
}

/** The member `name` of the type literal an object pattern is declared with: its own annotation, or a cast of what it destructures. */
function patternTypeMember(pattern: TSESTree.ObjectPattern, name: string): TSESTree.TSPropertySignature | undefined {
  const holder = pattern.parent;
  const init = holder?.type === 'VariableDeclarator' && holder.id === pattern ? holder.init : undefined;
  const type = pattern.typeAnnotation?.typeAnnotation ?? (init?.type === 'TSAsExpression' || init?.type === 'TSSatisfiesExpression' ? init.typeAnnotation : undefined);
  if (type?.type !== 'TSTypeLiteral') return undefined;
  return type.members.find((m): m is TSESTree.TSPropertySignature => m.type === 'TSPropertySignature' && !m.computed && keyName(m.key, false) === name);
}
