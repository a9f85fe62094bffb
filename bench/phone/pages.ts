/**
 * The two host pages the phone benchmark loads, built by one function so both get the same bundler
 * settings (Vite's production app build, React included, minified): the widget page imports `BuyRamp`
 * and the stylesheet from the installed package, as a host does; the floor page renders the same first
 * step written directly on the stack (floor-form.tsx). Each is one HTML page with its own assets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Where the pages' requests go: the signer's mount on the same server. */
export const SIGNER_PATH = '/ramp';

export type PageName = 'widget' | 'floor';

/** A page with one root and the built module script beside it. */
export const HTML = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

function entries(pageDir: string): Record<PageName, string> {
  const floorForm = relative(pageDir, fileURLToPath(new URL('./floor-form.tsx', import.meta.url)));
  const render = (component: string) =>
    `createRoot(document.getElementById('root')).render(createElement(${component}, { signer: ${JSON.stringify(SIGNER_PATH)} }));\n`;
  const prelude = `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n`;
  return {
    widget: `${prelude}import { BuyRamp } from 'naira-ramp';\nimport 'naira-ramp/styles.css';\n${render('BuyRamp')}`,
    floor: `${prelude}import { FloorPage } from ${JSON.stringify(floorForm.startsWith('.') ? floorForm : `./${floorForm}`)};\n${render('FloorPage')}`,
  };
}

/**
 * Builds both pages from sources written into `hostDir` (a folder whose node_modules holds the installed
 * package), into `<outDir>/widget` and `<outDir>/floor`.
 */
export async function buildPages(hostDir: string, outDir: string): Promise<void> {
  for (const name of ['widget', 'floor'] as const) {
    const pageDir = join(hostDir, name);
    mkdirSync(pageDir, { recursive: true });
    writeFileSync(join(pageDir, 'index.html'), HTML(`${name} page`));
    writeFileSync(join(pageDir, 'main.js'), entries(pageDir)[name]);
    await build({
      configFile: false,
      root: pageDir,
      base: './',
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: join(outDir, name), emptyOutDir: true, minify: true },
    });
  }
}
