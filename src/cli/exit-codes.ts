/** The CLI's exit codes, the contract CI scripts rely on. */
export const EXIT = {
  /** `check`: nothing found. `fix`: every file migrated (or nothing to do). */
  OK: 0,
  /** `check`: findings (a parse error counts). `fix`: at least one file failed and was left as it was. */
  FINDINGS: 1,
  /** Usage error (unknown flag, missing path, bad value) or an internal failure. */
  USAGE: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
