/**
 * The rewrites of a query parameter the requests send (see matchers/filters' QueryEntry): a legacy
 * `state` value mapped by the equivalence table, where it is written literally or only known at run
 * time (through the generated mapping helpers), and a parameter dropped. Each returns undefined
 * where it cannot keep the code's behaviour and formatting, and the caller falls back to a
 * suggestion or a TODO.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { HELPERS } from '../migration/codegen.js';
import { NAMES, type Equivalent } from '../migration/index.js';
import { enclosingFunction, isPureReference, memberName, outerParent, unwrap, walk, type Node } from '../matchers/ast.js';
import type { FilterEntry, QueryEntry } from '../matchers/filters.js';
import type { SourceText } from './edits.js';
import { removeListElement, removeStatement, renameKey } from './rewrite.js';
import type { Edit } from './types.js';

function literal(value: string, like: Node | undefined, src: SourceText): string {
  const q = src.quoteOf(like);
  return `${q}${value}${q}`;
}

/** Is a call's value used (`x = params.set(…)`, `{ params: new HttpParams().set(…) }`), not a statement of its own? */
function resultUsed(call: TSESTree.CallExpression): boolean {
  const { parent, child } = outerParent(call);
  return !!parent && parent.type !== 'ExpressionStatement' && !(parent.type === 'SequenceExpression' && parent.expressions.at(-1) !== child);
}

/** Is this statement alone in a block (so one more statement can follow it)? */
function inBlock(statement: Node | undefined): statement is TSESTree.ExpressionStatement {
  const parent = statement?.parent;
  return (
    statement?.type === 'ExpressionStatement' &&
    (parent?.type === 'BlockStatement' || parent?.type === 'Program' || parent?.type === 'SwitchCase' || parent?.type === 'StaticBlock')
  );
}

/** The statement that follows a new one: same indentation, same semicolon habit. */
function appendStatement(statement: TSESTree.ExpressionStatement, text: string, src: SourceText): Edit {
  const semi = src.slice(statement.range).trimEnd().endsWith(';') ? ';' : '';
  return { range: [statement.range[1], statement.range[1]], text: `${src.eol}${src.indentAt(statement.range[0])}${text}${semi}` };
}

/**
 * Literal legacy value → the equivalent current filter.
 * `{ state: 'SCREENING' }` → `{ hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' }`;
 * `?state=QUALIFIED` → `?hiringState=ACTIVE&stageType=INTERVIEW`; `params.set('state', 'HIRED')` →
 * `params.set('hiringState', 'HIRED')`.
 */
