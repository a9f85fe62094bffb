import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxOptions } from '../../.storybook/main';

// Storybook's own MDX loader (it ships no types): the compiler its docs pages go through.
type Loader = (this: LoaderContext, content: string) => Promise<void>;
type LoaderContext = { async: () => (error: Error | null, code?: string) => void; getOptions: () => unknown; resourcePath: string };
const { default: mdxLoader } = (await import('@storybook/addon-docs/mdx-loader' as string)) as { default: Loader };

const docs = join(import.meta.dirname, '../../stories/docs');
const pages = readdirSync(docs).filter((name) => name.endsWith('.mdx'));

/** Compiles a docs page as Storybook does, with the options `.storybook/main.ts` gives the docs addon. */
function compile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context: LoaderContext = {
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
      getOptions: () => mdxOptions,
      resourcePath: file,
    };
    void mdxLoader.call(context, readFileSync(file, 'utf8'));
  });
}

describe('Storybook docs pages', () => {
  it('exist, some with tables', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.some((name) => /^\|.*\|\s*$/m.test(readFileSync(join(docs, name), 'utf8')))).toBe(true);
  });

  it.each(pages)('%s renders every Markdown table as a table, none as raw "| … |" text', async (name) => {
    const source = readFileSync(join(docs, name), 'utf8');
    const code = await compile(join(docs, name));
    const tables = source.split('\n').filter((line, index, lines) => /^\|[\s:|-]+\|\s*$/.test(line) && /^\|/.test(lines[index - 1] ?? '')).length;
    // A table row left as text survives compilation as a string holding pipes between cells.
    expect(code).not.toMatch(/"[^"\n]*\|\s*[-:]{3,}[^"\n]*"/);
    expect(code).not.toMatch(/"\|[^"\n]*\|[^"\n]*\|/);
    expect(code.match(/_components\.table\b/g)?.length ?? 0).toBe(tables);
  });
});
