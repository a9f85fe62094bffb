/**
 * The host pages the phone benchmark loads, built by one function so all get the same bundler settings
 * (Vite's production app build, React included, minified): the widget pages import `BuyRamp` or
 * `SellRamp` and the stylesheet from the installed package, as a host does; each floor page renders
 * the same steps written directly on the stack (floor-form.tsx: the buy's first two, floor-sell.tsx:
 * the sell's first). Each is one HTML page with its own assets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Where the pages' requests go: the signer's mount on the same server. */
export const SIGNER_PATH = '/ramp';

export type PageName = 'widget' | 'floor' | 'sell-widget' | 'sell-floor';

/** Every page, the buy's pair first. */
export const PAGES: readonly PageName[] = ['widget', 'floor', 'sell-widget', 'sell-floor'];

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
  const own = (file: string) => {
    const path = relative(pageDir, fileURLToPath(new URL(file, import.meta.url)));
    return JSON.stringify(path.startsWith('.') ? path : `./${path}`);
  };
  const render = (component: string) =>
    `createRoot(document.getElementById('root')).render(createElement(${component}, { signer: ${JSON.stringify(SIGNER_PATH)} }));\n`;
  const prelude = `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n`;
  const widget = (component: string) => `${prelude}import { ${component} } from 'naira-ramp';\nimport 'naira-ramp/styles.css';\n${render(component)}`;
  return {
    widget: widget('BuyRamp'),
    floor: `${prelude}import { FloorPage } from ${own('./floor-form.tsx')};\n${render('FloorPage')}`,
    'sell-widget': widget('SellRamp'),
    'sell-floor': `${prelude}import { FloorSellPage } from ${own('./floor-sell.tsx')};\n${render('FloorSellPage')}`,
  };
}

/**
 * Builds every page from sources written into `hostDir` (a folder whose node_modules holds the installed
 * package), each into `<outDir>/<name>`.
 */
export async function buildPages(hostDir: string, outDir: string): Promise<void> {
  for (const name of PAGES) {
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
