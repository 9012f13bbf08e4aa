/**
 * Candidate notes: where a note payload carries the read-only visibility flag, and where code reads
 * the flag from a reply (replies never carry it; the parent's value covers the thread).
 *
 * Payloads are followed the way the filters are: object literals, variables built earlier and
 * completed by assignments, spreads, `Object.assign`, `JSON.stringify(...)`, `URLSearchParams` /
 * `FormData` with their `.append/.set` calls, and form-encoded text.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { ENDPOINTS, NOTE_FACTS } from '../migration/index.js';
import { isFunction, isPureReference, keyName, memberName, programNodes, staticStringValue, unwrap, type Node } from './ast.js';
import { ELEMENT_PICKING, LIST_KEEPING, elementParameters } from './array-methods.js';
import type { RequestSite } from './requests.js';
import type { Bindings, Variable } from './scope.js';
import { keyEntries } from './filters.js';
import { libraryFunction } from './paths.js';
import { returnedBy } from './values.js';
import type { QueryPair } from './url.js';

export type NoteWriteEndpoint = (typeof NOTE_FACTS.writeEndpoints)[number];

/** The note write a request makes; a GET of the create path lists notes and writes nothing. */
export function noteWriteOf(site: RequestSite): NoteWriteEndpoint | undefined {
  return NOTE_FACTS.writeEndpoints.find((name) => site.endpoints.includes(name) && ENDPOINTS[name].method === site.method);
}

/** Does the request go to any note endpoint (evidence that the file handles candidate notes)? */
export function isNoteRequest(site: RequestSite): boolean {
  return site.endpoints.some((name) => (NOTE_FACTS.endpoints as readonly string[]).includes(name));
}

/**
 * Where a payload may hold the flag: the body, and the options object too. No HTTP client has an
 * option called `isPrivate`, so one there is a payload taken for options (`axios.patch(url, { body, isPrivate })`)
 * or a hand-made helper's argument.
 */
export function notePayloadRoots(site: RequestSite): Node[] {
  return [...site.bodyNodes, ...(site.options ? [site.options] : [])];
}

export type FlagEntry =
  /** `{ isPrivate: true }`, `{ isPrivate }` */
  | { kind: 'property'; node: TSESTree.Property }
  /** `payload.isPrivate = true` */
  | { kind: 'assignment'; node: TSESTree.AssignmentExpression; member: TSESTree.MemberExpression }
  /** `form.append('isPrivate', 'true')` */
  | { kind: 'call'; node: TSESTree.CallExpression }
  /** `'body=…&isPrivate=true'` */
  | { kind: 'query'; pair: QueryPair }
  /** `_.pick(changes, ['body', 'isPrivate'])`: the caller's flag, copied */
  | { kind: 'picked'; node: TSESTree.StringLiteral; list: TSESTree.ArrayExpression | undefined };

/** Every place the given payload expressions set the note flag (found as filters are: see keyEntries). */
export function flagEntries(roots: readonly Node[], bindings: Bindings): FlagEntry[] {
  return keyEntries(roots, bindings, [NOTE_FACTS.flag]).flatMap((entry): FlagEntry[] => {
    switch (entry.kind) {
      case 'property':
        return [{ kind: 'property', node: entry.node }];
      case 'assignment':
        return entry.node.left.type === 'MemberExpression' ? [{ kind: 'assignment', node: entry.node, member: entry.node.left }] : [];
      case 'call':
        return [{ kind: 'call', node: entry.node }];
      case 'query':
        return [{ kind: 'query', pair: entry.pair }];
      case 'picked':
        return [{ kind: 'picked', node: entry.node, list: entry.list }];
      default:
        return [];
    }
  });
}

// ---------------------------------------------------------------------------------------- replies


