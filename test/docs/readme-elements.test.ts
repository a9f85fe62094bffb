import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, CALLBACK_EVENTS } from '../e2e/support/ramp-events';

// The README's custom-elements section shows code from files the tests run or type-check.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const SOURCES = [
  'examples/plain-html/README.md',
  'examples/plain-html/public/index.html',
  'examples/plain-html/server.mjs',
  'test/elements/bundler-usage.ts',
  // Type-checked, built and driven by test/consumers/vue.test.ts and svelte.test.ts.
  'examples/vue/src/App.vue',
  'examples/vue/src/env.d.ts',
  'examples/vue/vite.config.ts',
  'examples/svelte/src/App.svelte',
  'examples/svelte/src/env.d.ts',
];

const readme = read('README.md');
const start = readme.indexOf('## Without React: custom elements and one script tag');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
const blocks = [...section.matchAll(/```\w*\n([\s\S]*?)```/g)].map((match) => match[1]!);

/** The lines of a text without their indentation and blank lines: a block matches however deep it sits. */
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

function containsRun(haystack: string[], needle: string[]): boolean {
  return haystack.some((_, at) => needle.every((line, offset) => haystack[at + offset] === line));
}

describe('README: Without React', () => {
  it('has its code blocks', () => {
    expect(start).toBeGreaterThan(0);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  it.each(blocks.map((block) => [lines(block)[0]!, block]))('shows "%s…" as it is in a file the tests run or type-check', (_, block) => {
    const found = SOURCES.filter((path) => containsRun(lines(read(path)), lines(block)));
    expect(found, block).not.toEqual([]);
  });
});

describe('README: the elements\' events', () => {
  it('lists every event the elements dispatch in its table, each once', () => {
    const table = section.slice(section.indexOf('| event | `detail` |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    const listed = rows.flatMap((row) => [...row.split(' | ')[0]!.matchAll(/`(ramp:[a-z-]+)`/g)].map((match) => match[1]));
    expect(listed.sort()).toEqual([...CALLBACK_EVENTS, ...Object.values(ANALYTICS_EVENTS)].sort());
  });
});
