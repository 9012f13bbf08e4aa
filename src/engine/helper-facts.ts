/**
 * What the exported functions of a relative module do with what they are handed, whether or not the
 * module names the service (a team's HTTP or table helpers): the parameter one gives back as it was
 * handed (see returnedParameter), and the functions one calls with the elements of a list (see
 * handingPairs). Read only where a call of one is handed applications; cached by the file's stamp.
 */
import { readFileSync, statSync } from 'node:fs';
import { handingPairs, returnedParameter, type HandingPair } from '../matchers/applications.js';
import { memberName, programNodes, unwrap, type Node } from '../matchers/ast.js';
import { Bindings, type Variable } from '../matchers/scope.js';
import { exportTable } from './module-exports.js';
import type { RelativeImport } from './relative-imports.js';
import { parse } from './parse.js';

interface HelperFacts {
  passes: Map<string, number>;
  hands: Map<string, HandingPair[]>;
}

const cache = new Map<string, HelperFacts & { stamp: string }>();

export function clearHelperFacts(): void {
  cache.clear();
}

function helperFactsOf(file: string): HelperFacts | undefined {
  let stamp: string;
  try {
    const stat = statSync(file);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
  let known = cache.get(file);
  if (known?.stamp !== stamp) {
    const passes = new Map<string, number>();
    const hands = new Map<string, HandingPair[]>();
    try {
      const text = readFileSync(file, 'utf8');
      const parsed = parse(text, file);
      const bindings = new Bindings(parsed.scopeManager);
      for (const [exported, fn] of exportTable(parsed.ast, bindings, file, programNodes(parsed.ast)).functions) {
        const index = returnedParameter(fn, bindings);
        if (index !== undefined) passes.set(exported, index);
        const pairs = handingPairs(fn, bindings);
        if (pairs.length) hands.set(exported, pairs);
      }
    } catch {
      // A module that does not parse says nothing of its functions.
    }
    cache.set(file, (known = { stamp, passes, hands }));
  }
  return known;
}

/** The helpers of a file's relative imports, asked by callee. */
export class ImportedHelpers {
  constructor(
    private readonly bindings: Bindings,
    private readonly imports: () => ReadonlyMap<Variable, RelativeImport>,
  ) {}

  /** `listFrom(data)`, `http.unwrap(body)`: the parameter the imported function gives back as it was handed. */
  passedParameter(callee: Node): number | undefined {
    const at = this.importedKey(callee);
    return at && helperFactsOf(at.file)?.passes.get(at.key);
  }

  /** `renderTable(rows, columns)`: the functions it calls with the elements of a list it is handed. */
  handedPairs(callee: Node): readonly HandingPair[] | undefined {
    const at = this.importedKey(callee);
    return at && helperFactsOf(at.file)?.hands.get(at.key);
  }

  /** The module and export key an imported callee (`listFrom`, `http.listFrom`) names. */
  private importedKey(callee: Node): { file: string; key: string } | undefined {
    const inner = unwrap(callee);
    const object = inner.type === 'MemberExpression' && !inner.computed ? unwrap(inner.object) : undefined;
    const id = inner.type === 'Identifier' ? inner : object?.type === 'Identifier' ? object : undefined;
    const variable = id && this.bindings.variableOf(id);
    const imported = variable && this.imports().get(variable);
    if (!imported) return undefined;
    const member = inner.type === 'MemberExpression' ? memberName(inner) : undefined;
    const key = inner.type === 'Identifier' ? (imported.key === '*' ? 'default' : imported.key) : member === undefined ? undefined : imported.key === '*' || imported.key === 'default' ? member : `${imported.key}.${member}`;
    return key === undefined ? undefined : { file: imported.file, key };
  }
}
