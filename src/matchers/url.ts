/**
 * Static evaluation of URL-like expressions (string literals, template literals, `+` concatenation,
 * constants) into text with holes, and recognition of the service's endpoints in that text.
 *
 * `${BASE}/v2/applications?state=${s}` evaluates to the pieces
 *   [hole BASE] [text "/v2/applications?state="] [hole s]
 * and matches the list endpoint with one query pair `state` whose value is the hole `s`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { ENDPOINTS, VERSION_PREFIX, type EndpointName } from '../migration/index.js';
import { isFunction, keysOrEntriesOf, memberName, staticStringValue, unfrozen, unwrap, walk, type Node } from './ast.js';
import { enclosingClassBody, ownField, ownMember, ownMemberAssignments } from './class-members.js';
import { functionOfCallee, type Bindings } from './scope.js';
import { returnedBy } from './values.js';

export interface TextPiece {
  kind: 'text';
  text: string;
  /** Source offset of text[0] when the text stands in the source verbatim (no escapes), else undefined. */
  start: number | undefined;
  /** The literal, or the reference to another module's constant (`ENDPOINTS.applications`), that holds the text. */
  node: TSESTree.Literal | TSESTree.TemplateElement | TSESTree.MemberExpression | TSESTree.Identifier;
  /**
   * The reference, written in the evaluated expression itself, whose constant supplied this text
   * (`'?state=' + STATUS`): the place to edit this text for this expression alone.
   */
  via?: TSESTree.Identifier | TSESTree.MemberExpression;
  /** The text is the whole value of `via`. */
  wholeVia?: boolean;
}
export interface HolePiece {
  kind: 'hole';
  node: TSESTree.Expression;
}
export type Piece = TextPiece | HolePiece;

const HOLE = '\u0000';
const MAX_DEPTH = 6;

/** Does the function run over the keys or entries of one of its parameters (`Object.keys(params)`, `for (const k in params)`)? */
function serializesParameter(fn: TSESTree.FunctionLike): boolean {
  const names = new Set(fn.params.map((p) => (p.type === 'AssignmentPattern' ? p.left : p)).flatMap((p) => (p.type === 'Identifier' ? [p.name] : [])));
  if (names.size === 0 || !fn.body) return false;
  let found = false;
  walk(fn.body, (node) => {
    if (found) return;
    const over = node.type === 'ForInStatement' ? node.right : node.type === 'CallExpression' ? keysOrEntriesOf(node) : undefined;
    const held = over && unwrap(over);
    if (held?.type === 'Identifier' && names.has(held.name)) found = true;
  });
  return found;
}

