import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './snippet-blocks';

// The README's layout paragraph is a newcomer's map of the source: every folder it has is on it.
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const folders = (path: string) => readdirSync(join(repoRoot, path), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** The sentence of the layout paragraph that names a part's folders, from its opening words to the next full stop at a line end. */
function sentence(opening: string): string {
  const start = readme.indexOf(opening);
  if (start < 0) throw new Error(`README has no sentence starting "${opening}"`);
  return readme.slice(start, readme.indexOf('.\n', start));
}

describe("README's layout", () => {
  it.each([
    ['src/react', "The widget's folders hold one concept each:"],
    ['src/server', "The signer's folders hold one concept each:"],
  ])('names every folder of %s', (path, opening) => {
    const text = sentence(opening);
    expect(folders(path).filter((folder) => !text.includes(`\`${folder}\``))).toEqual([]);
  });

  it('names every folder of src', () => {
    const text = sentence('Layout:');
    expect(folders('src').filter((folder) => !text.includes(`\`src/${folder}\``))).toEqual([]);
  });
});
