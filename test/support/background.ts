import { once } from 'node:events';
import { existsSync, readFileSync, renameSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A long job a project's global setup starts without waiting (a runner awaits every project's global
// setup before any test starts, so waiting there would hold the other projects back), and the files
// that need its result wait for: it writes its result, or what went wrong, into its folder.
const DONE = 'done.json';
const FAILED = 'failed.txt';

/** Writes a file that appears whole: a reader that sees its name never reads it half written. */
function writeWhole(path: string, text: string): void {
  writeFileSync(`${path}.part`, text);
  renameSync(`${path}.part`, path);
}

/** Runs `job` into `dir` without blocking; resolves once it has written its result (or failure) there. */
export function startInBackground<T>(dir: string, job: () => Promise<T>): Promise<void> {
  return job().then(
    (result) => writeWhole(join(dir, DONE), JSON.stringify(result ?? null)),
    (error: unknown) => writeWhole(join(dir, FAILED), error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
}

/** The result of the job started into `dir`, once it is written; throws what went wrong if it failed. */
export async function backgroundResult<T>(dir: string, what: string): Promise<T> {
  // The job writes into `dir` from another worker: watch the folder for its file rather than polling.
  // The caller's hook timeout bounds a job that never ends.
  const watcher = watch(dir);
  try {
    for (;;) {
      if (existsSync(join(dir, DONE))) return JSON.parse(readFileSync(join(dir, DONE), 'utf8')) as T;
      if (existsSync(join(dir, FAILED))) throw new Error(`${what} failed:\n${readFileSync(join(dir, FAILED), 'utf8')}`);
      await once(watcher, 'change');
    }
  } finally {
    watcher.close();
  }
}