/** `note`, `parentNote`, `candidate_notes`, `NoteThread`; not `footnote` or `notebook`. */
function isNoteName(name: string): boolean {
  return name
    .replace(/([a-z0-9])([A-Z])|([A-Z])([A-Z][a-z])/g, (_, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`))
    .split(/[\s_$]+/)
    .some((word) => /^notes?$/i.test(word));
}

/** What a reply (or a list of replies) was reached from: the expression that holds `.replies`. */
export interface Thread {
  /** The parent note (`note` of `note.replies`), or, for `unknownParent`, what the replies were found in. */
  holder: Node;
  /** A reply of a flat list whose parent the code does not name where it reads it (`!n.parentId || !n.isPrivate`). */
  unknownParent?: true;
}

/** The identifier and member names an expression is built from: `props.note.replies` → props, note, replies. */
function namesIn(node: Node, depth = 0): string[] {
  if (depth > 8) return [];
  const inner = unwrap(node);
  switch (inner.type) {
    case 'Identifier':
      return [inner.name];
    case 'MemberExpression': {
      const name = memberName(inner);
      return [...namesIn(inner.object, depth + 1), ...(name ? [name] : [])];
    }
    case 'CallExpression':
      return namesIn(inner.callee, depth + 1);
    case 'AwaitExpression':
      return namesIn(inner.argument, depth + 1);
    default:
      return [];
  }
}

function typeNames(type: TSESTree.TypeNode | undefined, depth = 0): string[] {
  if (!type || depth > 4) return [];
  switch (type.type) {
    case 'TSTypeReference':
      return [
        ...(type.typeName.type === 'Identifier' ? [type.typeName.name] : []),
        ...(type.typeArguments?.params ?? []).flatMap((t) => typeNames(t, depth + 1)),
      ];
    case 'TSArrayType':
      return typeNames(type.elementType, depth + 1);
    case 'TSUnionType':
    case 'TSIntersectionType':
      return type.types.flatMap((t) => typeNames(t, depth + 1));
    default:
      return [];
  }
}

/**
 * Is the expression that holds `.replies` a candidate note by its name? `note.replies`,
 * `props.parentNote.replies`, `thread.replies` where `thread: CandidateNote`, `notes.map((t) => t.replies)`,
 * `const thread = notes.find(…)`. A Slack message's or a forum post's `replies` do not qualify.
 */
export function namedAsNote(holder: Node, bindings: Bindings, depth = 0): boolean {
  if (namesIn(holder).some((n) => isNoteName(n))) return true;
  let root = unwrap(holder);
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  if (root.type !== 'Identifier') return false;
  const def = bindings.variableOf(root)?.defs[0];
  if (!def) return false;
  const name = def.name as Node;
  const annotation = 'typeAnnotation' in name ? (name.typeAnnotation as TSESTree.TSTypeAnnotation | undefined) : undefined;
  if (typeNames(annotation?.typeAnnotation).some((n) => isNoteName(n))) return true;
  if (def.type === 'Variable') {
    const init = def.node.init;
    return !!init && namesIn(init).some((n) => isNoteName(n));
  }
  if (def.type === 'Parameter') {
    // `notes.map((thread) => thread.replies…)`
    const fn = def.node as Node;
    const call = fn.parent;
    if (call?.type !== 'CallExpression' || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return false;
    // `_.flatMap(notes, (n) => …)`: a utility's collection comes first.
    const subject = libraryFunction(call, bindings) && call.arguments[0] !== fn ? call.arguments[0] : call.callee.type === 'MemberExpression' ? call.callee.object : undefined;
    // `parents.map((parent) => …)` of `const parents = notes.filter(…)`: an element of a list of notes.
    return !!subject && (namesIn(subject).some((n) => isNoteName(n)) || (depth < 4 && namedAsNote(subject, bindings, depth + 1)));
  }
  return false;
}


/** `n.parentId`, `n.parentId === parent.id`, `!!n.parentId`, `n.parentId != null`, `Boolean(n.parentId)`: a test that `element` is a reply. The element tested. */
export function replyTest(test: Node): Node | undefined {
  const inner = unwrap(test);
  const link = (node: Node): Node | undefined => {
    const member = unwrap(node);
    return member.type === 'MemberExpression' && (NOTE_FACTS.parentLinks as readonly string[]).includes(memberName(member) ?? '') ? unwrap(member.object) : undefined;
  };
  if (inner.type === 'MemberExpression') return link(inner);
  if (inner.type === 'UnaryExpression' && inner.operator === '!' && unwrap(inner.argument).type === 'UnaryExpression') {
    const negated = unwrap(inner.argument) as TSESTree.UnaryExpression;
    return negated.operator === '!' ? link(negated.argument) : undefined;
  }
  if (inner.type === 'CallExpression' && inner.callee.type === 'Identifier' && inner.callee.name === 'Boolean' && inner.arguments[0]) return link(inner.arguments[0]);
  if (inner.type === 'BinaryExpression') {
    const other = (side: Node): Node => unwrap(side);
    const isNothing = (side: Node): boolean => {
      const v = other(side);
      return (v.type === 'Literal' && v.value === null) || (v.type === 'Identifier' && v.name === 'undefined');
    };
    if (inner.operator === '===' || inner.operator === '==') {
      // `n.parentId === parent.id`: linked to a note (not `=== null`).
      const left = link(inner.left);
      if (left && !isNothing(inner.right)) return left;
      const right = link(inner.right);
      if (right && !isNothing(inner.left)) return right;
    }
    if (inner.operator === '!==' || inner.operator === '!=') {
      if (isNothing(inner.right)) return link(inner.left);
      if (isNothing(inner.left)) return link(inner.right);
    }
  }
  return undefined;
}

/**
 * Which values are replies of a note thread: elements of `<note>.replies` reached by index,
 * `find`/`at`, `for…of`, array-method callbacks (also local functions passed as callbacks), array
 * destructuring, and variables holding the list or a filtered copy of it.
 */
export class ReplyTracker {
  private readonly lists = new Map<Variable, Thread>();
  private readonly replies = new Map<Variable, Thread>();
  /** Object patterns that destructure a reply: `({ isPrivate }) => …`, `const { isPrivate } = reply`. */
  readonly replyPatterns = new Map<TSESTree.ObjectPattern, Thread>();

  constructor(
    program: TSESTree.Program,
    private readonly bindings: Bindings,
    /** Evidence that a `.replies` holder is a candidate note (file context, names, types). */
    private readonly isNote: (holder: Node) => boolean,
  ) {
    const relevant: Node[] = [];
    for (const node of programNodes(program)) {
      if (node.type === 'VariableDeclarator' || node.type === 'ForOfStatement' || node.type === 'CallExpression') relevant.push(node);
      else if (node.type === 'AssignmentExpression' && node.operator === '=') relevant.push(node);
    }
    for (let pass = 0; pass < 6; pass++) {
      const changed = { value: false };
      for (const node of relevant) this.step(node, changed);
      if (!changed.value) break;
    }
  }

  /** The thread a list of replies belongs to, if the expression is one. */
  listOf(node: Node, depth = 0): Thread | undefined {
    if (depth > 8) return undefined;
    const inner = unwrap(node);
    switch (inner.type) {
      case 'MemberExpression':
        if (memberName(inner) === NOTE_FACTS.repliesField && this.isNote(inner.object)) return { holder: unwrap(inner.object) };
        return undefined;
      case 'Identifier': {
        const variable = this.bindings.variableOf(inner);
        return variable && this.lists.get(variable);
      }
      case 'CallExpression': {
        const callee = unwrap(inner.callee);
        const method = callee.type === 'MemberExpression' ? memberName(callee) : undefined;
        // `notes.filter((n) => n.parentId === parent.id)`: the replies of a flat list of notes (of `parent`).
        const flat = method === 'filter' && callee.type === 'MemberExpression' ? this.repliesOfFlatList(callee.object, inner.arguments[0]) : undefined;
        if (flat) return flat;
        if (callee.type === 'MemberExpression' && LIST_KEEPING.has(method ?? '')) {
          const kept = this.listOf(callee.object, depth + 1);
          if (kept || method !== 'concat') return kept;
          // `[note].concat(note.replies || [])`: a thread flattened, its replies among the elements.
          for (const arg of inner.arguments) {
            const added = arg.type === 'SpreadElement' ? undefined : this.listOf(arg, depth + 1);
            if (added) return added;
          }
          return undefined;
        }
        // `notes.flatMap((n) => n.replies || [])`, `_.flatMap(notes, (n) => [n, ...n.replies])`: every thread's replies in one list.
        const fn = libraryFunction(inner, this.bindings) === 'flatMap' ? inner.arguments[1] : method === 'flatMap' ? inner.arguments[0] : undefined;
        if (fn && isFunction(fn)) {
          for (const returned of returnedBy(fn)) {
            const list = this.listOf(returned, depth + 1);
            if (list) return list;
          }
        }
        return undefined;
      }
      case 'LogicalExpression':
        return this.listOf(inner.left, depth + 1) ?? this.listOf(inner.right, depth + 1);
      // `Array.isArray(note.replies) ? note.replies : []`
      case 'ConditionalExpression':
        return this.listOf(inner.consequent, depth + 1) ?? this.listOf(inner.alternate, depth + 1);
      case 'ArrayExpression':
        for (const e of inner.elements) if (e?.type === 'SpreadElement') return this.listOf(e.argument, depth + 1);
        return undefined;
      default:
        return undefined;
    }
  }

  /** The thread a reply belongs to, if the expression is one. */
  replyOf(node: Node): Thread | undefined {
    const inner = unwrap(node);
    switch (inner.type) {
      case 'Identifier': {
        const variable = this.bindings.variableOf(inner);
        return variable && this.replies.get(variable);
      }
      case 'MemberExpression': {
        // `replies[0]`, `replies[i]`, not `replies.length` or `replies['length']`
        if (!inner.computed || staticStringValue(inner.property) !== undefined) return undefined;
        return this.listOf(inner.object);
      }
      case 'CallExpression': {
        const callee = unwrap(inner.callee);
        if (callee.type === 'MemberExpression' && ELEMENT_PICKING.has(memberName(callee) ?? '')) return this.listOf(callee.object);
        return undefined;
      }
      default:
        return undefined;
    }
  }

  /** `notes.filter((n) => n.parentId === parent.id)`, `notes.filter((n) => !!n.parentId)`: the thread of the replies kept, if that is what the callback keeps. */
  private repliesOfFlatList(list: Node, cb: Node | undefined): Thread | undefined {
    if (!cb || !isFunction(cb) || cb.params[0]?.type !== 'Identifier' || !this.isNote(list)) return undefined;
    const element = this.bindings.variableOf(cb.params[0]);
    for (const returned of returnedBy(cb))
      for (const test of conjuncts(returned)) {
        const tested = replyTest(test);
        if (tested?.type !== 'Identifier' || !element || this.bindings.variableOf(tested) !== element) continue;
        const parent = linkedParent(test);
        return parent ? { holder: parent } : { holder: unwrap(list), unknownParent: true };
      }
    return undefined;
  }

  private step(node: Node, changed: { value: boolean }): void {
    switch (node.type) {
      case 'VariableDeclarator':
        if (node.init) this.bindValue(node.id, node.init, changed);
        return;
      case 'AssignmentExpression':
        this.bindValue(node.left, node.right, changed);
        return;
      case 'ForOfStatement': {
        const thread = this.listOf(node.right);
        const left = node.left.type === 'VariableDeclaration' ? node.left.declarations[0]?.id : node.left;
        if (thread && left) this.bindReply(left, thread, changed);
        return;
      }
      case 'CallExpression': {
        const callee = unwrap(node.callee);
        // `shapeReply(reply, note)`: a local function handed a reply (or the list) receives it.
        if (callee.type === 'Identifier') {
          const fn = this.localFunction(callee);
          // A recursive walk (`flattenThread(reply)` inside `flattenThread(note)`) hands it notes and replies alike.
          if (!fn || (node.range[0] >= fn.range[0] && node.range[1] <= fn.range[1])) return;
          node.arguments.forEach((arg, index) => {
            const param = fn.params[index];
            if (!param || arg.type === 'SpreadElement') return;
            const reply = this.replyOf(arg);
            if (reply) this.bindReply(param, reply, changed);
            else {
              const list = this.listOf(arg);
              if (list) this.bindList(param, list, changed);
            }
          });
          return;
        }
        if (callee.type !== 'MemberExpression') return;
        const indexes = elementParameters(memberName(callee));
        if (!indexes.length) return;
        const thread = this.listOf(callee.object);
        if (!thread) return;
        const cb = node.arguments[0];
        const fn = cb && isFunction(cb) ? cb : cb?.type === 'Identifier' ? this.localFunction(cb) : undefined;
        for (const index of indexes) {
          const param = fn?.params[index];
          if (param) this.bindReply(param, thread, changed);
        }
        return;
      }
      default:
        return;
    }
  }

  /** `const replies = note.replies`, `const { replies } = note`, `const first = note.replies[0]`. */
  private bindValue(target: Node, value: Node, changed: { value: boolean }): void {
    const list = this.listOf(value);
    if (list) {
      this.bindList(target, list, changed);
      return;
    }
    const reply = this.replyOf(value);
    if (reply) {
      this.bindReply(target, reply, changed);
      return;
    }
    if (target.type === 'ObjectPattern') {
      for (const prop of target.properties) {
        if (prop.type === 'Property' && keyName(prop.key, prop.computed) === NOTE_FACTS.repliesField && this.isNote(value))
          this.bindList(prop.value, { holder: unwrap(value) }, changed);
      }
    }
  }

  private bindList(target: Node, thread: Thread, changed: { value: boolean }): void {
    const pattern = target.type === 'AssignmentPattern' ? target.left : target;
    if (pattern.type === 'Identifier') this.remember(this.lists, pattern, thread, changed);
    else if (pattern.type === 'ArrayPattern') {
      // `const [first, ...rest] = note.replies`
      for (const element of pattern.elements) {
        if (!element) continue;
        if (element.type === 'RestElement') this.bindList(element.argument, thread, changed);
        else this.bindReply(element, thread, changed);
      }
    }
  }

  private bindReply(target: Node, thread: Thread, changed: { value: boolean }): void {
    const pattern = target.type === 'AssignmentPattern' ? target.left : target;
    if (pattern.type === 'Identifier') this.remember(this.replies, pattern, thread, changed);
    else if (pattern.type === 'ObjectPattern' && !this.replyPatterns.has(pattern)) {
      this.replyPatterns.set(pattern, thread);
      changed.value = true;
    }
  }

  private remember(map: Map<Variable, Thread>, id: TSESTree.Identifier, thread: Thread, changed: { value: boolean }): void {
    const variable = this.bindings.variableOf(id);
    if (variable && !map.has(variable)) {
      map.set(variable, thread);
      changed.value = true;
    }
  }

  private localFunction(id: TSESTree.Identifier): TSESTree.FunctionLike | undefined {
    const def = this.bindings.variableOf(id)?.defs[0];
    if (def?.type === 'FunctionName') return def.node;
    if (def?.type === 'Variable') {
      const init = def.node.init;
      if (init && isFunction(init)) return init;
    }
    return undefined;
  }
}

/** Is the member expression written to (`reply.isPrivate = parent.isPrivate` copies the flag down, which is fine)? */
export function isWriteTarget(member: TSESTree.MemberExpression): boolean {
  let child: Node = member;
  let parent = member.parent;
  while (parent && (parent.type === 'TSNonNullExpression' || parent.type === 'ChainExpression' || parent.type === 'TSAsExpression')) {
    child = parent;
    parent = parent.parent;
  }
  return (
    (parent?.type === 'AssignmentExpression' && parent.left === child) ||
    parent?.type === 'UpdateExpression' ||
    (parent?.type === 'UnaryExpression' && parent.operator === 'delete')
  );
}

/** `parent` of `n.parentId === parent.id`: the note a reply test names as the parent. */
function linkedParent(test: Node): Node | undefined {
  const inner = unwrap(test);
  if (inner.type !== 'BinaryExpression' || (inner.operator !== '===' && inner.operator !== '==')) return undefined;
  const other = unwrap(replyTest(inner.left) ? inner.right : inner.left);
  return other.type === 'MemberExpression' && memberName(other) === 'id' && isPureReference(unwrap(other.object)) ? unwrap(other.object) : undefined;
}

/** The operands of a chain of `&&` (`a && b && c` → a, b, c); the expression itself otherwise. */
function conjuncts(node: Node): Node[] {
  const inner = unwrap(node);
  return inner.type === 'LogicalExpression' && inner.operator === '&&' ? [...conjuncts(inner.left), ...conjuncts(inner.right)] : [inner];
}
