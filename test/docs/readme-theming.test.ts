import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest } from '../../scripts/custom-elements-manifest';
import { COLOR_VARIABLES, METRIC_VARIABLES } from '../../src/react/theme/style';
import { repoRoot } from './snippet-blocks';

// A page without React themes the custom elements in CSS alone: it needs each token's custom property
// by name (`spacing` is `--nr-space`, `onPrimary` is `--nr-color-on-primary`), not a rule to guess it from.
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('\n### Theming\n'), readme.indexOf('\n## Without React'));

const tokens: Array<[string, string]> = [
  ...Object.entries(COLOR_VARIABLES).map(([token, name]): [string, string] => [token, `--nr-${name}`]),
  ...Object.entries(METRIC_VARIABLES),
];

describe("the README's theming tokens", () => {
  it.each(tokens)('names %s as the custom property %s in its table', (token, property) => {
    const rows = section.split('\n').filter((line) => line.startsWith(`| \`${token}\` |`));
    expect(rows, `a row for ${token}`).toHaveLength(1);
    expect(rows[0]).toContain(`\`${property}\``);
  });

  it('lists each custom property a page may set, per mode too, in custom-elements.json', () => {
    const perMode = Object.values(COLOR_VARIABLES).flatMap((name) => [`--nr-light-${name}`, `--nr-dark-${name}`]);
    for (const element of customElementsManifest().modules[0]!.declarations) {
      expect(element.cssProperties.map((property) => property.name).sort()).toEqual([...tokens.map(([, property]) => property), ...perMode].sort());
    }
  });
});
