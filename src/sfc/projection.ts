/**
 * A single-file component seen as one script the engine can analyse: its script blocks, then every
 * template expression as a statement, nested in the loops and callbacks that give template variables
 * their values. Each piece copied from the component keeps a map to its offset there, so findings,
 * fixes and suggestions come back at the component's own positions:
 *
 *   <script setup> const apps = await list() </script>     const apps = await list()
 *   <li v-for="app in apps">{{ app.currentStage.name }}  →  for (const app of apps) {
 *                                                           ;(app.currentStage.name);
 *                                                           }
 *
 * Text written here (the loop, the parentheses) maps to nothing: an edit touching it is dropped.
 */
import type { Edit, Finding, Suggestion } from '../engine/types.js';
import { HELPERS } from '../migration/codegen.js';

/** `legacyStateOf(`: a template text that calls a generated helper, which lives in the script. */
const CALLS_HELPER = new RegExp(`\\b(?:${Object.values(HELPERS).join('|')})\\s*[(<]`);

export interface Range {
  range: [number, number];
}

interface Segment {
  /** Offset in the projected text. */
  at: number;
  /** Offset in the component. */
  from: number;
  length: number;
  /** The attribute quote around a template expression: an edit must not bring that character in. */
  quote?: string;
  /** Part of a script block (not a template expression). */
  script: boolean;
}

export class Projection {
  private text = '';
  private readonly segments: Segment[] = [];
  /** Where the end of the projected text maps to: the end of the script whose bindings the template sees. */
  private helperAnchor: number | undefined;
  /** The template reaches only the bindings of `<script setup>` (Vue's options API does not see module functions). */
  templateSeesScript = true;
  /** Syntax errors the component parser found in the template (vue-eslint-parser records, not throws, them). */
  templateErrors = 0;

  constructor(
    readonly source: string,
    readonly typescript: boolean,
  ) {}

  /** Copies the component's text of [start, end). */
  copy(start: number, end: number, extra: { quote?: string; script?: boolean } = {}): this {
    if (end <= start) return this;
    this.segments.push({ at: this.text.length, from: start, length: end - start, script: !!extra.script, ...(extra.quote ? { quote: extra.quote } : {}) });
    this.text += this.source.slice(start, end);
    return this;
  }

  copyNode(node: Range, quote?: string): this {
    return this.copy(node.range[0], node.range[1], quote ? { quote } : {});
  }

  emit(text: string): this {
    this.text += text;
    return this;
  }

  /** Copies a script block's content; generated helpers go at the end of the one the template sees. */
  script(start: number, end: number, seenByTemplate: boolean): this {
    this.emit('\n').copy(start, end, { script: true }).emit('\n;\n');
    if (seenByTemplate || this.helperAnchor === undefined) this.helperAnchor = end;
    return this;
  }

  /** An expression of the template, as a statement of its own. */
  expression(node: Range, quote?: string): this {
    return this.emit(';(').copyNode(node, quote).emit(');\n');
  }

  get projected(): string {
    return this.text;
  }

  /** The component offset of a projected offset, if it lies in copied text (`end` of a segment included). */
  private locate(offset: number, isEnd: boolean): Segment | undefined {
    for (const s of this.segments) {
      if (offset > s.at && offset < s.at + s.length) return s;
      if (!isEnd && offset === s.at) return s;
      if (isEnd && offset === s.at + s.length) return s;
    }
    return undefined;
  }

  /** A projected range in the component, when it lies in one copied piece. */
  range(range: readonly [number, number]): [number, number] | undefined {
    const start = range[0] === range[1] ? this.insertionSegment(range[0]) : this.locate(range[0], false);
    if (!start) return undefined;
    const end = range[1] - start.at;
    if (end > start.length) return undefined;
    return [start.from + (range[0] - start.at), start.from + end];
  }

  private insertionSegment(offset: number): Segment | undefined {
    return this.segments.find((s) => offset >= s.at && offset <= s.at + s.length);
  }

  private edit(edit: Edit): { edit: Edit; script: boolean } | undefined {
    // A generated helper is appended at the end of the text: here, the end of the template's script.
    if (edit.range[0] === edit.range[1] && edit.range[0] === this.text.length) {
      if (this.helperAnchor === undefined) return undefined;
      return { edit: { range: [this.helperAnchor, this.helperAnchor], text: edit.text }, script: true };
    }
    const segment = edit.range[0] === edit.range[1] ? this.insertionSegment(edit.range[0]) : this.locate(edit.range[0], false);
    const range = this.range(edit.range);
    if (!segment || !range) return undefined;
    let text = edit.text;
    if (segment.quote && text.includes(segment.quote)) {
      // `v-if="app.state === 'SCREENING'"`: the rewrite's string literals take the other quote.
      const other = segment.quote === '"' ? "'" : '"';
      if (text.includes(other)) return undefined;
      text = text.split(segment.quote).join(other);
    }
    return { edit: { range, text }, script: segment.script };
  }

  /** A whole set of edits in the component, or none when any one cannot be placed there. */
  edits(edits: readonly Edit[]): Edit[] | undefined {
    const mapped = edits.map((e) => this.edit(e));
    if (mapped.some((m) => !m)) return undefined;
    const placed = mapped as { edit: Edit; script: boolean }[];
    // A template rewrite that calls a generated helper needs the template to see the script's functions
    // (whether this rewrite adds the helper or an earlier one did).
    if (!this.templateSeesScript && placed.some((m) => !m.script && (CALLS_HELPER.test(m.edit.text) || placed.some((o) => o.script)))) return undefined;
    return placed.map((m) => m.edit);
  }

  /** Is this projected offset inside a script block (where a `//` TODO comment may go)? */
  inScript(offset: number): boolean {
    return !!this.insertionSegment(offset)?.script;
  }

  /** A finding at the component's positions; its fix and suggestions only where they can be placed. */
  finding(finding: Finding): Finding | undefined {
    const range = this.range(finding.range);
    if (!range) return undefined;
    const { fix, suggestions, codemod, ...rest } = finding;
    const mappedFix = fix ? this.edits(fix) : undefined;
    const mappedSuggestions = (suggestions ?? []).flatMap((s): Suggestion[] => {
      const edits = this.edits(s.edits);
      return edits ? [{ ...s, edits }] : [];
    });
    let mappedCodemod: Finding['codemod'];
    if (codemod && 'edits' in codemod) {
      const edits = this.edits(codemod.edits);
      if (edits) mappedCodemod = { edits };
    } else if (codemod) mappedCodemod = codemod;
    // Only places move: the copy keeps the finding's own rule and message ids, a correlation of the
    // union's members that TypeScript does not follow through the rest and spread.
    return {
      ...rest,
      range,
      ...(mappedFix ? { fix: mappedFix } : {}),
      ...(mappedSuggestions.length ? { suggestions: mappedSuggestions } : {}),
      ...(mappedCodemod ? { codemod: mappedCodemod } : {}),
    } as Finding;
  }
}
