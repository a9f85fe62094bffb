import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/** The machine a benchmark ran on, printed with its results so figures are never read out of context. */
export function describeMachine(extra: Record<string, string> = {}): string {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // Not Linux: the os module's name will do.
  }
  const lines = {
    CPU: `${model} (${cpus().length} logical CPUs available)`,
    Memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    Node: process.version,
    ...extra,
  };
  return Object.entries(lines)
    .map(([name, value]) => `- ${name}: ${value}`)
    .join('\n');
}
