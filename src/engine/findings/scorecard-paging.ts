/**
 * `no-scorecard-pagination`: paging through the scorecard list, which the service sends whole (its
 * paging parameters neither page nor limit it), and reading its 404 as "no scorecards", which the
 * service says with 200 and `[]`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { describeEndpoint, ENDPOINTS, SCORECARD_FACTS } from '../../migration/index.js';
import { isFunction, memberName, unwrap, walk, type Node } from '../../matchers/ast.js';
import { TAKING } from '../../matchers/array-methods.js';
import { entryReportRange, type QueryEntry } from '../../matchers/filters.js';
import { type RequestSite } from '../../matchers/requests.js';
import {
  asksForFirstPage,
  callbackPaging,
  libraryPagingMachinery,
  drivenByLoop,
  emptyBranchOf,
  inside,
  enclosingLoop,
  entryValue,
  isNotFoundCheck,
  libraryPaging,
  pagingHook,
  pagingOperator,
  isOnlyEmptyReturn,
  isScorecardList,
  nextLinkWrites,
  paginationEntries,
  pagingBounds,
  pagingExits,
  nextPageTests,
  pageInfoReads,
  pagingHelperPath,
  pagingOrigins,
  recursivePaging,
  responseVariables,
  valueDrivenByLoop,
  type Loop,
} from '../../matchers/scorecards.js';
import { type Bindings, type Variable } from '../../matchers/scope.js';
import { inOwnStateVocabularyFile } from '../../matchers/vocabulary.js';
import type { SourceText } from '../edits.js';
import { removeEntry } from '../entry-rewrites.js';
import { removeQueryPair, removeStatement } from '../rewrite.js';
import type { Edit, Finding } from '../types.js';

import type { TrapInput } from '../traps.js';

export function scorecardPaging(input: TrapInput): Finding[] {
  const { bindings, src } = input;
  const endpoint = SCORECARD_FACTS.endpoint;
  const pathEnd = ENDPOINTS[endpoint].path.split('/').pop()!;
  // The path, or a wrapper named for it (`api.listScorecards(id)`).
  if (!src.text.includes(pathEnd) && !src.text.includes(pathEnd.charAt(0).toUpperCase() + pathEnd.slice(1))) return [];
  const base = { endpoint: describeEndpoint(endpoint) };
  const findings: Finding[] = [];
  const loopTodo = `${describeEndpoint(endpoint)} returns every scorecard in one response; fetch it once instead of paging.`;
  for (const site of input.requests) {
    // Not in a file whose states are its own (`type LoanState = 'SCREENING' | 'FUNDED'`): another
    // vendor's API under the same path, whose scorecards may well be paged.
    if (!isScorecardList(site) || inOwnStateVocabularyFile(site.node)) continue;
    const loop = enclosingLoop(site.node);
    let pagedByLoop = false;
    const entries = paginationEntries(site, bindings);
    const settings: Node[] = entries.flatMap((entry) => entryValue(entry) ?? []);
    for (const entry of entries) {
      const range = entryReportRange(entry);
      const data = { ...base, name: entry.name };
      if (loop && drivenByLoop(entry, loop, bindings)) {
        pagedByLoop = true;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data, range, codemod: { todo: loopTodo } });
        continue;
      }
      const removal = entry.kind === 'query' ? removeQueryPair(entry.pair, src) : removeEntry(entry, src);
      // Only a first-page value is dropped automatically: the list comes whole, so "from the start"
      // asks for what the request without it gets. `limit=5` or `page=2` would be dropped just as
      // easily, but the code around them expects fewer or other scorecards than it gets; that needs a person.
      if (removal && asksForFirstPage(entry) && ownedBy(site, entry, removal)) {
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameter', data, range, fix: removal });
        continue;
      }
      findings.push({
        rule: 'no-scorecard-pagination',
        messageId: 'parameter',
        data,
        range,
        ...(removal ? { suggestions: [{ messageId: 'dropParameter', data, edits: removal }] } : {}),
        codemod: { todo: `${describeEndpoint(endpoint)} is not paginated: ${entry.name} neither pages nor limits it, every scorecard comes back.` },
      });
    }
    // No loop here: the function answers one page and tells its caller whether another follows.
    if (!loop && entries.length > 0) {
      const sizes = entries.flatMap((e) => (e.kind === 'query' ? (e.pair.valueHole ? [e.pair.valueHole] : []) : e.value ? [e.value] : []));
      for (const test of nextPageTests(site.node, sizes, bindings)) findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: test.range, secondary: true });
    }
    // A wrapper called with the page: `this.listScorecards(id, page, size)` in a loop that advances `page`.
    if (loop && site.viaWrapper && site.node.type === 'CallExpression') {
      for (const arg of site.node.arguments) {
        // `const id = queue.shift(); … fetchAllScorecards(id)`: a work queue of applications, not pages.
        if (arg.type === 'SpreadElement' || !valueDrivenByLoop(arg, loop, bindings) || isWorkItem(arg, bindings)) continue;
        // `this.list(id, { page })`: its `page` is reported already.
        if (findings.some((f) => f.range[0] >= arg.range[0] && f.range[1] <= arg.range[1])) continue;
        const primary = !pagedByLoop;
        pagedByLoop = true;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data: { ...base, name: src.slice(arg.range) }, range: arg.range, ...(primary ? { codemod: { todo: loopTodo } } : { secondary: true }) });
        settings.push(arg);
      }
    }
    const responses = responseVariables(site.node, bindings);
    if (loop) {
      const exits = pagingExits(loop, responses, bindings);
      exits.forEach((exit, i) => {
        const primary = i === 0 && !pagedByLoop;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: exit.range, ...(primary ? { codemod: { todo: loopTodo } } : { secondary: true }) });
      });
      // The rest of the paging machinery: the loop itself and the counter it advances.
      if (pagedByLoop || exits.length > 0) {
        const keyword = loop.type === 'DoWhileStatement' ? 2 : loop.type === 'WhileStatement' ? 5 : 3;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: [loop.range[0], loop.range[0] + keyword], secondary: true });
        for (const advance of loopAdvances(site, loop, bindings, settings))
          findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: advance.range, secondary: true });
        settings.push(...pagingBounds([...(loop.test ? [loop.test] : []), ...exits], loop, bindings, responses));
      }
    }
    // A helper of the file that pages the path it is handed.
    const helperPath = loop || pagedByLoop ? undefined : pagingHelperPath(site, bindings);
    if (helperPath) findings.push({ rule: 'no-scorecard-pagination', messageId: 'helper', data: base, range: helperPath.range, codemod: { todo: `${describeEndpoint(endpoint)} returns every scorecard in one response; request it once instead of through a paging helper.` } });
    // A function handed to a helper of the file that calls it once per page.
    const handedTo = loop || pagedByLoop ? undefined : callbackPaging(site, bindings);
    if (handedTo) {
      const { call, loop: pager } = handedTo;
      const helperCall = handedTo.handed.parent as TSESTree.CallExpression;
      findings.push({ rule: 'no-scorecard-pagination', messageId: 'handedToPager', data: base, range: helperCall.callee.range, codemod: { todo: `${describeEndpoint(endpoint)} returns every scorecard in one response; request it once instead of through a paging helper.` } });
      const answers = responseVariables(call, bindings);
      const exits = pagingExits(pager, answers, bindings);
      const keyword = pager.type === 'DoWhileStatement' ? 2 : pager.type === 'WhileStatement' ? 5 : 3;
      findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: [pager.range[0], pager.range[0] + keyword], secondary: true });
      for (const arg of call.arguments)
        if (arg.type !== 'SpreadElement' && valueDrivenByLoop(arg, pager, bindings)) findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data: { ...base, name: src.slice(arg.range) }, range: arg.range, secondary: true });
      for (const exit of exits) findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: exit.range, secondary: true });
      settings.push(...pagingBounds([...(pager.test ? [pager.test] : []), ...exits], pager, bindings, answers));
    }
    // A function that asks for the next page by calling itself from the answer.
    const recursion = loop ? undefined : recursivePaging(site, bindings);
    if (recursion) {
      recursion.calls.forEach((call, i) => {
        const primary = i === 0 && !pagedByLoop;
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: call.range, ...(primary ? { codemod: { todo: loopTodo } } : { secondary: true }) });
      });
      for (const exit of recursion.exits) findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: exit.range, secondary: true });
      for (const start of recursion.starts) findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: start.range, secondary: true });
      findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: recursion.name.range, secondary: true });
      settings.push(...recursion.bounds);
    }
    // got's `paginate`, RxJS `expand`: the library pages for the caller.
    const paging = libraryPaging(site) ?? pagingOperator(site.node);
    if (paging) findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: paging.range, ...(pagedByLoop ? { secondary: true } : { codemod: { todo: loopTodo } }) });
    // TanStack Query's infinite query around the request: its paging options and the page it hands on.
    const hook = paging || !('callee' in site.node) ? undefined : pagingHook(site.node);
    if (hook) {
      // Told where it asks for the next page (`getNextPageParam`), or at the hook when that is not written here.
      const [first = hook.hook, ...rest] = hook.options;
      findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: first.range, ...(pagedByLoop ? { secondary: true } : { codemod: { todo: loopTodo } }) });
      for (const option of rest) findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: option.range, secondary: true });
      for (const page of hook.pages) findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data: { ...base, name: src.slice(page.range) }, range: page.range, secondary: true });
    }
    // got's `pagination: { paginate: … }`: the rest of the machinery the library pages with.
    if (libraryPaging(site)) {
      const machinery = libraryPagingMachinery(site, bindings);
      for (const part of machinery.parts) findings.push({ rule: 'no-scorecard-pagination', messageId: 'loop', data: base, range: part.range, secondary: true });
      for (const exit of machinery.exits) findings.push({ rule: 'no-scorecard-pagination', messageId: 'untilEmpty', data: base, range: exit.range, secondary: true });
      for (const param of machinery.params) findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameterInLoop', data: { ...base, name: src.slice(param.range) }, range: param.range, secondary: true });
    }
    // What the answer would say about its pages (`body.next`, the `Link` header): it says none of it.
    for (const read of pageInfoReads(responses, bindings))
      if (!findings.some((f) => f.range[0] <= read.range[0] && read.range[1] <= f.range[1]))
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'pageInfo', data: { ...base, name: src.slice(read.range) }, range: read.range, secondary: true });
    // Where the page sizes, counts and starts it sends are set: they go with the paging.
    for (const origin of pagingOrigins(settings, bindings, responses))
      if (!findings.some((f) => f.range[0] <= origin.range[0] && origin.range[1] <= f.range[1]))
        findings.push({ rule: 'no-scorecard-pagination', messageId: 'parameter', data: { ...base, name: settingName(origin, src) }, range: origin.range, secondary: true });
    findings.push(...notFoundFindings(site, bindings, src, base));
  }
  const links = nextLinkWrites(input.ast, bindings);
  // `url = body.links.next` ends the loop when there is no next link: it is told as the link it follows
  // (and the read of `body.links.next` in it with it).
  const linked = findings.filter((f) => !links.some((w) => w.range[0] <= f.range[0] && f.range[1] <= w.range[1]));
  for (const write of links) linked.push({ rule: 'no-scorecard-pagination', messageId: 'nextLinks', data: base, range: write.range, codemod: { todo: loopTodo } });
  return linked;
}

/**
 * `page += 1`, `page++`, `cursor = body.next` in the loop's body, and `let page = 1` before it: the
 * counters its request reads (in its paging values `values`, wherever they are written) (the header's own update is on the loop's line already).
 */
