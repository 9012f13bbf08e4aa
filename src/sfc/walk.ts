/** The few fields of vue-eslint-parser's and svelte-eslint-parser's nodes that the projections read. */
export interface ComponentNode {
  type: string;
  range: [number, number];
  name?: unknown;
  directive?: boolean;
  key?: ComponentNode & { name?: unknown };
  value?: ComponentNode & { value?: unknown; expression?: ComponentNode | null } & { [index: number]: ComponentNode };
  expression?: ComponentNode | null;
  startTag?: ComponentNode & { attributes?: ComponentNode[] };
  endTag?: ComponentNode | null;
  children?: ComponentNode[];
  left?: ComponentNode[];
  right?: ComponentNode;
  params?: ComponentNode[];
  [field: string]: unknown;
}