/** Evaluates a string-valued expression into pieces; anything unknown becomes a hole. */
export function evaluatePieces(node: Node, bindings: Bindings, depth = 0, args?: CallArguments): Piece[] {
  const inner = unwrap(node);
  if (inner.type === 'Literal' && typeof inner.value === 'string') {
    const body = inner.raw.slice(1, -1);
    return [{ kind: 'text', text: inner.value, start: body === inner.value ? inner.range[0] + 1 : undefined, node: inner }];
  }
  if (inner.type === 'TemplateLiteral') {
    const pieces: Piece[] = [];
    inner.quasis.forEach((quasi, i) => {
      const cooked = quasi.value.cooked ?? '';
      if (cooked.length > 0)
        pieces.push({ kind: 'text', text: cooked, start: quasi.value.raw === cooked ? quasi.range[0] + 1 : undefined, node: quasi });
      const expression = inner.expressions[i];
      if (expression) pieces.push(...evaluatePieces(expression, bindings, depth, args));
    });
    return pieces;
  }
  if (inner.type === 'BinaryExpression' && inner.operator === '+') {
    // Depth counts only variable hops: a long `a + b + c + …` chain is one expression.
    const left = evaluatePieces(inner.left, bindings, depth, args);
    const right = evaluatePieces(inner.right, bindings, depth, args);
    // `a + b` of two unknowns may be a number sum: only text makes it a string (or a parameter of a
    // helper that its call hands text: `this.base + path` of `_url(path)`, read through the call).
    const handed = (p: Piece): boolean => p.kind === 'hole' && p.node.type === 'Identifier' && !!args?.get(p.node.name);
    if (![...left, ...right].some((p) => p.kind === 'text' || handed(p))) return [{ kind: 'hole', node: inner }];
    return [...left, ...right];
  }
  // `${qs ? `?${qs}` : ''}`: the query is there or not at all.
  if (inner.type === 'ConditionalExpression') {
    // `noteId ? `${base}/${noteId}` : base` in a helper called with or without the note: that call's branch.
    const taken = args && presence(inner.test, args);
    if (taken !== undefined) return evaluatePieces(taken ? inner.consequent : inner.alternate, bindings, depth, args);
    const empty = (n: Node): boolean => {
      const u = unwrap(n);
      return (u.type === 'Literal' && u.value === '') || (u.type === 'TemplateLiteral' && u.expressions.length === 0 && u.quasis[0]?.value.cooked === '');
    };
    if (empty(inner.alternate) && !empty(inner.consequent)) return evaluatePieces(inner.consequent, bindings, depth, args);
    if (empty(inner.consequent) && !empty(inner.alternate)) return evaluatePieces(inner.alternate, bindings, depth, args);
    // `qs ? `/v2/applications?${qs}` : '/v2/applications'`: one path, with its query or without: the one with.
    const consequent = evaluatePieces(inner.consequent, bindings, depth, args);
    const alternate = evaluatePieces(inner.alternate, bindings, depth, args);
    const path = (pieces: Piece[]): string | undefined => {
      let text = '';
      for (const piece of pieces) {
        if (piece.kind !== 'text') return piece === pieces[0] ? undefined : text;
        const end = piece.text.indexOf('?');
        if (end >= 0) return text + piece.text.slice(0, end);
        text += piece.text;
      }
      return text;
    };
    const shared = path(consequent);
    if (shared && shared === path(alternate)) {
      const asks = (pieces: Piece[]) => pieces.some((p) => p.kind === 'text' && p.text.includes('?'));
      return asks(alternate) && !asks(consequent) ? alternate : consequent;
    }
  }
  // `['state', value].join('=')`, `[base, 'v2', 'applications'].join('/')`: the elements with the separator between.
  if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' && !inner.callee.computed && inner.callee.property.type === 'Identifier' && inner.callee.property.name === 'join') {
    const held = unwrap(inner.callee.object);
    // `_.compact([…])`, `[…].filter(Boolean)`: the segments that are there, `noteId && id(noteId)` left out of a call without it.
    const compacted = compactedArray(held);
    const array = compacted ? { ...compacted, elements: compacted.elements.filter((e) => !(e && e.type === 'LogicalExpression' && e.operator === '&&' && args && presence(e.left, args) === false)) } : held;
    const separator = inner.arguments[0] ? unwrap(inner.arguments[0]) : undefined;
    // `[…, ...segments]` of a helper's rest parameter: the segments its call is handed.
    const spreadRest = (e: TSESTree.SpreadElement): Node[] | undefined => {
      const held = e.argument.type === 'Identifier' ? args?.get(e.argument.name) : undefined;
      return held && held.type === 'ArrayExpression' ? (held.elements as Node[]) : undefined;
    };
    if (array.type === 'ArrayExpression' && array.elements.every((e) => e && (e.type !== 'SpreadElement' || spreadRest(e))) && (!separator || (separator.type === 'Literal' && typeof separator.value === 'string'))) {
      const sep: Piece[] = !separator ? [] : separator.value === '' ? [] : [{ kind: 'text', text: separator.value, start: undefined, node: separator as TSESTree.Literal }];
      const pieces: Piece[] = [];
      // A segment the caller handed is its own value: a literal is that text, anything else a hole (never read in the helper's scope).
      const elements = array.elements.flatMap((e): { node: Node; handed: boolean }[] => (e!.type === 'SpreadElement' ? spreadRest(e!)!.map((node) => ({ node, handed: true })) : [{ node: e!, handed: false }]));
      elements.forEach(({ node, handed }, i) => {
        if (i > 0) pieces.push(...sep);
        const text = handed ? staticStringValue(node) : undefined;
        if (!handed) pieces.push(...evaluatePieces(node, bindings, depth, args));
        else pieces.push(text !== undefined ? { kind: 'text', text, start: undefined, node: node as TSESTree.Literal } : { kind: 'hole', node: node as TSESTree.Expression });
      });
      if (separator && pieces.some((p) => p.kind === 'text')) return pieces;
    }
  }
  // `'/v2/applications/{applicationId}/scorecards'.replace('{applicationId}', encodeURIComponent(id))`
  // (openapi-generator's clients): the path, its placeholder standing for the value put in.
  if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' && !inner.callee.computed && inner.callee.property.type === 'Identifier' && (inner.callee.property.name === 'replace' || inner.callee.property.name === 'replaceAll')) {
    const template = evaluatePieces(inner.callee.object, bindings, depth, args);
    if (template.some((p) => p.kind === 'text' && /\{\w+\}/.test(p.text))) return template;
  }
  // `new URL(`candidates/${id}/notes`, base)` made by a helper: the path under the base.
  if (inner.type === 'NewExpression' && inner.callee.type === 'Identifier' && inner.callee.name === 'URL' && inner.arguments[0] && inner.arguments[0].type !== 'SpreadElement' && depth < MAX_DEPTH) {
    const path = evaluatePieces(inner.arguments[0], bindings, depth + 1, args);
    const head = path[0];
    if (head?.kind === 'text' && inner.arguments.length > 1 && SERVICE_ROOTS.some((root) => head.text.startsWith(`${root}/`) || head.text === root))
      return [{ kind: 'hole', node: inner }, { kind: 'text', text: '/', start: undefined, node: head.node }, ...path];
    if (head?.kind === 'text' || (head?.kind === 'hole' && path.some((p) => p.kind === 'text'))) return path;
  }
  // `ENDPOINTS.applications`, `PATHS.list`: a member of a constant table, here or in another module.
  if (inner.type === 'MemberExpression' && !inner.computed && inner.object.type === 'Identifier' && depth < MAX_DEPTH) {
    const member = inner.property.type === 'Identifier' ? inner.property.name : undefined;
    const table = unfrozen(unwrap(bindings.resolveValue(inner.object)));
    const variable = bindings.variableOf(inner.object);
    if (member && table.type === 'ObjectExpression') {
      const prop = table.properties.find((p): p is TSESTree.Property => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === member);
      if (prop && isStringish(prop.value)) {
        const pieces = evaluatePieces(prop.value, bindings, depth + 1, args);
        return pieces.map((p) => (p.kind === 'text' ? { ...p, via: inner, wholeVia: pieces.length === 1 } : p));
      }
    } else if (member && variable) {
      const imported = bindings.importedString?.(variable, member);
      if (imported !== undefined) return [{ kind: 'text', text: imported, start: undefined, node: inner, via: inner, wholeVia: true }];
    }
  }
  // `constants.PATHS.applications` of `const constants = require('./constants')`: a member of another module's table.
  if (inner.type === 'MemberExpression' && !inner.computed && inner.object.type === 'MemberExpression' && !inner.object.computed && inner.object.object.type === 'Identifier') {
    const variable = bindings.variableOf(inner.object.object);
    const table = memberName(inner.object);
    const member = memberName(inner);
    const imported = variable && table && member ? bindings.importedString?.(variable, `${table}.${member}`) : undefined;
    if (imported !== undefined) return [{ kind: 'text', text: imported, start: undefined, node: inner, via: inner, wholeVia: true }];
  }
  // `this.url` of the class it is read in: `get url() { return `${this.base}/v2/applications`; }`, `readonly url = …`.
  if (inner.type === 'MemberExpression' && depth < MAX_DEPTH) {
    const held = ownMemberValue(inner);
    if (held && isStringish(held)) return evaluatePieces(held, bindings, depth + 1, args);
  }
  // `notesPath(candidateId)` where `const notesPath = (id) => `/candidates/${id}/notes``, `this.path(id)`:
  // what a function of the file returns, its parameters standing for the arguments of this call.
  if (inner.type === 'CallExpression' && depth < MAX_DEPTH) {
    const fn = functionOfCallee(inner.callee, bindings);
    const returned = fn ? returnedBy(fn) : [];
    if (fn && returned.length === 1) {
      const given: CallArguments = new Map();
      fn.params.forEach((param, i) => {
        const arg = inner.arguments[i];
        const handed = arg && arg.type !== 'SpreadElement' && !isUndefined(arg) ? arg : undefined;
        if (param.type === 'Identifier') given.set(param.name, handed);
        // `(id, suffix = '')`: what is handed, else the default.
        else if (param.type === 'AssignmentPattern' && param.left.type === 'Identifier') given.set(param.left.name, handed ?? param.right);
        // `(id, ...segments)`: the arguments from here on.
        else if (param.type === 'RestElement' && param.argument.type === 'Identifier') given.set(param.argument.name, handedList(inner, inner.arguments.slice(i)));
      });
      // An argument stands in for its parameter in the path only: in the query, the helper's own
      // text is what a rewrite edits (for every caller), so the parameter stays a hole there.
      let inQuery = false;
      const pieces = evaluatePieces(returned[0]!, bindings, depth + 1, given).flatMap((piece): Piece[] => {
        const arg = !inQuery && piece.kind === 'hole' && piece.node.type === 'Identifier' ? given.get(piece.node.name) : undefined;
        if (piece.kind === 'text' && piece.text.includes('?')) inQuery = true;
        return arg ? evaluatePieces(arg, bindings, depth + 1, args) : [piece];
      });
      // A helper that makes only the query of the pairs of what it is handed (`'?' + parts.join('&')`
      // after a loop over `Object.keys(params)`) stands as the query's hole: its pairs are the caller's,
      // read through the call with its parameters standing for this call's arguments (see
      // matchers/filters). One that names its keys itself stays the wrapper it is.
      const head = pieces[0];
      if (head?.kind === 'text' && head.text.startsWith('?') && pieces.some((p) => p.kind === 'hole') && serializesParameter(fn)) return [{ kind: 'hole', node: inner }];
      // A helper that builds the query too is a wrapper of the request, followed as one (matchers/wrappers):
      // only a path it makes is read through it.
      if (pieces.some((p) => p.kind === 'text')) return pieces;
    }
    // `Routes.scorecards(id)`, `notesPath(candidateId)` of another module: the path it makes, its arguments unknown.
    const named = unwrap(inner.callee);
    const callee = named.type === 'Identifier' || named.type === 'MemberExpression' ? named : undefined;
    const path = !fn && callee ? importedPathOf(callee, bindings, inner.arguments.length) : undefined;
    if (path && callee) {
      const pieces = path.texts.flatMap((text, i): Piece[] => [...(i > 0 ? [{ kind: 'hole' as const, node: inner }] : []), ...(text ? [{ kind: 'text' as const, text, start: undefined, node: callee }] : [])]);
      // `applicationPath(id, 'scorecards')` of `(id, ...rest) => [ROOT, id, ...rest].join('/')`: each segment handed after the fixed ones.
      if (path.rest)
        for (const arg of inner.arguments.slice(path.rest.after)) {
          const text = arg.type === 'SpreadElement' ? undefined : staticStringValue(arg);
          pieces.push({ kind: 'text', text: path.rest.separator, start: undefined, node: callee }, text !== undefined ? { kind: 'text', text, start: undefined, node: arg as TSESTree.Literal } : { kind: 'hole', node: inner });
        }
      return pieces;
    }
    // `this.buildPath(LIST_PATH)`, `client.path('/v2/applications/:id', { id })`: a call whose body is
    // elsewhere (a base class, a package), handed a path first, gives that path under a base of its own.
    // `apiUrl(this.config, 'v2/applications')`, `join(base, 'candidates/' + id + '/notes')`: the path handed after a base.
    if (!fn || returned.length !== 1) {
      for (const arg of inner.arguments) {
        if (arg.type === 'SpreadElement') continue;
        const path = evaluatePieces(arg, bindings, depth + 1, args);
        const head = path[0];
        if (head?.kind !== 'text') continue;
        if (head.text.startsWith('/')) return [{ kind: 'hole', node: inner }, ...path];
        if (SERVICE_ROOTS.some((root) => head.text.startsWith(`${root}/`))) return [{ kind: 'hole', node: inner }, { kind: 'text', text: '/', start: undefined, node: head.node }, ...path];
      }
    }
    // `this.path(id, 'notes')` of a base class, in a resource that keeps its path in a field
    // (`protected readonly basePath = '/candidates'`): the path, then each segment handed.
    if (!fn) {
      const base = inheritedPathBuilderBase(inner);
      if (base) {
        const pieces = evaluatePieces(base, bindings, depth + 1, args);
        const slash = slashAt(base);
        // `this.buildUrl([id, 'scorecards'], { page })`: the segments handed, in a list or one by one, up to the query.
        const segments: Node[] = [];
        for (const arg of inner.arguments) {
          const value = unwrap(arg);
          if (value.type === 'ObjectExpression') break;
          if (value.type === 'ArrayExpression') segments.push(...value.elements.map((e) => (e && e.type !== 'SpreadElement' ? e : inner)));
          else segments.push(arg.type === 'SpreadElement' ? inner : arg);
        }
        if (pieces[0]?.kind === 'text')
          return [
            ...(pieces[0].text.startsWith('/') ? [] : [{ kind: 'hole' as const, node: inner }, slash]),
            ...pieces,
            ...segments.flatMap((segment): Piece[] => [slash, ...(segment === inner ? [{ kind: 'hole' as const, node: inner }] : evaluatePieces(segment, bindings, depth + 1, args))]),
          ];
      }
    }
  }
  if (inner.type === 'Identifier' && depth < MAX_DEPTH) {
    const variable = bindings.variableOf(inner);
    const imported = variable && bindings.importedString?.(variable, undefined);
    if (imported !== undefined) return [{ kind: 'text', text: imported, start: undefined, node: inner, via: inner, wholeVia: true }];
    const value = bindings.resolveValue(inner);
    if (value !== inner && isStringish(value)) {
      const pieces = evaluatePieces(value, bindings, depth + 1, args);
      // The identifier written here, which a value edit replaces (a constant may be shared).
      const whole = pieces.length === 1;
      return pieces.map((p) => (p.kind === 'text' ? { ...p, via: inner, wholeVia: whole } : p));
    }
    // `const path = notesPath(id)`: what the call gives, as a call written here would.
    if (value !== inner && value.type === 'CallExpression') {
      const pieces = evaluatePieces(value, bindings, depth + 1, args);
      if (pieces.some((p) => p.kind === 'text')) return pieces;
    }
    // `var path = '/candidates/' + id + '/notes'; if (noteId) path += '/' + noteId;` in a helper handed the
    // note or not: the appends this call makes.
    const appends = args && appendsTaken(inner, bindings, args);
    if (appends) return [appends.start, ...appends.taken].flatMap((node) => evaluatePieces(node, bindings, depth + 1, args));
    // `let path = '/v2/applications'; if (s) path += '?state=' + s;`: the start is known, the rest is appended.
    const start = appendedOnly(inner, bindings);
    if (start && isStringish(start)) return [...evaluatePieces(start, bindings, depth + 1, args), { kind: 'hole', node: inner }];
    // `let next = `${base}/v2/…/scorecards?limit=100`; while (next) { …; next = res.links.next }`: the first request's URL.
    const first = cursorStart(inner, bindings);
    if (first) return evaluatePieces(first, bindings, depth + 1, args);
  }
  return [{ kind: 'hole', node: inner as TSESTree.Expression }];
}