function loopAdvances(site: RequestSite, loop: Loop, bindings: Bindings, values: readonly Node[]): Node[] {
  const read = new Set<Variable>();
  const roots = [...values, ...site.filterNodes, ...(site.url ? site.url.query.pairs.flatMap((p) => (p.valueHole ? [p.valueHole] : [])) : []), ...(site.viaWrapper && site.node.type === 'CallExpression' ? site.node.arguments : [])];
  for (const root of roots)
    walk(root, (node) => {
      if (node.type !== 'Identifier') return;
      const variable = bindings.variableOf(node);
      if (variable) read.add(variable);
    });
  const out: Node[] = [];
  for (const variable of read) {
    const writes = variable.references.filter((ref) => ref.isWrite() && !ref.init && inside(ref.identifier as Node, loop));
    if (writes.length === 0) continue; // a page size, not a counter
    for (const ref of writes) {
      const id = ref.identifier as Node;
      const write = id.parent;
      if (inside(id, loop.body) && (write?.type === 'UpdateExpression' || write?.type === 'AssignmentExpression')) out.push(write);
    }
    // `let page = 1;` before the loop: where the counter starts.
    const declarator = variable.defs[0]?.node;
    if (declarator?.type === 'VariableDeclarator' && declarator.range[1] <= loop.range[0]) out.push(declarator);
  }
  return out;
}

