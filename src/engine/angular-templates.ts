/**
 * Angular components keep their template in a string of the decorator:
 *
 *   @Component({ template: `<p [attr.data-stage]="vm.app.currentStage.id">…</p>
 *                           <span *ngIf="vm.app.state === 'QUALIFIED'">Qualified</span>` })
 *
 * Its bindings and interpolations are TypeScript-like expressions the compiler reads at build time,
 * so the removed fields read there break the component as a read in code would. In a file that deals
 * in this service's applications, the template's reads of `currentStage` (renamed, the same object)
 * and its comparisons of `state` with a legacy value (the table's test) are reported and rewritten
 * in the template text. Other reads of `state` in a template say too little to be this service's.
 */
import { EQUIVALENCE, NAMES, describeEquivalent, isLegacyState } from '../migration/index.js';
import { calleeName, findProperty, unwrap, type Node } from '../matchers/ast.js';
import type { SourceText } from './edits.js';
import { conditionText } from './rewrite.js';
import type { Finding } from './types.js';

export interface TemplateContext {
  nodes: readonly Node[];
  src: SourceText;
  removal: string;
  /** The file requests the service or imports a module that does. */
  talksToService: boolean;
}

/** A property path written in a template expression (`vm.app`, `item?.record`). */
const PATH = String.raw`[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*`;
const STAGE_READ = new RegExp(String.raw`(${PATH})(\??\.)${NAMES.legacyStage}\b`, 'g');
const STATE_COMPARISON = new RegExp(String.raw`(${PATH})(\??\.)${NAMES.legacyState}\s*(===|!==|==|!=)\s*(['"])([A-Z_]+)\4`, 'g');

export function angularTemplateFindings(ctx: TemplateContext): Finding[] {
  const out: Finding[] = [];
  if (!ctx.talksToService) return out;
  for (const node of ctx.nodes) {
    if (node.type !== 'Decorator') continue;
    const call = unwrap(node.expression);
    if (call.type !== 'CallExpression' || calleeName(call.callee) !== 'Component') continue;
    const options = call.arguments[0] && unwrap(call.arguments[0]);
    if (options?.type !== 'ObjectExpression') continue;
    const template = findProperty(options, 'template');
    if (!template) continue;
    const text = templateText(template.value, ctx.src);
    if (text) out.push(...templateFindings(text.start, text.text, ctx));
  }
  return out;
}

/** The template's source text where it is written as is (no `${}` holes, no escapes), with its offset. */
function templateText(value: Node, src: SourceText): { start: number; text: string } | undefined {
  const inner = unwrap(value);
  if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0) {
    const quasi = inner.quasis[0]!;
    return quasi.value.raw === quasi.value.cooked ? { start: quasi.range[0] + 1, text: quasi.value.raw } : undefined;
  }
  if (inner.type === 'Literal' && typeof inner.value === 'string') {
    const body = src.slice([inner.range[0] + 1, inner.range[1] - 1]);
    return body === inner.value ? { start: inner.range[0] + 1, text: body } : undefined;
  }
  return undefined;
}

function templateFindings(start: number, text: string, ctx: TemplateContext): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(STATE_COMPARISON)) {
    const [whole, object, dot, operator, quote, value] = m as unknown as [string, string, string, string, string, string];
    if (!isLegacyState(value)) continue;
    const at = start + m.index;
    const field = at + object.length + dot.length;
    const eq = EQUIVALENCE[value];
    const { text: replacement } = conditionText(object, dot === '?.', eq, operator.startsWith('!'), operator.length === 2, quote);
    out.push({
      rule: 'no-legacy-state-field',
      range: [field, field + NAMES.legacyState.length],
      messageId: 'comparison',
      data: { removal: ctx.removal, operator, value, replacement: describeEquivalent(eq) },
      // Inside a template binding, `a && b` stands where `x === y` stood; parenthesized, it binds the same.
      fix: [{ range: [at, at + whole.length], text: eq.stageType ? `(${replacement})` : replacement }],
    });
  }
  for (const m of text.matchAll(STAGE_READ)) {
    const field = start + m.index + m[1]!.length + m[2]!.length;
    out.push({
      rule: 'no-current-stage',
      range: [field, field + NAMES.legacyStage.length],
      messageId: 'read',
      data: { removal: ctx.removal },
      fix: [{ range: [field, field + NAMES.legacyStage.length], text: NAMES.pipelineStage }],
    });
  }
  return out;
}