/** The path an imported function makes (`Routes.scorecards`, `notesPath`) when handed `handed` arguments, by its module's summary. */
function importedPathOf(inner: TSESTree.Identifier | TSESTree.MemberExpression, bindings: Bindings, handed: number): MadePath | undefined {
  if (inner.type === 'Identifier') {
    const variable = bindings.variableOf(inner);
    return variable && bindings.importedPath?.(variable, undefined, handed);
  }
  if (inner.computed || inner.object.type !== 'Identifier') return undefined;
  const variable = bindings.variableOf(inner.object);
  return variable && bindings.importedPath?.(variable, memberName(inner), handed);
}

/**
 * The texts of the path a function makes, its holes between them, when it is called with its first
 * `handed` parameters (all of them by default): one left out takes its default (`suffix = ''`), and a
 * `noteId ? `${base}/${noteId}` : base` takes the branch of what is handed. Only a function with one
 * returned value.
 */
export function madePath(fn: TSESTree.FunctionLike, bindings: Bindings, handed = fn.params.length): string[] | undefined {
  return madePathOf(fn, bindings, handed)?.texts;
}

/**
 * A path a function makes: its texts, holes between them, and where it joins the segments its rest
 * parameter is handed at the end (`(id, ...rest) => ['v2/applications', id, ...rest].join('/')`), with
 * what and after how many arguments.
 */
