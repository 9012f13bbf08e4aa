/**
 * The entries of the filters sent to `GET /v2/applications`: a `state` written as a key, a pair, a
 * query text or a name set in a loop, with the values it sends (literals rewritten by the table,
 * run-time values mapped by a generated helper), `state` beside `hiringState`/`stageType`, a lone
 * `stageType`, and values outside the current enums. Each entry is reported where it is written.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../../migration/codegen.js';
import {
  HIRING_STATES,
  NAMES,
  describeEquivalent,
  describeTable,
  equivalentOf,
  isLegacyState,
} from '../../migration/index.js';
import { enumMembers, isFunction, keyName, memberName, staticStringValue, unwrap, walk, type Node } from '../../matchers/ast.js';
import { declaredVocabularies, typedChoices, vocabularyUses } from '../../matchers/declared-vocabulary.js';
import { constantString, entryReportRange, isTemplatePlaceholder, type FilterEntry } from '../../matchers/filters.js';
import type { Bindings } from '../../matchers/scope.js';
import { namedType, withoutModifiers } from '../../matchers/type-shapes.js';
import { ANY, legacyValueOrigins, valuesAt, type Path } from '../../matchers/values.js';
import type { SourceText } from '../edits.js';
import { rewriteEntryDynamic, rewriteEntryLiteral } from '../entry-rewrites.js';
import type { Finding } from '../types.js';
import { loneStageTypeFinding, valueFinding } from './filter-values.js';
import { ownFilterFieldFindings } from './class-fields.js';
import { combinedFinding, together } from './combined-filters.js';
import { inlineDeclaredType, literalDeclaredType } from './declared-filter-types.js';

export interface FilterEntryContext {
  src: SourceText;
  bindings: Bindings;
  /** "removed on 2026-11-01 (N days ago)" for the messages. */
  removal: string;
  add: (finding: Finding) => void;
  /** Is a named type one the migration rewrites as the filters' type (see keptDeclaredType)? */
  isMigratedFilterType: (name: string) => boolean;
  /** A type literal the filters sent are declared with (see inlineDeclaredType): it loses `state` with them. */
  declaredInline: (type: TSESTree.TSTypeLiteral) => void;
}

export class FilterEntries {
  constructor(private readonly ctx: FilterEntryContext) {}

  /** Whether the filters being reported hold more than one `state` (see rewriteEntryDynamic's clearStage). */
  private clearStage = false;

  /** The findings of one request's filters. */
  entryFindings(entries: readonly FilterEntry[]): void {
    const states = entries.filter((e) => e.name === NAMES.legacyState);
    const hirings = entries.filter((e) => e.name === NAMES.hiringState);
    const stages = entries.filter((e) => e.name === NAMES.stageType);
    // Another `state` of the same filters (a preset's) may be rewritten to carry a stage type.
    this.clearStage = states.length > 1;
    for (const entry of states) {
      const withHiring = hirings.filter((e) => together(entry, e, this.ctx.src));
      const withStage = stages.filter((e) => together(entry, e, this.ctx.src));
      if (withHiring.length || withStage.length) {
        this.entryValueFindings(entry);
        combinedFinding(entry, withHiring, withStage, this.clearStage, this.ctx);
      }
      else this.stateFilterFinding(entry);
    }
    if (stages.length && !hirings.length && !states.length) for (const entry of stages) loneStageTypeFinding(entry, this.ctx);
    for (const entry of hirings) valueFinding(entry, 'hiringState', stages.length > 0, this.ctx);
    for (const entry of stages) valueFinding(entry, 'stageType', true, this.ctx);
  }