/** The name a paging setting is written under (`PAGE_SIZE`, `perPage` of `perPage = 20`). */
function settingName(node: Node, src: SourceText): string {
  return src.slice((node.type === 'AssignmentPattern' ? node.left : node).range);
}

/**
 * Is the text an edit removes this request's alone? URL text that names the scorecard list is (any
 * other request made with it asks for the same list); a params object or a `URLSearchParams` built
 * beside the request may be sent elsewhere too, so only one written inside the call qualifies.
 */
function ownedBy(site: RequestSite, entry: QueryEntry, edits: Edit[]): boolean {
  if (entry.kind === 'query' && site.url?.query.pairs.includes(entry.pair)) return true;
  return edits.every((e) => site.node.range[0] <= e.range[0] && e.range[1] <= site.node.range[1]);
}

function notFoundFindings(site: RequestSite, bindings: Bindings, src: SourceText, base: Record<string, string>): Finding[] {
  const responses = responseVariables(site.node, bindings);
  if (responses.size === 0) return [];
  const data = { ...base, status: String(SCORECARD_FACTS.mistakenEmptyStatus), emptyStatus: String(SCORECARD_FACTS.emptyStatus) };
  // The request's own function holds its response handling, `.then`/`.catch` callbacks included.
  let scope: Node = site.node;
  while (scope.parent && !isFunction(scope)) scope = scope.parent;
  const findings: Finding[] = [];
  walk(scope, (node) => {
    if ((node.type !== 'BinaryExpression' && node.type !== 'MemberExpression' && node.type !== 'CallExpression') || !isNotFoundCheck(node, responses, bindings)) return;
    // `err.isNotFound()`: the call is the check, not its callee.
    if (node.type === 'MemberExpression' && node.parent?.type === 'CallExpression' && node.parent.callee === node) return;
    const empty = emptyBranchOf(node);
    if (!empty) return;
    const edits = empty.conjunct ? dropBranch(empty.branch, node, src) : undefined;
    findings.push({
      rule: 'no-scorecard-pagination',
      messageId: 'notFoundAsEmpty',
      data,
      range: node.range,
      ...(edits ? { suggestions: [{ messageId: 'dropNotFound', data, edits }] } : {}),
      codemod: {
        todo: `${describeEndpoint(SCORECARD_FACTS.endpoint)} answers ${SCORECARD_FACTS.emptyStatus} with [] when there are no scorecards; a ${SCORECARD_FACTS.mistakenEmptyStatus} is an error, not an empty list.`,
      },
    });
  });
  return findings;
}