export interface MadePath {
  texts: string[];
  rest?: { separator: string; after: number };
}

export function madePathOf(fn: TSESTree.FunctionLike, bindings: Bindings, handed = fn.params.length): MadePath | undefined {
  const returned = returnedBy(fn);
  if (returned.length !== 1) return undefined;
  const given: CallArguments = new Map();
  let rest: MadePath['rest'];
  fn.params.forEach((param, i) => {
    if (param.type === 'Identifier') given.set(param.name, i < handed ? param : undefined);
    else if (param.type === 'AssignmentPattern' && param.left.type === 'Identifier') given.set(param.left.name, i < handed ? param.left : param.right);
    else if (param.type === 'RestElement' && param.argument.type === 'Identifier') {
      given.set(param.argument.name, handedList(param, []));
      const separator = restSeparator(returned[0]!, param.argument.name);
      if (separator !== undefined) rest = { separator, after: i };
    }
  });
  const texts = [''];
  for (const piece of evaluatePieces(returned[0]!, bindings, 1, given)) {
    if (piece.kind === 'text') texts[texts.length - 1] += piece.text;
    else texts.push('');
  }
  return { texts, ...(rest ? { rest } : {}) };
}

/** `[…, ...name].join('/')`: the separator a rest parameter's segments are joined with at the end. */
function restSeparator(returned: Node, name: string): string | undefined {
  const inner = unwrap(returned);
  if (inner.type !== 'CallExpression' || inner.callee.type !== 'MemberExpression' || memberName(inner.callee) !== 'join') return undefined;
  const array = unwrap(inner.callee.object);
  const last = array.type === 'ArrayExpression' ? array.elements[array.elements.length - 1] : undefined;
  const separator = inner.arguments[0] ? staticStringValue(inner.arguments[0]) : undefined;
  return last?.type === 'SpreadElement' && last.argument.type === 'Identifier' && last.argument.name === name ? separator : undefined;
}

/** The arguments a rest parameter is handed, as a list (a node of no file: only its elements are read). */
function handedList(at: Node, elements: readonly Node[]): Node {
  return { type: 'ArrayExpression', elements, range: at.range, loc: at.loc, parent: at.parent } as unknown as Node;
}

/**
 * What `this.name` holds where the class reads it: a getter's one returned value, a field's
 * initializer that no `this.name = …` of the class replaces, or the one value the constructor writes.
 */
