import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe("README's modal example", () => {
  it('is the file Storybook renders and CI type-checks, as a host imports it', () => {
    const file = readFileSync(join(root, 'stories/docs/examples/PayWithStablecoin.tsx'), 'utf8').replaceAll("'../../../src'", "'naira-ramp'");
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`\`\`\`tsx\n${file}\`\`\``);
  });
});