/**
 * `if (… && res.status === 404) return [];` → gone; `err.response?.status === 404 ? [] : Promise.reject(err)`
 * → `Promise.reject(err)`. Only where the branch is nothing but the empty answer, so that the 404 then
 * takes the path every other error takes.
 */
function dropBranch(branch: TSESTree.IfStatement | TSESTree.ConditionalExpression, check: Node, src: SourceText): Edit[] | undefined {
  if (branch.type === 'IfStatement') {
    if (branch.alternate || !isOnlyEmptyReturn(branch.consequent)) return undefined;
    const container = branch.parent;
    if (container?.type !== 'BlockStatement' && container?.type !== 'Program' && container?.type !== 'SwitchCase') return undefined;
    return removeStatement(branch, src);
  }
  const consequent = unwrap(branch.consequent);
  if (unwrap(branch.test) !== check || consequent.type !== 'ArrayExpression' || consequent.elements.length > 0) return undefined;
  if (src.hasComment(branch.range)) return undefined;
  return [{ range: branch.range, text: src.slice(branch.alternate.range) }];
}

/** An element taken off a list (`queue.shift()`, `ids.pop()`), also through a variable: one of the items a loop works through. */
function isWorkItem(value: Node, bindings: Bindings): boolean {
  const inner = unwrap(value);
  const taken = inner.type === 'Identifier' ? bindings.initializerOf(bindings.variableOf(inner)) : inner;
  const call = taken && unwrap(taken);
  return call?.type === 'CallExpression' && call.callee.type === 'MemberExpression' && TAKING.has(memberName(call.callee) ?? '');
}

