/** One file through the codemod — the unit of work of both the in-process loop and the worker pool. */
import { migrateSource } from '../../codemod/index.js';
import { componentKind } from '../../sfc/components.js';
import { migrateComponent } from '../../sfc/migrate.js';
import type { TypedProject } from '../../typed/project.js';
import type { Wrapper } from '../shared-options.js';

export interface MigrateSettings {
  wrappers: Wrapper[];
  today?: string;
  /** The files of the run that may make demands on the modules they import (see engine/demands). */
  importers?: string[];
}

export interface Task {
  index: number;
  file: string;
  text: string;
}

export interface TaskResult {
  index: number;
  output?: string;
  rewritten: Record<string, number>;
  todos: Record<string, number>;
  error?: { message: string; line?: number; column?: number };
}

export function migrateTask(task: Task, settings: MigrateSettings, project?: TypedProject): TaskResult {
  try {
    // A .vue or .svelte file: its scripts and template expressions, file-locally.
    const result = (componentKind(task.file) ? migrateComponent : migrateSource)(task.text, task.file, {
      wrappers: settings.wrappers,
      ...(settings.today ? { today: settings.today } : {}),
      ...(settings.importers ? { importers: settings.importers } : {}),
      ...(project && !componentKind(task.file) ? { project } : {}),
    });
    return {
      index: task.index,
      ...(result.changed && !result.error ? { output: result.output } : {}),
      rewritten: result.rewritten,
      todos: result.todos,
      ...(result.error ? { error: result.error } : {}),
    };
  } catch (error) {
    // A crash of the codemod on one file fails that file, never the run.
    return { index: task.index, rewritten: {}, todos: {}, error: { message: `internal error in the codemod: ${(error as Error).message}` } };
  }
}
