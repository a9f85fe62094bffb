/** One file `init` writes: where, under the host's folder, and what it holds. */
export type PlannedFile = {
  path: string;
  content: string;
  /** Written only when missing, never replaced, even with --force: it holds the host's own settings (.env.local). */
  keep?: boolean;
};

/**
 * The host's .env.local: the example's settings and notes, less the example's opening instruction to copy
 * it to .env.local, which in that file would tell it to copy itself. Never replaced once written.
 */
export const localEnv = (example: string): PlannedFile => ({ path: '.env.local', content: example.replace(/^# Copy to \.env\.local\. /, '# '), keep: true });

/** A package.json script `init` adds, when the host has none of that name. */
export type PlannedScript = { name: string; command: string };

/**
 * A change inside a file of the host's (its Vite config, its tsconfig): added to, never replaced. `edit`
 * gives the new text, or undefined when the file is not as expected; `instead` then says what to do by hand.
 */
export type PlannedEdit = { path: string; done: (text: string) => boolean; edit: (text: string) => string | undefined; instead: string };

/** What one framework needs, and what to tell the person once it is written. */
export type Plan = { framework: string; files: PlannedFile[]; edits: PlannedEdit[]; scripts: PlannedScript[]; next: string[] };

/** The frameworks `init` knows, as `--framework` names them. */
export const FRAMEWORKS = ['next', 'vite', 'express'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