function ownMemberValue(member: TSESTree.MemberExpression): Node | undefined {
  const own = member.computed ? undefined : ownMember(member);
  if (!own) return undefined;
  const getter = own.body.body.find((m) => m.type === 'MethodDefinition' && !m.computed && !m.static && m.key.type === 'Identifier' && m.key.name === own.name);
  if (getter?.type === 'MethodDefinition') {
    const returned = getter.kind === 'get' ? returnedBy(getter.value) : [];
    return returned.length === 1 ? returned[0] : undefined;
  }
  const field = ownField(own.body, own.name);
  const assigned = ownMemberAssignments(own.body, own.name);
  if (field?.value) return assigned.length === 0 ? field.value : undefined;
  // `this.path = `/candidates/${id}/notes`` written once, by the constructor.
  const only = assigned.length === 1 ? assigned[0]! : undefined;
  let fn: Node | undefined = only?.parent;
  while (fn && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionDeclaration') fn = fn.parent;
  return fn?.parent?.type === 'MethodDefinition' && fn.parent.kind === 'constructor' ? only : undefined;
}

/** Names of the methods that make a path of what they are handed (`path`, `url`, `buildUrl`, `endpoint`). */
const PATH_BUILDER = /^(?:build|make|to|resolve)?(?:path|url|uri|endpoint|route)$/i;

/**
 * The path field of the class a call of an inherited path builder is written in: `this.path(id)` where
 * the class defines no `path` of its own and keeps one path in a field.
 */
function inheritedPathBuilderBase(call: TSESTree.CallExpression): Node | undefined {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'ThisExpression' || !PATH_BUILDER.test(memberName(callee) ?? '')) return undefined;
  const body = enclosingClassBody(call);
  if (!body?.parent.superClass) return undefined;
  // `basePath = '/candidates'`, `resource = 'v2/applications'` (joined under a base with a slash).
  const paths = body.body.filter(
    (m): m is TSESTree.PropertyDefinition =>
      m.type === 'PropertyDefinition' && !m.static && m.value?.type === 'Literal' && typeof m.value.value === 'string' && isServicePath(m.value.value),
  );
  if (paths.length > 0) return paths.length === 1 ? paths[0]!.value! : undefined;
  // `constructor(http) { super(http, '/candidates'); }`: the path handed to the base class that keeps it.
  const constructor = body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  const handed = constructor?.value.body?.body.flatMap((statement) => {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Super') return [];
    return call.arguments.filter((a): a is TSESTree.StringLiteral => a.type === 'Literal' && typeof a.value === 'string' && isServicePath(a.value));
  });
  return handed?.length === 1 ? handed[0] : undefined;
}

/**
 * The query an inherited path builder is handed beside its segments (`this.buildUrl([id, 'scorecards'], { page })`):
 * the object after them. Its own body is elsewhere; by its name it makes the URL, the object its query.
 */
export function builderQuery(url: Node, bindings: Bindings): TSESTree.ObjectExpression | undefined {
  const call = unwrap(url);
  if (call.type !== 'CallExpression' || functionOfCallee(call.callee, bindings) || !inheritedPathBuilderBase(call)) return undefined;
  const query = call.arguments.map((a) => unwrap(a)).find((a) => a.type === 'ObjectExpression');
  return query?.type === 'ObjectExpression' ? query : undefined;
}

function isServicePath(text: string): boolean {
  return text.startsWith('/') || SERVICE_ROOTS.some((root) => text === root || text.startsWith(`${root}/`));
}

/** The first segments of the service's paths (`v2`, `candidates`): a path written without its leading slash starts with one. */
const SERVICE_ROOTS = [...new Set(Object.values(ENDPOINTS).map((e) => e.path.split('/')[1]!))];

/** The arguments of a call of a helper, by its parameters' names (undefined: not given). */
type CallArguments = Map<string, Node | undefined>;

function isUndefined(node: Node): boolean {
  const inner = unwrap(node);
  return (inner.type === 'Identifier' && inner.name === 'undefined') || (inner.type === 'Literal' && inner.value === null);
}

/** The array literal `_.compact([…])`, `compact([…])` or `[…].filter(Boolean)` keeps the truthy elements of. */
function compactedArray(node: Node): TSESTree.ArrayExpression | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrap(node.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? memberName(callee) : undefined;
  const first = node.arguments[0] && unwrap(node.arguments[0]);
  if (name === 'compact' && node.arguments.length === 1 && first?.type === 'ArrayExpression') return first;
  if (name === 'filter' && callee.type === 'MemberExpression' && first?.type === 'Identifier' && first.name === 'Boolean') {
    const array = unwrap(callee.object);
    return array.type === 'ArrayExpression' ? array : undefined;
  }
  return undefined;
}

/** Whether a condition on a helper's parameter holds for one call: `noteId`, `!noteId`, `noteId != null`. */
function presence(test: Node, args: CallArguments): boolean | undefined {
  const inner = unwrap(test);
  if (inner.type === 'Identifier') return args.has(inner.name) ? args.get(inner.name) !== undefined : undefined;
  if (inner.type === 'UnaryExpression' && inner.operator === '!') {
    const value = presence(inner.argument, args);
    return value === undefined ? undefined : !value;
  }
  if (inner.type === 'BinaryExpression' && ['!==', '!=', '===', '=='].includes(inner.operator)) {
    const [param, other] = isUndefined(inner.right) ? [inner.left, inner.right] : isUndefined(inner.left) ? [inner.right, inner.left] : [undefined, undefined];
    if (!param || !other || param.type === 'PrivateIdentifier') return undefined;
    const value = presence(param, args);
    return value === undefined ? undefined : inner.operator.startsWith('!') ? value : !value;
  }
  return undefined;
}

/**
 * The start of a variable only ever appended to, and the appends a call of its function makes, where
 * each is made always or under a test of what the call hands (`if (noteId) path += …`); else undefined.
 */
function appendsTaken(id: TSESTree.Identifier, bindings: Bindings, args: CallArguments): { start: Node; taken: Node[] } | undefined {
  const start = appendedOnly(id, bindings);
  const variable = bindings.variableOf(id);
  if (!start || !variable) return undefined;
  const taken: Node[] = [];
  for (const ref of variable.references) {
    if (!ref.isWrite() || ref.init) continue;
    const append = (ref.identifier as Node).parent as TSESTree.AssignmentExpression;
    let made: boolean | undefined = true;
    for (let child: Node = append, at: Node | undefined = append.parent; at && !isFunction(at); child = at, at = at.parent) {
      if (at.type !== 'IfStatement' || at.test === child) continue;
      const present = presence(at.test, args);
      if (present === undefined) return undefined;
      made = made && (at.consequent === child ? present : !present);
    }
    if (made) taken.push(append.right);
  }
  return { start, taken };
}

