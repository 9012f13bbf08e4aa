/**
 * A Vue single-file component through vue-eslint-parser: the `<script>` and `<script setup>` blocks,
 * then the template's expressions ({{ }}, v-if, :class, v-on …) inside the `v-for` loops and slot
 * scopes that bind their variables. See projection.ts.
 */
import { Projection } from './projection.js';
import type { ComponentNode } from './walk.js';

export interface VueTree {
  /** `parserServices.getDocumentFragment()`: the component's top-level elements. */
  fragment: ComponentNode | null | undefined;
  /** `ast.templateBody`: the `<template>` element. */
  templateBody: ComponentNode | null | undefined;
  /** `ast.body`: the statements of the scripts. */
  body: readonly ComponentNode[];
}

/** The template reads a ref's value without `.value`: `{{ apps.length }}` is `apps.value.length`. */
const REFS = new Set(['ref', 'shallowRef']);
const TEMPLATE = '__hiringMigrateTemplate';

export function projectVue(source: string, tree: VueTree): Projection {
  const scripts = (tree.fragment?.children ?? []).filter((c) => c.type === 'VElement' && c.name === 'script' && c.endTag);
  const attribute = (element: ComponentNode, name: string): ComponentNode | undefined =>
    element.startTag?.attributes?.find((a) => !a.directive && a.key?.name === name);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an attribute's literal value is a string; ComponentNode types it loosely
  const typescript = scripts.some((s) => /^tsx?$/.test(String(attribute(s, 'lang')?.value?.value ?? '')));
  const projection = new Projection(source, typescript);
  const hasSetup = scripts.some((s) => attribute(s, 'setup'));
  // Options API: the template sees what `data()`/`setup()` return, not the module's functions.
  projection.templateSeesScript = hasSetup;
  for (const script of scripts) projection.script(script.startTag!.range[1], script.endTag!.range[0], !!attribute(script, 'setup'));
  if (!tree.templateBody) return projection;
  // function __hiringMigrateTemplate(apps) { …template… }  __hiringMigrateTemplate(apps.value);
  const refs = refNames(tree.body);
  projection.emit(`function ${TEMPLATE}(${refs.join(', ')}) {\n`);
  // The template reads props by their names: `{{ application.state }}` is `props.application.state`.
  const props = propsBinding(tree.body);
  const names = props?.names.filter((n) => !refs.includes(n)) ?? [];
  if (props && names.length) projection.emit(`const { ${names.join(', ')} } = ${props.variable};\n`);
  // Options API: `props: { application: Object }` (or `['application']`), what `data()` returns and the
  // computed properties are read by their names too, and are what `this.application` is in the component's script.
  const options = props ? [] : [...new Set(optionsNames(tree.body))].filter((n) => !refs.includes(n));
  if (options.length) projection.emit(`const { ${options.join(', ')} } = this;\n`);
  element(tree.templateBody, projection, source);
  projection.emit(`}\n${TEMPLATE}(${refs.map((r) => `${r}.value`).join(', ')});\n`);
  return projection;
}

function element(node: ComponentNode, p: Projection, source: string): void {
  const attributes = node.startTag?.attributes ?? [];
  const closers: string[] = [];
  // v-for binds its variables for the element itself (its :key, its v-if) and its children.
  for (const a of attributes) {
    const expression = a.directive ? a.value?.expression : undefined;
    if (expression?.type !== 'VForExpression') continue;
    const [item, ...rest] = expression.left ?? [];
    p.emit('for (const ');
    if (item) p.copyNode(item);
    else p.emit('_');
    p.emit(' of ').copyNode(expression.right!).emit(') {\n');
    for (const alias of rest) p.emit('let ').copyNode(alias).emit(';\n');
    closers.push('}\n');
  }
  for (const a of attributes) {
    const expression = a.directive ? a.value?.expression : undefined;
    if (expression?.type !== 'VSlotScopeExpression' || !expression.params?.length) continue;
    p.emit('((');
    expression.params.forEach((param, i) => (i ? p.emit(', ') : p).copyNode(param));
    p.emit(') => {\n');
    closers.push('});\n');
  }
  for (const a of attributes) {
    if (!a.directive || !a.value?.expression) continue;
    const expression = a.value.expression;
    const quote = /^["']/.test(source[a.value.range[0]] ?? '') ? source[a.value.range[0]] : undefined;
    if (expression.type === 'VOnExpression') p.emit(';(() => {\n').copyNode(expression, quote).emit('\n});\n');
    else if (!expression.type.startsWith('V')) p.expression(expression, quote);
    else if (filtered(expression)) p.expression(filtered(expression)!, quote);
    // (VForExpression and VSlotScopeExpression opened blocks above; `generic` is no value.)
  }
  for (const child of node.children ?? []) {
    if (child.type === 'VElement') element(child, p, source);
    else if (child.type === 'VExpressionContainer' && child.expression && !child.expression.type.startsWith('V')) p.expression(child.expression);
    else if (child.type === 'VExpressionContainer' && child.expression && filtered(child.expression)) p.expression(filtered(child.expression)!);
  }
  for (const closer of closers.reverse()) p.emit(closer);
}

/** Vue 2's filters (`{{ app.state | stateLabel }}`, `:class="app.state | badge"`): the value they are handed, what the template reads. */
function filtered(expression: ComponentNode): ComponentNode | undefined {
  const inner = expression.type === 'VFilterSequenceExpression' ? (expression as ComponentNode & { expression?: ComponentNode }).expression : undefined;
  return inner && !inner.type.startsWith('V') ? inner : undefined;
}

function refNames(body: readonly ComponentNode[]): string[] {
  const names: string[] = [];
  for (const statement of body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of (statement.declarations ?? []) as ComponentNode[]) {
      const id = d.id as ComponentNode & { name?: string };
      const init = d.init as (ComponentNode & { callee?: ComponentNode & { name?: string } }) | null;
      if (id?.type === 'Identifier' && init?.type === 'CallExpression' && init.callee?.type === 'Identifier' && REFS.has(init.callee.name ?? '')) names.push(id.name!);
    }
  }
  return names;
}