export function rewriteEntryLiteral(entry: FilterEntry, eq: Equivalent, src: SourceText): Edit[] | undefined {
  switch (entry.kind) {
    case 'query': {
      const pair = entry.pair;
      if (eq.stageType === undefined && eq.hiringState === pair.value && pair.keyRange)
        return [{ range: pair.keyRange, text: `${NAMES.hiringState}=` }];
      if (eq.stageType === undefined && eq.hiringState === pair.value && pair.split) return [{ range: pair.split.key, text: NAMES.hiringState }];
      const value = `${eq.hiringState}${eq.stageType ? `&${NAMES.stageType}=${eq.stageType}` : ''}`;
      if (pair.range) return [{ range: pair.range, text: `${NAMES.hiringState}=${value}` }];
      // `'?' + 'state=' + 'QUALIFIED'`, `['state', READY].join('=')`: key and value apart.
      if (!pair.split) return undefined;
      const { key, value: at } = pair.split;
      return [
        { range: key, text: NAMES.hiringState },
        { range: at.range, text: at.literal ? literal(value, entry.pair.keyNode, src) : value },
      ];
    }
    case 'property': {
      const prop = entry.node;
      const value = unwrap(prop.value);
      if (prop.shorthand || src.hasComment(prop.range)) return undefined;
      const edits: Edit[] = [renameKey(prop.key, NAMES.hiringState, src)];
      if (eq.hiringState !== entry.literal) edits.push({ range: value.range, text: literal(eq.hiringState, value, src) });
      if (eq.stageType) {
        const multiline = src.startsLine(prop.range[0]);
        const sep = multiline ? `,${src.eol}${src.indentAt(prop.range[0])}` : ', ';
        const key = prop.key.type === 'Literal' ? literal(NAMES.stageType, prop.key, src) : NAMES.stageType;
        const suffix = prop.value !== value ? src.slice([value.range[1], prop.value.range[1]]) : '';
        edits.push({ range: [prop.range[1], prop.range[1]], text: `${sep}${key}: ${literal(eq.stageType, value, src)}${suffix}` });
      }
      return edits;
    }
    case 'tuple': {
      // `['state', 'SCREENING']` → `['hiringState', 'ACTIVE'], ['stageType', 'APPLICATION_REVIEW']`
      if (src.hasComment(entry.node.range)) return undefined;
      const [key, value] = entry.node.elements;
      const pair = (k: string, v: string): string => `[${literal(k, key ?? undefined, src)}, ${literal(v, value ?? undefined, src)}]`;
      return [{ range: entry.node.range, text: [pair(NAMES.hiringState, eq.hiringState), ...(eq.stageType ? [pair(NAMES.stageType, eq.stageType)] : [])].join(', ') }];
    }
    case 'assignment': {
      const member = entry.node.left as TSESTree.MemberExpression;
      const statement = entry.node.parent;
      if (src.hasComment(entry.node.range) || !isPureReference(member.object)) return undefined;
      const edits: Edit[] = [renameKey(member.property, NAMES.hiringState, src)];
      const value = unwrap(entry.node.right);
      if (eq.hiringState !== entry.literal) edits.push({ range: value.range, text: literal(eq.hiringState, value, src) });
      if (eq.stageType) {
        if (!inBlock(statement) || statement.expression !== entry.node) return undefined;
        const target = `${src.slice(member.object.range)}${member.computed ? `[${literal(NAMES.stageType, member.property, src)}]` : `.${NAMES.stageType}`}`;
        edits.push(appendStatement(statement, `${target} = ${literal(eq.stageType, value, src)}`, src));
      }
      return edits;
    }
    case 'computed':
      // The name is known at run time only: the mapping helper decides (see rewriteEntryDynamic).
      return undefined;
    case 'call': {
      const call = entry.node;
      const [nameArg, valueArg] = call.arguments;
      if (!nameArg || !valueArg || src.hasComment(call.range)) return undefined;
      const edits: Edit[] = [{ range: nameArg.range, text: literal(NAMES.hiringState, nameArg, src) }];
      if (eq.hiringState !== entry.literal) edits.push({ range: valueArg.range, text: literal(eq.hiringState, valueArg, src) });
      if (eq.stageType) {
        const statement = call.parent;
        // `new HttpParams().set('state', 'SCREENING')`: a builder whose result is used takes one more call in the chain.
        if (resultUsed(call) && call.callee.type === 'MemberExpression') {
          const method = src.slice(call.callee.property.range);
          edits.push({ range: [call.range[1], call.range[1]], text: `.${method}(${literal(NAMES.stageType, nameArg, src)}, ${literal(eq.stageType, valueArg, src)})` });
          return edits;
        }
        if (!inBlock(statement) || statement.expression !== call) return undefined;
        if (call.callee.type !== 'MemberExpression' || !isPureReference(call.callee.object)) return undefined;
        edits.push(
          appendStatement(
            statement,
            `${src.slice(call.callee.range)}(${literal(NAMES.stageType, nameArg, src)}, ${literal(eq.stageType, valueArg, src)})`,
            src,
          ),
        );
      }
      return edits;
    }
  }
}

/** `delete filters.hiringState; delete filters.stageType; filters.state = s;`: the statement follows deletes that include the stage type's. */
function stageDeletedBefore(statement: TSESTree.ExpressionStatement, object: string, src: SourceText): boolean {
  const parent = statement.parent;
  const body = parent?.type === 'BlockStatement' || parent?.type === 'Program' ? parent.body : parent?.type === 'SwitchCase' ? parent.consequent : [];
  for (let i = body.indexOf(statement) - 1; i >= 0; i--) {
    const before = body[i]!;
    const removed = before.type === 'ExpressionStatement' && before.expression.type === 'UnaryExpression' && before.expression.operator === 'delete' ? unwrap(before.expression.argument) : undefined;
    if (removed?.type !== 'MemberExpression') return false;
    if (memberName(removed) === NAMES.stageType && src.slice(removed.object.range) === object) return true;
  }
  return false;
}

/**
 * Whether the object `params.state = s` writes into may already hold a stage type: it is made of
 * something else (`{ ...PRESETS[tab] }`, `defaults()`), not a literal of its own keys only.
 */
function mayHoldStage(object: Node): boolean {
  const inner = unwrap(object);
  if (inner.type !== 'Identifier') return true;
  let init: Node | undefined;
  walk(enclosingFunction(inner), (n) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.id.name === inner.name && n.init) init ??= n.init;
  });
  const value = init && unwrap(init);
  return !value || value.type !== 'ObjectExpression' || value.properties.some((p) => p.type === 'SpreadElement');
}

/**
 * A value known only at run time → the generated mapping helper.
 * `{ state: s }` → `{ ...toHiringStateFilter(s) }`; `?state=${s}` → `?${toHiringStateQuery(s)}`;
 * `params.state = s` → `Object.assign(params, toHiringStateFilter(s))`.
 */