/** The initializer of a `let` that is only ever appended to (`+=`), else undefined. */
function appendedOnly(id: TSESTree.Identifier, bindings: Bindings): Node | undefined {
  const variable = bindings.variableOf(id);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Variable') return undefined;
  const declarator = def.node;
  if (declarator.id.type !== 'Identifier' || !declarator.init) return undefined;
  let appended = false;
  for (const ref of variable!.references) {
    if (!ref.isWrite() || ref.init) continue;
    const parent = (ref.identifier as Node).parent;
    if (parent?.type !== 'AssignmentExpression' || parent.operator !== '+=') return undefined;
    appended = true;
  }
  return appended ? declarator.init : undefined;
}

/**
 * The initializer of a `let` written in the code as a URL and later replaced only by values read
 * elsewhere (a response's next link, `null`): the URL of the first request made with it.
 */
function cursorStart(id: TSESTree.Identifier, bindings: Bindings): Node | undefined {
  const variable = bindings.variableOf(id);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Variable' || def.parent?.kind !== 'let') return undefined;
  const declarator = def.node;
  if (declarator.id.type !== 'Identifier' || !declarator.init || !isStringish(declarator.init)) return undefined;
  let replaced = false;
  for (const ref of variable!.references) {
    if (!ref.isWrite() || ref.init) continue;
    const parent = (ref.identifier as Node).parent;
    if (parent?.type !== 'AssignmentExpression' || parent.operator !== '=' || isStringish(parent.right)) return undefined;
    replaced = true;
  }
  return replaced ? declarator.init : undefined;
}

function isStringish(node: Node): boolean {
  const inner = unwrap(node);
  // `qs ? `?${qs}` : ''`
  if (inner.type === 'ConditionalExpression') return isStringish(inner.consequent) && isStringish(inner.alternate);
  return (
    (inner.type === 'Literal' && typeof inner.value === 'string') ||
    inner.type === 'TemplateLiteral' ||
    (inner.type === 'BinaryExpression' && inner.operator === '+')
  );
}

/** The pieces joined, with one NUL character standing for each hole, and a map back to the pieces. */
export interface Joined {
  text: string;
  /** For every character: index of its piece and offset inside the piece's text. */
  at: { piece: number; offset: number }[];
  pieces: Piece[];
}

export function join(pieces: Piece[]): Joined {
  let text = '';
  const at: Joined['at'] = [];
  pieces.forEach((piece, index) => {
    if (piece.kind === 'hole') {
      text += HOLE;
      at.push({ piece: index, offset: 0 });
    } else {
      for (let i = 0; i < piece.text.length; i++) at.push({ piece: index, offset: i });
      text += piece.text;
    }
  });
  return { text, at, pieces };
}

/** Regular expressions for the documented paths, derived from the `{param}` templates in ENDPOINTS. */
const SEGMENT = `[^/?#${HOLE}]*(?:${HOLE}[^/?#${HOLE}]*)*`;
function pathBody(path: string): string {
  return path
    .split('/')
    .map((segment) => (/^\{.+\}$/.test(segment) ? `(?:${SEGMENT})` : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
}
function pathPattern(path: string): RegExp {
  const body = pathBody(path);
  // A path ends at the end of the text, at the query or fragment, or where a hole follows directly
  // (`/v2/applications${query}`); a trailing slash is allowed.
  return new RegExp(`(?:^|[^A-Za-z0-9_-])(${body.replace(/^\//, '/?')})/?(?=$|[?#${HOLE}])`);
}
const PATTERNS = Object.entries(ENDPOINTS).map(([name, endpoint]) => ({
  name: name as EndpointName,
  method: endpoint.method,
  pattern: pathPattern(endpoint.path),
  specificity: endpoint.path.split('/').length,
  versioned: endpoint.path.startsWith(VERSION_PREFIX),
}));
/** A version segment right before a path: `…/v1/`, `…/v3/`. */
const VERSIONED_BEFORE = /\/v\d+\/?$/;

/**
 * The service documents every resource under one application (`/v2/applications/{id}/scorecards`): a
 * path to another one (`/v2/applications/${id}/stage`, `…/reader-notes`) is another API's.
 */
const APPLICATION_PATH = ENDPOINTS.getApplication.path;
const APPLICATION_RESOURCES = Object.values(ENDPOINTS).flatMap((e) => (e.path.startsWith(`${APPLICATION_PATH}/`) ? [e.path.slice(APPLICATION_PATH.length + 1).split('/')[0]!] : []));
const UNDOCUMENTED_APPLICATION_RESOURCE = new RegExp(
  `(?:^|[^A-Za-z0-9_-])${pathBody(APPLICATION_PATH).replace(/^\//, '/?')}/(?!(?:${APPLICATION_RESOURCES.join('|')})(?:$|[/?#]))[A-Za-z]`,
);

/** Does a URL name a resource under an application that the service does not have (see APPLICATION_RESOURCES)? */
export function namesUndocumentedApplicationResource(node: Node, bindings: Bindings): boolean {
  const pieces = evaluatePieces(node, bindings);
  return pieces.some((p) => p.kind === 'text') && UNDOCUMENTED_APPLICATION_RESOURCE.test(join(pieces).text);
}

export interface EndpointMatch {
  /** Paths are shared by several endpoints (list and create notes): the names that fit. */
  names: EndpointName[];
  /** Index in Joined.text just past the path. */
  pathEnd: number;
  /**
   * The path is the service's version prefix and a value of the caller's (`/v2/${path}` of a proxy):
   * the list endpoint only where the request forwards the list's filters (see requests.ts).
   */
  forwarded?: true;
}

/** `/v2/${rest}`, `/v2/${segments.join('/')}`: the version prefix, then values of the caller's for the rest of the path. */
const FORWARDED_PATH = new RegExp(`(?:^|[^A-Za-z0-9_-])/?${VERSION_PREFIX.replace(/^\//, '')}/${HOLE}[${HOLE}/]*(?=$|[?#])`);

/** Which documented endpoint a URL text names, if any (most specific path wins). */
export function matchEndpoint(joined: Joined): EndpointMatch | undefined {
  const text = joined.text;
  let best: { names: EndpointName[]; pathEnd: number; specificity: number } | undefined;
  for (const candidate of PATTERNS) {
    const m = candidate.pattern.exec(text);
    if (!m) continue;
    const pathEnd = m.index + m[0].length;
    // `/v2/candidates/${id}/notes`, `/v1/candidates/…`: the service's note paths carry no version, so a
    // versioned one is another API's (only the application and scorecard paths are under /v2).
    if (!candidate.versioned && VERSIONED_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index + 1))) continue;
    // `/v2/applications/${id}`, `/candidates/${id}/notes/${noteId}/replies`: a hole right after a slash is
    // one more segment (an id), so the path goes on past this endpoint's.
    if (text[pathEnd] === HOLE && text[pathEnd - 1] === '/') continue;
    if (!best || candidate.specificity > best.specificity) best = { names: [candidate.name], pathEnd, specificity: candidate.specificity };
    else if (candidate.specificity === best.specificity && pathEnd === best.pathEnd) best.names.push(candidate.name);
  }
  if (best) return { names: best.names, pathEnd: best.pathEnd };
  const forwarded = FORWARDED_PATH.exec(text);
  return forwarded ? { names: ['listApplications'], pathEnd: forwarded.index + forwarded[0].length, forwarded: true } : undefined;
}