type Loose = ComponentNode & { name?: string; callee?: Loose; arguments?: Loose[]; typeArguments?: { params?: Loose[] }; members?: Loose[]; properties?: Loose[]; elements?: Loose[]; computed?: boolean };

/**
 * The names an Options API component's template reads from the component: the props it declares
 * (`export default { props: { application: Object } }`, `defineComponent({ props: ['application'] })`),
 * the keys its `data()` returns and its computed properties.
 */
function optionsNames(body: readonly ComponentNode[]): string[] {
  for (const statement of body) {
    if (statement.type !== 'ExportDefaultDeclaration') continue;
    let options = (statement as Loose & { declaration?: Loose }).declaration;
    if (options?.type === 'CallExpression') options = options.arguments?.[0];
    if (options?.type !== 'ObjectExpression') return [];
    const option = (name: string): (Loose & { value?: Loose }) | undefined =>
      (options.properties ?? []).find((p) => p.type === 'Property' && !p.computed && (p as Loose & { key?: Loose }).key?.name === name) as (Loose & { value?: Loose }) | undefined;
    const data = option('data')?.value as (Loose & { body?: Loose & { body?: Loose[] } }) | undefined;
    // `data() { return { selected: null } }`, `data: () => ({ selected: null })`
    const statements: (Loose & { argument?: Loose })[] = data?.body?.body ?? [];
    const state = data?.body?.type === 'ObjectExpression' ? data.body : statements.find((s) => s.type === 'ReturnStatement')?.argument;
    return [...propNames(option('props')?.value), ...propNames(state), ...propNames(option('computed')?.value)];
  }
  return [];
}

/** The names an object of props (`{ application: Object }`) or a list of them (`['application']`) declares. */
function propNames(declared: Loose | undefined): string[] {
  const keys: (Loose | undefined)[] =
    declared?.type === 'ObjectExpression' ? (declared.properties ?? []).map((p) => (p.type === 'Property' && !p.computed ? ((p as Loose & { key?: Loose }).key) : undefined))
    : declared?.type === 'ArrayExpression' ? (declared.elements ?? []).map((e) => (e?.type === 'Literal' ? ({ type: 'Identifier', name: String((e as { value?: unknown }).value) } as Loose) : undefined))
    : [];
  return keys.flatMap((k) => (k?.type === 'Identifier' && /^[A-Za-z_$][\w$]*$/.test(k.name ?? '') ? [k.name!] : []));
}

/**
 * `const props = defineProps<{ application: Application }>()` (also `defineProps({ application: Object })`,
 * `defineProps(['application'])`, inside `withDefaults(…)`): the variable and the names of the props.
 */
function propsBinding(body: readonly ComponentNode[]): { variable: string; names: string[] } | undefined {
  for (const statement of body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of (statement.declarations ?? []) as Loose[]) {
      const id = d.id as Loose | undefined;
      let init = d.init as Loose | null | undefined;
      if (init?.type === 'CallExpression' && init.callee?.name === 'withDefaults') init = init.arguments?.[0];
      if (id?.type !== 'Identifier' || init?.type !== 'CallExpression' || init.callee?.type !== 'Identifier' || init.callee.name !== 'defineProps') continue;
      const typed = init.typeArguments?.params?.[0];
      const runtime = init.arguments?.[0];
      const names =
        typed?.type === 'TSTypeLiteral'
          ? (typed.members ?? []).flatMap((m) => {
              const key = m.type === 'TSPropertySignature' && !m.computed ? (m.key as Loose) : undefined;
              return key?.type === 'Identifier' && /^[A-Za-z_$][\w$]*$/.test(key.name ?? '') ? [key.name!] : [];
            })
          : propNames(runtime);
      return { variable: id.name!, names };
    }
  }
  return undefined;
}