  private stateFilterFinding(entry: FilterEntry): void {
    this.entryValueFindings(entry);
    const inline = entry.kind === 'property' ? inlineDeclaredType(entry.node, this.ctx.bindings) : undefined;
    if (inline) this.ctx.declaredInline(inline);
    // `const TABS: Record<Tab, DeskQuery> = { a: { state: … } }` where DeskQuery keeps `state` (no
    // file of the run sends it as the filters' type): a rewrite here would not compile against it.
    const kept = entry.kind === 'property' ? this.keptDeclaredType(entry.node) : undefined;
    if (kept) {
      this.ctx.add({
        rule: 'no-legacy-state-filter',
        range: entryReportRange(entry),
        messageId: 'dynamic',
        data: { removal: this.ctx.removal, table: describeTable() },
        codemod: { todo: `${kept} declares state: declare hiringState and stageType in it, then map this value (${describeTable()}).` },
      });
      return;
    }
    // `params[PARAM_NAMES[key]] = v`: reported where the removed name is spelled, migrated where it is set.
    const range = entry.kind === 'computed' ? (entry.keys[0] ?? entry.key).range : entryReportRange(entry);
    const base = { rule: 'no-legacy-state-filter' as const, range };
    if (entry.kind === 'computed') this.nameFindings(entry);
    if (entry.literal !== undefined && entry.kind !== 'computed' && isTemplatePlaceholder(entry.literal)) {
      // `query: { state: '{state}' }`: the caller's state goes in when the request is made, past any rewrite here.
      this.ctx.add({
        ...base,
        messageId: 'dynamic',
        data: { removal: this.ctx.removal, table: describeTable() },
        codemod: { todo: `${entry.literal} is filled in with the caller's state when the request is made: send hiringState and stageType instead, each from that state (${describeTable()}).` },
      });
      return;
    }
    if (entry.literal !== undefined && entry.kind !== 'computed') {
      const eq = equivalentOf(entry.literal);
      if (!eq) {
        this.ctx.add({
          ...base,
          messageId: 'unknownValue',
          data: { removal: this.ctx.removal, value: entry.literal, hiringStates: HIRING_STATES.join(', ') },
          codemod: { todo: `'${entry.literal}' is not a documented state value; choose hiringState (${HIRING_STATES.join(', ')}) and stageType.` },
        });
        return;
      }
      const fix = rewriteEntryLiteral(entry, eq, this.ctx.src);
      this.ctx.add({
        ...base,
        messageId: 'literal',
        data: { removal: this.ctx.removal, value: entry.literal, replacement: describeEquivalent(eq) },
        ...(fix ? { fix } : { codemod: { todo: `send ${describeEquivalent(eq)} instead of state=${entry.literal}.` } }),
      });
      return;
    }
    const edits = rewriteEntryDynamic(entry, this.ctx.src, { clearStage: this.clearStage });
    this.ctx.add({
      ...base,
      messageId: 'dynamic',
      data: { removal: this.ctx.removal, table: describeTable() },
      ...(edits
        ? { suggestions: [entry.kind === 'picked' ? { messageId: 'copyCurrent', data: {}, edits } : { messageId: 'useMapping', data: { helper: helperNameOf(entry) }, edits }], codemod: { edits } }
        : { codemod: { todo: `map this state value to hiringState/stageType (${describeTable()}).` } }),
    });
  }

  /**
   * The named type an object literal is declared with, through the table or list it stands in
   * (`Record<Tab, DeskQuery>`, `DeskQuery[]`), when that type is not one the migration rewrites.
   */
  private keptDeclaredType(prop: Node): string | undefined {
    const name = namedType(withoutModifiers(literalDeclaredType(prop)))?.name;
    return name && !this.ctx.isMigratedFilterType(name) && !['Record', 'Array', 'ReadonlyArray', 'Object'].includes(name) ? name : undefined;
  }

  /** `PARAM_NAMES = { status: 'state' }` read back as `params[PARAM_NAMES[key]] = v`: where the removed name is spelled. */
  private nameFindings(entry: Extract<FilterEntry, { kind: 'computed' }>): void {
    for (const key of entry.keys.slice(1))
      this.ctx.add({ rule: 'no-legacy-state-filter', range: key.range, messageId: 'name', data: { removal: this.ctx.removal, name: entry.name }, secondary: true });
  }

  /**
   * The legacy values a `state` entry sends, where they are written apart from it (a constant, an
   * enum, a table, the arguments of a local wrapper): places of the same problem, shown beside it.
   */
  private entryValueFindings(entry: FilterEntry): void {
    const value = entry.kind === 'query' ? entry.pair.valueHole : entry.value;
    if (value && this.ctx.src.slice(value.range) !== entry.literal) this.valueOriginFindings(value, entry.node.range);
    if (value) this.pickedParameterFinding(value, entry.node.range);
    // (Not a value set under a name from a table: the test reads every name's value.)
    if (value && entry.kind !== 'computed') this.guardFindings(value, entry.node);
    // `params.state = this.state` of a query class: the class's own field is the filter it holds.
    if (value) for (const finding of ownFilterFieldFindings(value, this.ctx.bindings, this.ctx.removal)) this.ctx.add(finding);
  }

