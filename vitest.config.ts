import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration sets take most of the run and keep both cores busy in bursts: started first, the
 * other files share the second core with them instead of all running before them.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification): boolean => /\/test\/integrations(?:-\d+)?\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

export default defineConfig({
  resolve: {
    // src/typescript.cts only spares Node's ESM loader a scan of the compiler; under Vite, the
    // compiler itself is the module.
    alias: [
      { find: /^(?:\.\.?\/)+typescript\.cjs$/, replacement: 'typescript' },
      // src/load.cts is TypeScript that Vite would read as JavaScript: its plain twin.
      { find: /^(?:\.\.?\/)+load\.cjs$/, replacement: new URL('./test/support/load.cjs', import.meta.url).pathname },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // The CLI tests spawn the built binary; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest 4 takes one worker fewer than the cores: on a 2-core machine (CI's, ours) that ran the
    // files one at a time. Most of their time is spent in child processes anyway. (A third worker,
    // for three files of integration sets, made the run longer: 13.8 against 12.1 min.)
    maxWorkers: 2,
    reporters: ['default', './test/support/plain-summary.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
