import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, where every marker's path starts. */
export const repoRoot = join(import.meta.dirname, '../..');

/** A fenced code block of a Markdown or MDX page, with the marker that says where its text comes from. */
export type Block = { page: string; line: number; lang: string; text: string; marker: Marker | undefined };

/**
 * Where a block's text comes from:
 * - `from: <path>`: the block is that file, whole.
 * - `fragment of: <path>`: the block is a run of that file's lines; a line `// …` or `# …` in the
 *   block stands for lines left out.
 * - `commands of: <package.json>`: shell commands, each an npm script or bin that package has.
 * - `not code: <why>`: a figure, not code (only for `text` blocks).
 */
export type Marker = { kind: 'from' | 'fragment of' | 'commands of' | 'not code'; target: string };

// `<!-- from: x -->` in Markdown, `{/* from: x */}` in MDX.
const MARKER = /^(?:<!--|\{\/\*)\s*(from|fragment of|commands of|not code):\s*(.+?)\s*(?:-->|\*\/\})$/;
const FENCE = /^```(\S*)\s*$/;

/** Every fenced block of a page, each with the marker on the last non-blank line before it. */
export function blocksOf(page: string): Block[] {
  const lines = readFileSync(join(repoRoot, page), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((line, index) => index > i && /^```\s*$/.test(line));
    if (end < 0) throw new Error(`${page}:${i + 1}: a code block that never closes`);
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const found = MARKER.exec(lines[before]?.trim() ?? '');
    blocks.push({
      page,
      line: i + 1,
      lang: open[1] ?? '',
      text: lines.slice(i + 1, end).join('\n'),
      marker: found ? { kind: found[1] as Marker['kind'], target: found[2]! } : undefined,
    });
    i = end;
  }
  return blocks;
}

const ELISION = /^\s*(\/\/|#) …\s*$/;

/** The text's lines, a final newline dropped, each without its indentation (a fragment may come from inside a block). */
const linesOf = (text: string) => text.replace(/\n$/, '').split('\n').map((line) => line.trim());

/** Why a fragment is not a run of the file's lines (elisions skipping any lines), or undefined when it is. */
export function fragmentMismatch(fragment: string, file: string): string | undefined {
  const want = linesOf(fragment);
  const have = linesOf(file);
  // Each piece between elisions must appear whole, in order, after the piece before it.
  const pieces: string[][] = [[]];
  for (const line of want) {
    if (ELISION.test(line)) pieces.push([]);
    else pieces.at(-1)!.push(line);
  }
  let from = 0;
  for (const piece of pieces.filter((p) => p.length > 0)) {
    const at = have.findIndex((_, index) => index >= from && piece.every((line, offset) => have[index + offset] === line));
    if (at < 0) return `these lines are not in the file, in this order:\n${piece.join('\n')}`;
    from = at + piece.length;
  }
  return undefined;
}