export function rewriteEntryDynamic(entry: FilterEntry, src: SourceText, options: { clearStage?: boolean } = {}): Edit[] | undefined {
  switch (entry.kind) {
    case 'query': {
      const hole = entry.pair.valueHole;
      if (!hole || !entry.pair.keyRange) return undefined;
      const helper = src.helperEdit(HELPERS.query);
      return [
        { range: entry.pair.keyRange, text: '' },
        { range: hole.range, text: `${HELPERS.query}(${src.slice(hole.range)})` },
        ...(helper ? [helper] : []),
      ];
    }
    case 'property': {
      const prop = entry.node;
      if (src.hasComment(prop.range) || prop.value.type === 'AssignmentPattern') return undefined;
      const helper = src.helperEdit(HELPERS.filter);
      return [{ range: prop.range, text: `...${HELPERS.filter}(${src.slice(prop.value.range)})` }, ...(helper ? [helper] : [])];
    }
    case 'tuple': {
      // `['state', s]` → the table's pairs for s
      if (!entry.value || src.hasComment(entry.node.range)) return undefined;
      const helper = src.helperEdit(HELPERS.query);
      return [{ range: entry.node.range, text: `...new URLSearchParams(${HELPERS.query}(${src.slice(entry.value.range)}))` }, ...(helper ? [helper] : [])];
    }
    case 'assignment': {
      const member = entry.node.left as TSESTree.MemberExpression;
      const statement = entry.node.parent;
      // A statement of its own (also the body of a brace-less `if`): its value is not used.
      if (statement?.type !== 'ExpressionStatement' || statement.expression !== entry.node || src.hasComment(entry.node.range)) return undefined;
      if (!isPureReference(member.object)) return undefined;
      const helper = src.helperEdit(HELPERS.filter);
      const object = src.slice(member.object.range);
      // `filter.state = s` over an object that may hold a stage type already (a preset migrated to
      // hiringState + stageType, then overridden): the state replaced it whole, so the stage type goes too.
      // (Alone under a brace-less `if`, one statement still: `delete f.stageType, Object.assign(…)`.)
      const ownLine = statement.parent?.type === 'BlockStatement' || statement.parent?.type === 'Program' || statement.parent?.type === 'SwitchCase';
      const clear = !options.clearStage || !mayHoldStage(member.object) || stageDeletedBefore(statement, object, src) ? '' : ownLine ? `delete ${object}.${NAMES.stageType};${src.eol}${src.indentAt(statement.range[0])}` : `delete ${object}.${NAMES.stageType}, `;
      return [
        {
          range: entry.node.range,
          text: `${clear}Object.assign(${object}, ${HELPERS.filter}(${src.slice(entry.node.right.range)}))`,
        },
        ...(helper ? [helper] : []),
      ];
    }
    case 'picked': {
      // `_.pick(filters, ['state', 'jobId'])` → `_.pick(filters, ['hiringState', 'stageType', 'jobId'])`: the keys callers now send.
      if (!entry.list) return undefined;
      const named = new Set(entry.list.elements.map((e) => (e?.type === 'Literal' ? e.value : undefined)));
      const added = [NAMES.hiringState, NAMES.stageType].filter((n) => !named.has(n));
      if (!added.length) return removeListElement(entry.node, entry.list.elements.filter((e): e is NonNullable<typeof e> => !!e), src);
      const q = src.quoteOf(entry.node);
      return [{ range: entry.node.range, text: added.map((n) => `${q}${n}${q}`).join(', ') }];
    }
    case 'computed': {
      // `url.searchParams.set(name, v)` in a loop over allowed names → each pair `toHiringStateParams(name, v)` gives, set the same way.
      if (entry.node.type === 'CallExpression') {
        const call = entry.node;
        if (src.hasComment(call.range) || call.callee.type !== 'MemberExpression' || !isPureReference(call.callee.object)) return undefined;
        const method = src.slice(call.callee.property.range);
        const target = src.slice(call.callee.object.range);
        const pairs = `Object.entries(${HELPERS.params}(${src.slice(entry.key.range)}, ${src.slice(entry.value.range)}))`;
        const helpers = [src.helperEdit(HELPERS.params), src.helperEdit(HELPERS.filter)].filter((e): e is Edit => !!e);
        // `params = params.set(name, v)` (Angular's HttpParams returns a new object): fold the pairs into the chain.
        if (resultUsed(call)) return [{ range: call.range, text: `${pairs}.reduce((params, [key, value]) => params.${method}(key, String(value)), ${target})` }, ...helpers];
        const statement = call.parent;
        if (statement?.type !== 'ExpressionStatement' || statement.expression !== call) return undefined;
        return [{ range: call.range, text: `${pairs}.forEach(([key, value]) => ${target}.${method}(key, String(value)))` }, ...helpers];
      }
      // `{ ...params, [name]: v }` → `{ ...params, ...toHiringStateParams(name, v) }`
      if (entry.node.type === 'Property') {
        const prop = entry.node;
        if (src.hasComment(prop.range) || prop.parent?.type !== 'ObjectExpression') return undefined;
        const helpers = [src.helperEdit(HELPERS.params), src.helperEdit(HELPERS.filter)].filter((e): e is Edit => !!e);
        return [{ range: prop.range, text: `...${HELPERS.params}(${src.slice(entry.key.range)}, ${src.slice(prop.value.range)})` }, ...helpers];
      }
      // `params[name] = v` → `Object.assign(params, toHiringStateParams(name, v))`
      if (entry.node.type !== 'AssignmentExpression') return undefined;
      const member = entry.node.left as TSESTree.MemberExpression;
      const statement = entry.node.parent;
      if (statement?.type !== 'ExpressionStatement' || statement.expression !== entry.node || src.hasComment(entry.node.range)) return undefined;
      if (!isPureReference(member.object)) return undefined;
      const helpers = [src.helperEdit(HELPERS.params), src.helperEdit(HELPERS.filter)].filter((e): e is Edit => !!e);
      return [
        { range: entry.node.range, text: `Object.assign(${src.slice(member.object.range)}, ${HELPERS.params}(${src.slice(entry.key.range)}, ${src.slice(entry.node.right.range)}))` },
        ...helpers,
      ];
    }
    case 'call': {
      // `params.set('state', s)` → every pair the table gives for s, set the same way (URLSearchParams
      // and `url.searchParams` return nothing from set/append, so only a statement of its own).
      const call = entry.node;
      const statement = call.parent;
      const value = entry.value;
      if (!value || src.hasComment(call.range) || call.callee.type !== 'MemberExpression') return undefined;
      // `params = params.set('state', s)` (Angular's HttpParams returns a new object): fold the pairs into the chain.
      if (resultUsed(call)) {
        const method = src.slice(call.callee.property.range);
        const helper = src.helperEdit(HELPERS.filter);
        return [
          {
            range: call.range,
            text: `Object.entries(${HELPERS.filter}(${src.slice(value.range)})).reduce((params, [key, value]) => params.${method}(key, String(value)), ${src.slice(call.callee.object.range)})`,
          },
          ...(helper ? [helper] : []),
        ];
      }
      if (statement?.type !== 'ExpressionStatement' || statement.expression !== call) return undefined;
      if (!isPureReference(call.callee.object)) return undefined;
      const method = src.slice(call.callee.property.range);
      const helper = src.helperEdit(HELPERS.query);
      return [
        {
          range: call.range,
          text: `new URLSearchParams(${HELPERS.query}(${src.slice(value.range)})).forEach((value, key) => ${src.slice(call.callee.object.range)}.${method}(key, value))`,
        },
        ...(helper ? [helper] : []),
      ];
    }
  }
}

