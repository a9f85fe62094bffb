/**
 * The pages the languages benchmark loads: one host page per locale, each `<BuyRamp locale=…>` from the
 * installed package with its stylesheet, built with Vite's production app build (React included, minified).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { HTML, SIGNER_PATH } from '../phone/pages';


const entry = (locale: string) => `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp } from 'naira-ramp';
import 'naira-ramp/styles.css';
createRoot(document.getElementById('root')).render(createElement(BuyRamp, { signer: ${JSON.stringify(SIGNER_PATH)}, locale: ${JSON.stringify(locale)} }));
`;

/** Builds `<outDir>/<locale>/` for each locale, from sources written into `hostDir` (whose node_modules holds the package). */
export async function buildLocalePages(hostDir: string, outDir: string, locales: readonly string[]): Promise<void> {
  for (const locale of locales) {
    const pageDir = join(hostDir, locale);
    mkdirSync(pageDir, { recursive: true });
    writeFileSync(join(pageDir, 'index.html'), HTML(`${locale} page`));
    writeFileSync(join(pageDir, 'main.js'), entry(locale));
    await build({ configFile: false, root: pageDir, base: './', mode: 'production', logLevel: 'warn', plugins: [react()], build: { outDir: join(outDir, locale), emptyOutDir: true, minify: true } });
  }
}
