import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS } from '../../src/react/messages/catalogues/glossary';
import type { Glossary } from '../../src/react/messages/catalogues/glossary';
import { glossary as ha } from '../../src/react/messages/catalogues/ha/glossary';
import { glossary as ig } from '../../src/react/messages/catalogues/ig/glossary';
import { glossary as pcm } from '../../src/react/messages/catalogues/pcm/glossary';
import { glossary as yo } from '../../src/react/messages/catalogues/yo/glossary';
import { repoRoot } from './snippet-blocks';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('\n### Languages\n'), readme.indexOf('\n### In a modal\n'));

describe("the README's languages", () => {
  it('lists each language’s glossary as the catalogues hold it', () => {
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| English'));
    const cell = (forms: Glossary[keyof Glossary]) => forms[0] + (forms.length > 1 ? ` (${forms.slice(1).join(', ')})` : '');
    expect(rows).toEqual(GLOSSARY_TERMS.map((term) => `| ${term} | ${[pcm, yo, ha, ig].map((glossary) => cell(glossary[term])).join(' | ')} |`));
  });

  it('says the translations are not reviewed yet, and how a native speaker sends corrections', () => {
    expect(section).toContain('No native\nspeaker has reviewed them yet.');
    expect(section).toContain('https://github.com/naira-ramp/naira-ramp/issues');
  });

  it('renders its snippet on a server as the empty, labelled-by-language box the catalogue fills in the browser', async () => {
    const { InYoruba, WithASwitch } = await import('./snippets/languages');
    const html = renderToString(createElement(InYoruba));
    expect(html).toContain('lang="yo-NG"');
    expect(html).toContain('aria-busy="true"');
    expect(renderToString(createElement(WithASwitch))).toContain('lang="pcm-NG"');
  });
});
