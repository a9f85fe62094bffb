/** One file `init` writes: where, under the host's folder, and what it holds. */
export type PlannedFile = {
  path: string;
  content: string;
  /** Written only when missing, never replaced, even with --force: it holds the host's own settings (.env.local). */
  keep?: boolean;
};

/** A package.json script `init` adds, when the host has none of that name. */
export type PlannedScript = { name: string; command: string };

/** What one framework needs, and what to tell the person once it is written. */
export type Plan = { framework: string; files: PlannedFile[]; scripts: PlannedScript[]; next: string[] };

/** The frameworks `init` knows, as `--framework` names them. */
export const FRAMEWORKS = ['next'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
