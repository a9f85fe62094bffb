/**
 * Languages benchmark (npm run bench:languages): when another language's words arrive, against the first
 * step they belong to. One host page per locale (bench/languages/pages.ts), `<BuyRamp locale=…>` from the
 * package as hosts get it, served gzipped with the signer over the mock, each loaded cold on the emulated
 * phone of bench:phone (4× CPU, 1.6 Mbps, 150 ms), alternating pages round by round. Reported per page
 * (medians, ms from navigation start): the widget's box, its first words, the catalogue's arrival, the
 * vendor list's, the first step usable; and in how many loads any English text of the first paint was put
 * on the page. Exits 1 when a translated page ever showed English, or its words came after its first step.
 * Knobs: BENCH_LANGUAGES_ROUNDS (default 8, after one warm-up round), MEASURE_PACKAGE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { installPackage } from '../scripts/host-package';
import { catalogue as pcm } from '../src/react/messages/catalogues/pcm';
import { catalogue as yo } from '../src/react/messages/catalogues/yo';
import { firstMessages } from '../src/react/messages/first';
import type { Catalogue } from '../src/react/messages/catalogue';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { buildLocalePages } from './languages/pages';
import { loadLanguage, type LanguageLoad } from './languages/watch';
import { describeMachine } from './machine';
import { serveBench } from './phone/server';
import { fixed, median } from './stats';

const ROUNDS = Number(process.env.BENCH_LANGUAGES_ROUNDS ?? 8);
const LOCALES = ['en-NG', 'yo-NG', 'pcm-NG'] as const;
// The first paint's English sentences and labels a language says otherwise (Pidgin keeps "Sell stablecoin";
// short ones, such as "Bank", are words other languages share).
const CATALOGUES: Record<string, Catalogue> = { 'yo-NG': yo, 'pcm-NG': pcm };
const englishFor = (locale: string) =>
  Object.values(firstMessages).filter((text): text is string => typeof text === 'string' && text.length >= 8 && !Object.values(CATALOGUES[locale] ?? {}).includes(text));

const dir = mkdtempSync(join(resolve('node_modules'), '.naira-ramp-languages-'));
try {
  const pkg = await installPackage(join(dir, 'host'), process.env.MEASURE_PACKAGE);
  await buildLocalePages(join(dir, 'host'), join(dir, 'out'), LOCALES);
  const server = await serveBench(join(dir, 'out'));
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
  try {
    const loads: Record<string, LanguageLoad[]> = Object.fromEntries(LOCALES.map((locale) => [locale, []]));
    for (let round = 0; round <= ROUNDS; round += 1) {
      const order = round % 2 === 0 ? LOCALES : [...LOCALES].reverse();
      for (const locale of order) {
        const load = await loadLanguage(browser, `${server.url}/${locale}/`, locale === 'en-NG' ? [] : englishFor(locale));
        if (round > 0) loads[locale]!.push(load);
      }
    }
    console.log(`## Languages: another language's first paint (Chromium ${browser.version()}), ${ROUNDS} cold loads per page after one warm-up round\n`);
    console.log(describeMachine({ Chromium: browser.version(), Package: `${pkg.name}@${pkg.version}${process.env.MEASURE_PACKAGE ? ` from ${process.env.MEASURE_PACKAGE}` : ', built by vite build'}` }));
    console.log('| Page | box shown | first words | catalogue arrived | vendor list arrived | first step usable | loads that showed English |');
    console.log('|---|---|---|---|---|---|---|');
    let failed = false;
    for (const locale of LOCALES) {
      const all = loads[locale]!;
      const at = (pick: (load: LanguageLoad) => number | undefined) => {
        const values = all.map(pick).filter((value): value is number => value !== undefined);
        return values.length ? fixed(median(values), 0) : '—';
      };
      const english = all.filter((load) => load.english.length > 0).length;
      // The words belong to the first step: they must be on screen no later than it is usable.
      const late = all.filter((load) => load.words > load.usable).length;
      failed ||= english > 0 || late > 0;
      console.log(`| ${locale} | ${at((l) => l.box)} | ${at((l) => l.words)} | ${at((l) => l.catalogue)} | ${at((l) => l.vendors)} | ${at((l) => l.usable)} | ${english} of ${all.length}${late ? `; words after the first step in ${late}` : ''} |`);
    }
    console.log(`\n${failed ? 'NOT met' : 'Met'}: no translated page showed English, and its words were on screen by its first step.`);
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
