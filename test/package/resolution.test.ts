import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createMockRampService } from '../../src/mock';
import type { createRampSigner } from '../../src/server';
import { packAndInstall, type PackedConsumer } from './packed';
import { run, runBin } from './workspace';

let ctx: PackedConsumer;

beforeAll(async () => {
  ctx = await packAndInstall();
});
afterAll(() => ctx?.cleanup());

const filesIn = (dir: string, ending: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith(ending)).map((name) => join(dir, name));

describe('the installed tarball resolves', () => {
  it('for a bundler building a browser app: the React entry and the stylesheet, CSS kept through sideEffects', async () => {
    const outDir = join(ctx.consumer, 'out-client');
    await build({
      root: ctx.consumer,
      configFile: false,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, minify: false, rolldownOptions: { input: join(ctx.consumer, 'bundler/client.js') } },
    });
    const css = filesIn(outDir, '.css').map((file) => readFileSync(file, 'utf8')).join('\n');
    // The host's bundle carries the widget's scoped stylesheet, tokens included.
    expect(css).toContain('.naira-ramp');
    expect(css).toContain('--nr-color-primary');
    const js = filesIn(outDir, '.js').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(js).toContain('naira-ramp');
    // Bundled for a browser: no Node built-in reached the client bundle.
    expect(js).not.toMatch(/from\s*["']node:/);
  });

  it('for a bundler building a server: the signer and the mock bundle and run', async () => {
    const outDir = join(ctx.consumer, 'out-server');
    await build({
      root: ctx.consumer,
      configFile: false,
      logLevel: 'silent',
      ssr: { noExternal: ['naira-ramp'] },
      build: { outDir, emptyOutDir: true, ssr: join(ctx.consumer, 'bundler/server.js'), minify: false },
    });
    const [bundle] = filesIn(outDir, '.js');
    const entry = (await import(pathToFileURL(bundle!).href)) as {
      createRampSigner: typeof createRampSigner;
      createMockRampService: typeof createMockRampService;
    };
    const mock = entry.createMockRampService();
    const signer = entry.createRampSigner({ baseUrl: 'http://ramp.invalid', secretKey: mock.secretKey, businessId: 'b', linkTag: 'l', fetch: mock.fetch });
    const response = await signer(new Request('http://shop.localhost/vendors'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { vendors: unknown[] }).vendors.length).toBeGreaterThanOrEqual(3);
  });

  it('for Node ESM: import() of naira-ramp/server and naira-ramp/mock, a buy through the signer over the mock', () => {
    const result = run(process.execPath, ['node-consumer.mjs'], ctx.consumer);
    expect(result.code, result.output).toBe(0);
    const report = JSON.parse(result.output.trim().split('\n').at(-1)!) as Record<string, unknown> & {
      buy: { transaction?: { reference?: string; amount?: number; transaction_id?: string } };
      stylesheet: string;
    };
    expect(report).toMatchObject({ vendorsStatus: 200, banksStatus: 200, buyStatus: 200, upstreamKey: true, nodeHandler: 'function' });
    expect(report.vendorCount).toBeGreaterThanOrEqual(3);
    expect(report.bankCount).toBeGreaterThanOrEqual(20);
    expect(report.buy.transaction).toMatchObject({ amount: 25000, transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    // Node resolves the stylesheet export to the shipped file (a server framework may read it from disk).
    const stylesheet = fileURLToPath(report.stylesheet);
    expect(stylesheet).toBe(join(ctx.installed, 'dist', 'styles.css'));
    expect(existsSync(stylesheet)).toBe(true);
  });

  it.each(['bundler', 'node16'])('for TypeScript with moduleResolution %s: every entry typed, misuse rejected', (resolution) => {
    const result = runBin('tsc', ['-p', `tsconfig.${resolution}.json`], ctx.consumer);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});