  /**
   * `if (filter.state) query.state = filter.state`, `filter && filter.state ? … : …`: the test that
   * only sends the value when it is there reads the same value (migrated where it is sent).
   */
  private guardFindings(value: Node, sent: Node): void {
    const inner = unwrap(value);
    // Tested by the removed name (`filter.state`, `state`): a value of another name is tested for itself.
    if (!(inner.type === 'Identifier' ? inner.name === NAMES.legacyState : inner.type === 'MemberExpression' && !inner.computed && memberName(inner) === NAMES.legacyState)) return;
    const text = this.ctx.src.slice(inner.range);
    for (let child: Node = sent, parent = sent.parent; parent && !isFunction(parent); child = parent, parent = parent.parent) {
      const test =
        (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') && child !== parent.test ? parent.test
        : parent.type === 'LogicalExpression' && parent.operator === '&&' && child === parent.right ? parent.left
        : undefined;
      if (!test) continue;
      walk(test, (node) => {
        if (node.type !== inner.type || this.ctx.src.slice(node.range) !== text || (node.parent?.type === 'MemberExpression' && node.parent.property === node)) return;
        // (On the line that sends it, the value is shown already.)
        if (!this.ctx.src.text.slice(Math.min(node.range[0], sent.range[0]), Math.max(node.range[0], sent.range[0])).includes('\n')) return;
        this.ctx.add({ rule: 'no-legacy-state-filter', range: node.range, messageId: 'picked', data: { removal: this.ctx.removal }, secondary: true });
      });
    }
  }

  /**
   * `function query({ state, jobId } = {}) { … { state } … }`, `const { state, ...rest } = filter`: the
   * `state` taken out of the filters handed here, where it is taken (migrated where it is sent).
   */
  private pickedParameterFinding(value: Node, [from, to]: readonly [number, number]): void {
    const inner = unwrap(value);
    const variable = inner.type === 'Identifier' ? this.ctx.bindings.variableOf(inner) : undefined;
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    const prop = def?.type === 'Parameter' || def?.type === 'Variable' ? def.name.parent : undefined;
    const property = prop?.type === 'AssignmentPattern' ? prop.parent : prop;
    const place =
      // `function query({ state, jobId } = {})`, `const { state } = ctx.params`: where the `state` is taken out.
      property?.type === 'Property' && property.parent?.type === 'ObjectPattern' && keyName(property.key, property.computed) === NAMES.legacyState ? property.key : undefined;
    if (!place || (place.range[0] >= from && place.range[1] <= to)) return;
    this.ctx.add({ rule: 'no-legacy-state-filter', range: place.range, messageId: 'picked', data: { removal: this.ctx.removal }, secondary: true });
  }

  valueOriginFindings(value: Node, outside: readonly [number, number] = [-1, -1]): void {
    // A constant of another module (`ApplicationState.QUALIFIED`): its use here.
    this.legacyValueFindings('no-legacy-state-filter', legacyValueOrigins(value, this.ctx.bindings, (node) => constantString(node, this.ctx.bindings), true), outside);
    // `form.status` of `form: FilterForm` whose `status` is declared a `PipelineStatus`: that enum's legacy members.
    for (const { name, path } of declaredVocabularies(value, this.ctx.bindings)) this.vocabularyFindings(name, path);
    // The enum itself, demanded by an importer that sends it (see engine/demands).
    const inner = unwrap(value);
    const enumName = inner.type === 'TSEnumDeclaration' ? inner.id : inner.type === 'Identifier' && this.ctx.bindings.variableOf(inner)?.defs[0]?.type === 'TSEnumName' ? inner : undefined;
    if (enumName) this.vocabularyFindings(enumName);
  }

  /**
   * The legacy members of a vocabulary of values sent as `state` (see matchers/declared-vocabulary):
   * where the file declares them (an enum, a constant object) and where it chooses them (`Status.Screening`).
   */
  vocabularyFindings(name: TSESTree.Identifier, path: Path = [ANY]): void {
    const variable = this.ctx.bindings.variableOf(name);
    if (!variable) return;
    const origins: [Node, string][] = [];
    // `const DEFAULT_STATUS: StatusValue = 'SCREENING'`: a value declared of the vocabulary's type.
    for (const value of typedChoices(variable, this.ctx.bindings)) {
      const text = staticStringValue(value);
      if (text !== undefined && isLegacyState(text)) origins.push([value, text]);
    }
    // `(typeof STATUS_OPTIONS)[number]['value']`: the `value` of each row of the list.
    if (path.length > 1) {
      for (const value of valuesAt(name, path, this.ctx.bindings)) {
        const text = staticStringValue(value);
        if (text !== undefined && isLegacyState(text)) origins.push([value, text]);
      }
      this.legacyValueFindings('no-legacy-state-filter', origins);
      return;
    }
    for (const def of variable.defs) {
      const members =
        def.node.type === 'TSEnumDeclaration'
          ? enumMembers(def.node).map((m) => m.initializer)
          : def.node.type === 'VariableDeclarator' && def.node.init
            ? (() => {
                const table = unwrap(def.node.init);
                return table.type === 'ObjectExpression' ? table.properties.map((p) => (p.type === 'Property' ? p.value : undefined)) : [];
              })()
            : [];
      for (const member of members) {
        const text = member && staticStringValue(member);
        if (member && text !== undefined && isLegacyState(text)) origins.push([member, text]);
      }
    }
    for (const use of vocabularyUses(variable, this.ctx.bindings)) {
      const text = constantString(use, this.ctx.bindings);
      if (text !== undefined && isLegacyState(text)) origins.push([use, text]);
    }
    this.legacyValueFindings('no-legacy-state-filter', origins);
  }

  /** Secondary findings at legacy values written apart from the place reported (not within `outside`). */
  legacyValueFindings(rule: 'no-legacy-state-filter' | 'no-legacy-state-field', origins: readonly [Node, string][], [from, to]: readonly [number, number] = [-1, -1]): void {
    for (const [origin, value] of origins) {
      if (origin.range[0] >= from && origin.range[1] <= to) continue;
      const eq = equivalentOf(value);
      this.ctx.add({
        rule,
        range: origin.range,
        messageId: 'value',
        data: { removal: this.ctx.removal, value, replacement: eq ? describeEquivalent(eq) : describeTable() },
        secondary: true,
      });
    }
  }

}

function helperNameOf(entry: FilterEntry): string {
  return entry.kind === 'query' ? HELPERS.query : HELPERS.filter;
}
