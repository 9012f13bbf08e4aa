/**
 * Reads of `currentStage` beyond the read itself: the stage's members read through the name it was
 * put in (`const stage = app.currentStage; stage.name`) or through a getter's calls, and the fallback
 * between the two names (`app.currentStage ?? app.pipelineStage`) that the current read alone says.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES } from '../../migration/index.js';
import { isPureReference, memberName, outerParent, unwrap, type Node } from '../../matchers/ast.js';
import type { Bindings } from '../../matchers/scope.js';
import type { SourceText } from '../edits.js';
import type { Edit, Finding } from '../types.js';
import { callsOfReturning } from './compared-sources.js';

export interface StageReadContext {
  src: SourceText;
  bindings: Bindings;
  removal: string;
  add: (finding: Finding) => void;
}

export class StageReads {
  constructor(private readonly ctx: StageReadContext) {}

  /**
   * `const stage = app.currentStage ?? {}` then `stage.name`: the stage's members read through the
   * name it was put in, places of the same read (the rewrite where it is taken carries them along).
   */
  aliasFindings(name: TSESTree.Identifier | undefined): void {
    const variable = name && this.ctx.bindings.variableOf(name);
    // (Written once, where it is declared: `const stage = …`, or Svelte's `$: stage = …`.)
    if (!variable || variable.references.some((ref) => ref.isWrite() && !ref.init && ref.identifier !== name)) return;
    // Not on the line of the read that takes it (`({ currentStage: stage }) => stage.order`).
    const lines = new Set<number>([this.ctx.src.lineStart(name.range[0])]);
    for (const read of this.ctx.bindings.readsOf(variable)) {
      const member = read.parent;
      // One place a line is enough: `stage ? stage.name : ''` reads the same stage.
      const line = this.ctx.src.lineStart(read.range[0]);
      if (member?.type !== 'MemberExpression' || member.object !== read || member.computed || lines.has(line)) continue;
      lines.add(line);
      this.ctx.add({ rule: 'no-current-stage', range: member.property.range, messageId: 'read', data: { removal: this.ctx.removal }, secondary: true });
    }
  }

  /** `const stageOf = (app) => app.currentStage; … stageOf(app).order`: the members read of its calls. */
  getterFindings(member: TSESTree.MemberExpression): void {
    const lines = new Set<number>([this.ctx.src.lineStart(member.range[0])]);
    for (const call of callsOfReturning(outerParent(member).child, this.ctx.bindings)) {
      const read = outerParent(call).parent;
      const line = this.ctx.src.lineStart(call.range[0]);
      if (read?.type !== 'MemberExpression' || read.computed || lines.has(line)) continue;
      lines.add(line);
      this.ctx.add({ rule: 'no-current-stage', range: read.property.range, messageId: 'read', data: { removal: this.ctx.removal }, secondary: true });
    }
  }

  /**
   * `app.currentStage ?? app.pipelineStage` (either way round, or with `||`): one object under two names,
   * so the rename would read `app.pipelineStage ?? app.pipelineStage`; the current read alone says it.
   */
  fallbackFix(member: TSESTree.MemberExpression, parent: Node | undefined, child: Node): Edit[] | undefined {
    if (parent?.type !== 'LogicalExpression' || (parent.operator !== '??' && parent.operator !== '||') || child !== member) return undefined;
    const other = unwrap(parent.left === child ? parent.right : parent.left);
    if (other.type !== 'MemberExpression' || memberName(other) !== NAMES.pipelineStage) return undefined;
    const text = (n: Node): string => this.ctx.src.slice(n.range).replace(/\s+/g, '');
    if (text(other.object) !== text(member.object) || !isPureReference(member.object) || this.ctx.src.hasComment(parent.range)) return undefined;
    // `(app.currentStage ?? app.pipelineStage).name`: the parentheses only grouped the fallback.
    let range: [number, number] = [parent.range[0], parent.range[1]];
    const outer = parent.parent;
    if (outer?.type === 'MemberExpression' && outer.object === parent) {
      const before = /\(\s*$/.exec(this.ctx.src.text.slice(outer.range[0], parent.range[0]));
      const after = /^\s*\)/.exec(this.ctx.src.text.slice(parent.range[1]));
      if (before && after && outer.range[0] + before.index === outer.range[0]) range = [outer.range[0], parent.range[1] + after[0].length];
    }
    return [{ range, text: this.ctx.src.slice(other.range) }];
  }
}

/** The name a stage read is put in whole: `const stage = app.currentStage`, `… ?? {}`, `… || null`; not a fallback to the current name. */
export function stageAlias(member: TSESTree.MemberExpression): TSESTree.Identifier | undefined {
  let node: Node = member;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (parent.type === 'ChainExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression') continue;
    if (parent.type === 'LogicalExpression' && parent.left === node && parent.operator !== '&&') {
      // `app.currentStage ?? app.pipelineStage`: the name holds the current stage either way.
      const right = unwrap(parent.right);
      if (right.type === 'MemberExpression' && memberName(right) === NAMES.pipelineStage) return undefined;
      continue;
    }
    // `app && app.currentStage`: a guard before it, the name holds the stage where there is one.
    if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === node) continue;
    // `app ? app.currentStage : null`: the same, guarded by a test.
    if (parent.type === 'ConditionalExpression' && parent.test !== node) continue;
    if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier') return parent.id;
    // `$: stage = app.currentStage` in a Svelte component: a reactive declaration of the name.
    if (isReactiveDeclaration(parent) && parent.right === node) return parent.left;
    return undefined;
  }
  return undefined;
}

/** `$: name = value;` (Svelte): the assignment of a reactive declaration. */
function isReactiveDeclaration(node: Node): node is TSESTree.AssignmentExpression & { left: TSESTree.Identifier } {
  const statement = node.parent;
  return node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'Identifier' && statement?.type === 'ExpressionStatement' && statement.parent?.type === 'LabeledStatement' && statement.parent.label.name === '$';
}