export interface QueryPair {
  key: string;
  /** Literal value text, when the value is all text. */
  value: string | undefined;
  /** The expression that supplies the value, when the value is exactly one hole. */
  valueHole: TSESTree.Expression | undefined;
  /** Source range of `key=value` when it stands verbatim in one literal (for in-place edits). */
  range: [number, number] | undefined;
  /** Source range of `key=` when it stands verbatim in one literal. */
  keyRange: [number, number] | undefined;
  /** The literal (or constant reference) that holds the key (the place to report). */
  keyNode: TextPiece['node'];
  /** Source offset of the key's first character, if verbatim. */
  keyStart: number | undefined;
  /**
   * Where key and value can be edited apart when `key=value` is not one verbatim text
   * (`'?' + 'state=' + 'QUALIFIED'`, `['state', READY].join('=')`): the key's own text, and the
   * value's text or the identifier of the constant that is the whole value (replaced by a literal).
   */
  split?: { key: [number, number]; value: { range: [number, number]; literal: boolean } };
}

export interface ParsedQuery {
  pairs: QueryPair[];
  /** Holes standing where whole query strings go: `?${params}`, `'?' + qs.stringify(filters)`. */
  queryHoles: TSESTree.Expression[];
}

/** Parses the query part (after `?`) of a joined URL text. */
export function parseQuery(joined: Joined, from: number): ParsedQuery {
  const text = joined.text;
  const result: ParsedQuery = { pairs: [], queryHoles: [] };
  let start = text.indexOf('?', from);
  if (start < 0) {
    // `${url}${query}`: a hole right after the path may carry the whole query string.
    if (text[from] === HOLE) addQueryHole(joined, from, result);
    return result;
  }
  const end = text.indexOf('#', start) < 0 ? text.length : text.indexOf('#', start);
  start += 1;
  for (const [segStart, segEnd] of segments(text, start, end)) {
    const segment = text.slice(segStart, segEnd);
    const eq = segment.indexOf('=');
    if (eq < 0) {
      if (segment === HOLE) addQueryHole(joined, segStart, result);
      continue;
    }
    const key = segment.slice(0, eq);
    if (key.includes(HOLE) || key.length === 0) {
      if (key === HOLE) addQueryHole(joined, segStart, result);
      continue;
    }
    const valueText = segment.slice(eq + 1);
    const keyPos = joined.at[segStart]!;
    const keyPiece = joined.pieces[keyPos.piece] as TextPiece;
    const keyStart = keyPiece.start === undefined ? undefined : keyPiece.start + keyPos.offset;
    const sameVerbatimPiece = (from: number, to: number): boolean => {
      for (let i = from; i < to; i++) if (joined.at[i]!.piece !== keyPos.piece) return false;
      return keyStart !== undefined;
    };
    const keyRange: [number, number] | undefined =
      sameVerbatimPiece(segStart, segStart + eq + 1) && keyStart !== undefined ? [keyStart, keyStart + eq + 1] : undefined;
    let valueHole: TSESTree.Expression | undefined;
    if (valueText === HOLE) {
      const piece = joined.pieces[joined.at[segStart + eq + 1]!.piece]!;
      if (piece.kind === 'hole') valueHole = piece.node;
    }
    const range: [number, number] | undefined = !valueText.includes(HOLE) && sameVerbatimPiece(segStart, segEnd) ? [keyStart!, keyStart! + segment.length] : undefined;
    result.pairs.push({
      key,
      value: valueText.includes(HOLE) ? undefined : safeDecode(valueText),
      valueHole,
      range,
      keyRange,
      keyNode: keyPiece.node,
      keyStart,
      ...(range ? {} : splitEdits(joined, segStart, segStart + eq, segEnd)),
    });
  }
  return result;
}

