/**
 * A Svelte component through svelte-eslint-parser: the `<script module>` and instance `<script>`
 * blocks, then the markup's expressions ({expr}, attributes, directives, {#if}, {@const} …) inside
 * the `{#each}`, `{#await}` and `{#snippet}` blocks that bind their variables. See projection.ts.
 */
import { Projection } from './projection.js';
import { routeDataCode, type RouteData } from './route-data.js';
import type { ComponentNode } from './walk.js';

/** `body` of svelte-eslint-parser's Program. */
export function projectSvelte(source: string, body: readonly ComponentNode[], route?: RouteData): Projection {
  const scripts = body.filter((n) => n.type === 'SvelteScriptElement' && n.endTag);
  const attribute = (element: ComponentNode, name: string): ComponentNode | undefined =>
    element.startTag?.attributes?.find((a) => a.type === 'SvelteAttribute' && a.key?.name === name);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an attribute's literal value is a string; ComponentNode types it loosely
  const isModule = (s: ComponentNode): boolean => !!attribute(s, 'module') || String(attribute(s, 'context')?.value?.[0]?.value ?? '') === 'module';
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an attribute's literal value is a string; ComponentNode types it loosely
  const typescript = scripts.some((s) => /^ts$|^typescript$/.test(String(attribute(s, 'lang')?.value?.[0]?.value ?? '')));
  const p = new Projection(source, typescript);
  // The module script first: the instance script sees its bindings.
  for (const script of [...scripts.filter(isModule), ...scripts.filter((s) => !isModule(s))]) {
    const [start, end] = [script.startTag!.range[1], script.endTag!.range[0]];
    // `$: current = $applications.find(…)` declares `current` (Svelte 4): so does the projection.
    const reactive = isModule(script) ? [] : reactiveDeclarations(source.slice(start, end));
    if (reactive.length) p.emit(`\nlet ${reactive.join(', ')};`);
    p.script(start, end, !isModule(script));
    // A route component's `data`: what the loaders beside it return (route-data.ts).
    if (!isModule(script)) p.emit(routeDataCode(route, source.slice(start, end)));
  }
  children(body.filter((n) => n.type !== 'SvelteScriptElement' && n.type !== 'SvelteStyleElement'), p, source);
  return p;
}

/** Names a Svelte 4 reactive statement assigns (`$: total = …`) that the script declares nowhere else. */
function reactiveDeclarations(script: string): string[] {
  const assigned = [...script.matchAll(/(?:^|[;\n])\s*\$:\s*([A-Za-z_$][\w$]*)\s*=(?!=)/g)].map((m) => m[1]!);
  // Strings left out: `import { enhance } from '$app/forms'` declares no `app`.
  const code = script.replace(/'[^'\n]*'|"[^"\n]*"/g, '""');
  const declared = (name: string): boolean => new RegExp(`\\b(?:let|const|var|function|class|import)\\b[^;\\n]*(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
  return [...new Set(assigned)].filter((name) => !declared(name));
}

function children(nodes: readonly ComponentNode[] | undefined, p: Projection, source: string): void {
  for (const node of nodes ?? []) markup(node, p, source);
}

function field(node: ComponentNode, name: string): ComponentNode | null | undefined {
  return node[name] as ComponentNode | null | undefined;
}

function markup(node: ComponentNode, p: Projection, source: string): void {
  const expression = node.expression ?? undefined;
  switch (node.type) {
    case 'SvelteMustacheTag':
    case 'SvelteRenderTag':
    case 'SvelteAttachTag':
    case 'SvelteSpreadAttribute':
      if (expression) p.expression(expression);
      else if (field(node, 'argument')) p.expression(field(node, 'argument')!);
      return;
    case 'SvelteShorthandAttribute':
      if (node.value) p.expression(node.value);
      return;
    case 'SvelteDirective':
      if (expression) p.expression(expression);
      return;
    case 'SvelteAttribute':
    case 'SvelteStyleDirective': {
      // title="Stage: {app.state}": a rewrite inside must not bring in the attribute's quote.
      const quote = node.key ? /^\s*=\s*(["'])/.exec(source.slice(node.key.range[1]))?.[1] : undefined;
      for (const value of Array.isArray(node.value) ? (node.value as ComponentNode[]) : [])
        if (value.type === 'SvelteMustacheTag' && value.expression) p.expression(value.expression, quote);
      return;
    }
    case 'SvelteConstTag': {
      const declaration = field(node, 'declaration');
      if (declaration) p.emit('const ').copyNode(declaration).emit(';\n');
      return;
    }
    case 'SvelteIfBlock':
      p.emit('if (').copyNode(expression!).emit(') {\n');
      children(node.children, p, source);
      p.emit('}\n');
      elseBlock(node, p, source);
      return;
    case 'SvelteEachBlock': {
      const context = field(node, 'context');
      const index = field(node, 'index');
      const key = field(node, 'key');
      p.emit('for (const ');
      if (context) p.copyNode(context);
      else p.emit('_');
      p.emit(' of ').copyNode(expression!).emit(') {\n');
      if (index) p.emit('let ').copyNode(index).emit(';\n');
      if (key) p.expression(key);
      children(node.children, p, source);
      p.emit('}\n');
      elseBlock(node, p, source);
      return;
    }
    case 'SvelteAwaitBlock': {
      // {#await promise then value}: `value` is what `await promise` gives.
      p.emit(';(async () => {\n');
      children(field(node, 'pending')?.children, p, source);
      const then = field(node, 'then');
      const value = then ? field(then, 'value') : undefined;
      p.emit('const ');
      if (value) p.copyNode(value);
      else p.emit('_');
      p.emit(' = await (').copyNode(expression!).emit(');\n');
      children(then?.children, p, source);
      p.emit('})();\n');
      const failure = field(node, 'catch');
      if (failure) {
        const error = field(failure, 'error');
        p.emit(';((');
        if (error) p.copyNode(error);
        p.emit(') => {\n');
        children(failure.children, p, source);
        p.emit('});\n');
      }
      return;
    }
    case 'SvelteKeyBlock':
      p.expression(expression!);
      children(node.children, p, source);
      return;
    case 'SvelteSnippetBlock': {
      p.emit('function ').copyNode(field(node, 'id')!).emit('(');
      (node.params ?? []).forEach((param, i) => (i ? p.emit(', ') : p).copyNode(param));
      p.emit(') {\n');
      children(node.children, p, source);
      p.emit('}\n');
      return;
    }
    default:
      // Elements, components, `<svelte:…>` and text: their attributes, then their children.
      children(node.startTag?.attributes, p, source);
      children(node.children, p, source);
  }
}

function elseBlock(node: ComponentNode, p: Projection, source: string): void {
  const otherwise = field(node, 'else');
  if (!otherwise) return;
  p.emit('{\n');
  children(otherwise.children, p, source);
  p.emit('}\n');
}

