/** ESLint configs of `check` for components (the ESLint path only: these load the component parsers). */
import type { Linter } from 'eslint';
import { componentParser, componentParserOptions, type ComponentKind } from './components.js';

/** ESLint config: the component parsers, for the kinds present (the rules come from the main config). */
export function componentConfigs(kinds: readonly ComponentKind[]): Linter.Config[] {
  return kinds.map((kind) => {
    const { parser: scriptParser, ...rest } = componentParserOptions('');
    delete rest.filePath;
    return {
      name: `hiring-migrate/check-${kind}`,
      files: [`**/*.${kind}`],
      languageOptions: { parser: componentParser(kind), parserOptions: { parser: scriptParser, ...rest } },
    };
  });
}

export function componentGlobs(kinds: readonly ComponentKind[]): string[] {
  return kinds.map((kind) => `**/*.${kind}`);
}