/** The key `[from, eq)` and the value `(eq, to)` of a pair, each within one piece of text. */
function splitEdits(joined: Joined, from: number, eq: number, to: number): Pick<QueryPair, 'split'> {
  const within = (a: number, b: number): TextPiece | undefined => {
    if (b <= a) return undefined;
    const piece = joined.pieces[joined.at[a]!.piece]!;
    for (let i = a; i < b; i++) if (joined.at[i]!.piece !== joined.at[a]!.piece) return undefined;
    return piece.kind === 'text' ? piece : undefined;
  };
  const keyPiece = within(from, eq);
  const valuePiece = within(eq + 1, to);
  if (!keyPiece || keyPiece.start === undefined || !valuePiece) return {};
  const keyAt = keyPiece.start + joined.at[from]!.offset;
  const key: [number, number] = [keyAt, keyAt + (eq - from)];
  const offset = joined.at[eq + 1]!.offset;
  if (valuePiece.via) {
    // The constant is the value and nothing else: the identifier gives way to a literal.
    if (!valuePiece.wholeVia || offset !== 0 || to - eq - 1 !== valuePiece.text.length) return {};
    return { split: { key, value: { range: valuePiece.via.range, literal: true } } };
  }
  if (valuePiece.start === undefined) return {};
  return { split: { key, value: { range: [valuePiece.start + offset, valuePiece.start + offset + (to - eq - 1)], literal: false } } };
}

function addQueryHole(joined: Joined, index: number, result: ParsedQuery): void {
  const piece = joined.pieces[joined.at[index]!.piece];
  if (piece?.kind === 'hole') result.queryHoles.push(piece.node);
}

/** `&`-separated segments of text[from, to). Holes never split a segment. */
function segments(text: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let segStart = from;
  for (let i = from; i <= to; i++) {
    if (i === to || text[i] === '&') {
      if (i > segStart) out.push([segStart, i]);
      segStart = i + 1;
    }
  }
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Evaluates and matches in one go: the endpoint a URL expression names, with its parsed query. */
export interface UrlInfo {
  joined: Joined;
  endpoint: EndpointMatch;
  query: ParsedQuery;
}

/**
 * A URL has no white space; a method before it (`'GET /v2/applications'`, a route as Octokit-style
 * clients take it) is the only exception. Text with more words is prose: a help page, a changelog,
 * a log message that quotes an old request.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const METHOD_PREFIX = new RegExp(`^\\s*(?:${HTTP_METHODS.join('|')})\\s+`, 'i');
function isProse(text: string): boolean {
  return /\s/.test(text.replace(METHOD_PREFIX, '').trim());
}

export function analyzeUrl(node: Node, bindings: Bindings): UrlInfo | undefined {
  const joined = join(evaluatePieces(node, bindings));
  if (!joined.pieces.some((p) => p.kind === 'text')) return undefined;
  if (isProse(joined.text)) return undefined;
  const endpoint = matchEndpoint(joined);
  if (!endpoint) return undefined;
  return { joined, endpoint, query: parseQuery(joined, endpoint.pathEnd) };
}

/** A path relative to an HTTP client whose base URL ends in `/v2`: `/applications` → list endpoint. */
/** A `/` between path segments that the code does not write itself (not editable in place). */
function slashAt(at: Node): TextPiece {
  return { kind: 'text', text: '/', start: undefined, node: at as TSESTree.Literal };
}

/**
 * A URL given as path segments to a builder (`this.url('v2', 'applications', id, 'scorecards')`):
 * the segments joined by `/` under the base.
 */
export function analyzeSegments(segments: readonly Node[], bindings: Bindings): UrlInfo | undefined {
  if (segments.length < 2) return undefined;
  const pieces = segments.flatMap((segment) => [slashAt(segment), ...evaluatePieces(segment, bindings)]);
  const joined = join(pieces);
  if (isProse(joined.text)) return undefined;
  const endpoint = matchEndpoint(joined);
  return endpoint ? { joined, endpoint, query: parseQuery(joined, endpoint.pathEnd) } : undefined;
}

/**
 * A path spelled by the members a dynamic client is reached through (a `Proxy` that builds the path
 * from property reads and calls): `api.v2.applications` is `/v2/applications`,
 * `api.v2.applications(id).scorecards` `/v2/applications/{id}/scorecards`, a call's arguments standing
 * for the segments it adds.
 */
export function analyzeMemberPath(node: Node, bindings: Bindings): UrlInfo | undefined {
  const piecesOf = (current: Node, depth: number): Piece[] => {
    const inner = unwrap(current);
    if (depth > 12) return [];
    if (inner.type === 'MemberExpression' && !inner.computed && inner.property.type === 'Identifier')
      return [...piecesOf(inner.object, depth + 1), slashAt(inner.property), { kind: 'text', text: inner.property.name, start: undefined, node: inner.property as unknown as TSESTree.Literal }];
    if (inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression') {
      const before = piecesOf(inner.callee, depth + 1);
      if (before.length === 0) return [];
      return [...before, ...inner.arguments.flatMap((arg): Piece[] => (arg.type === 'SpreadElement' ? [] : [slashAt(arg), ...evaluatePieces(arg, bindings)]))];
    }
    return [];
  };
  const pieces = piecesOf(node, 0);
  if (pieces.filter((p) => p.kind === 'text' && p.text !== '/').length < 2) return undefined;
  const joined = join(pieces);
  const endpoint = matchEndpoint(joined);
  // The chain ends where the service's path does (`this.api.v2.applications`, not `….applications.cache`).
  return endpoint && !endpoint.forwarded && endpoint.pathEnd === joined.text.length ? { joined, endpoint, query: parseQuery(joined, endpoint.pathEnd) } : undefined;
}

export function analyzeRelativeToV2(node: Node, bindings: Bindings): UrlInfo | undefined {
  const joined = join(evaluatePieces(node, bindings));
  const first = joined.pieces[0];
  if (!first || first.kind !== 'text' || isProse(joined.text)) return undefined;
  const prefixed: Joined = {
    text: `${VERSION_PREFIX}${first.text.startsWith('/') ? '' : '/'}${joined.text}`,
    at: [],
    pieces: joined.pieces,
  };
  const shift = prefixed.text.length - joined.text.length;
  prefixed.at = [...Array.from({ length: shift }, () => ({ piece: 0, offset: 0 })), ...joined.at];
  // Only the applications endpoints are reached this way: the path must start right after the base.
  if (!prefixed.text.startsWith(ENDPOINTS.listApplications.path)) return undefined;
  const endpoint = matchEndpoint(prefixed);
  if (!endpoint) return undefined;
  return { joined: prefixed, endpoint, query: parseQuery(prefixed, endpoint.pathEnd) };
}