/** Drops a filter entry: the property with its comma, the `&state=…` text, the whole statement. */
export function removeEntry(entry: QueryEntry, src: SourceText): Edit[] | undefined {
  switch (entry.kind) {
    case 'query': {
      const range = entry.pair.range;
      if (!range) return undefined;
      const before = src.text[range[0] - 1];
      const after = src.text[range[1]];
      if (before === '&') return [{ range: [range[0] - 1, range[1]], text: '' }];
      if (after === '&') return [{ range: [range[0], range[1] + 1], text: '' }];
      return [{ range, text: '' }];
    }
    case 'property': {
      const object = entry.node.parent as TSESTree.ObjectExpression;
      return removeListElement(entry.node, object.properties, src);
    }
    case 'tuple': {
      const list = entry.node.parent;
      if (list?.type === 'ArrayExpression') return removeListElement(entry.node, list.elements.filter((e): e is NonNullable<typeof e> => !!e), src);
      // `pairs.push(['state', s])`: the pair pushed alone goes with its statement.
      if (list?.type !== 'CallExpression') return undefined;
      if (list.arguments.length > 1) return removeListElement(entry.node, list.arguments, src);
      const statement = list.parent;
      return inBlock(statement) && statement.expression === list ? removeStatement(statement, src) : undefined;
    }
    case 'assignment':
    case 'call': {
      const statement = entry.node.parent;
      if (!inBlock(statement) || statement.expression !== entry.node) return undefined;
      return removeStatement(statement, src);
    }
    case 'computed':
      // The statement also sets every other name the key may hold.
      return undefined;
  }
}
