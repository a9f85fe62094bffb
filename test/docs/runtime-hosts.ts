import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { expect } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../src/core';
import { createMockRampService, type MockRampService } from '../../src/mock';
import { buyRequest, newReference, sellRequest } from '../server/support/chain';
import { serve, type Served } from '../server/support/loopback';
import { delivery, WEBHOOK_SECRET } from '../server/support/webhook-chain';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A recipe bundled as a host's bundler would (`naira-ramp/server` from the source): ESM for
 * Workers and Deno, or a classic script with `entry` appended for the Edge runtime. The Node
 * adapter's lazy import of @hono/node-server stays out: these hosts never call it.
 */
export async function bundle(recipe: string, format: 'esm' | 'iife' = 'esm', entry = ''): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: format === 'esm' ? `export { default } from './${recipe}';` : `import * as recipe from './${recipe}';\n${entry}`, resolveDir: `${root}test/docs/snippets/runtimes`, loader: 'ts' },
    bundle: true,
    write: false,
    format,
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['worker', 'browser', 'import'],
    alias: { 'naira-ramp/server': `${root}src/server/index.ts` },
    external: ['@hono/node-server'],
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/** The mock ramp service on a loopback port, as a recipe's RAMP_BASE_URL. */
export type Upstream = { mock: MockRampService; served: Served; env: Record<string, string> };

export async function upstream(): Promise<Upstream> {
  const mock = createMockRampService();
  const served = await serve(mock.handle);
  const env = { RAMP_SECRET_KEY: mock.secretKey, RAMP_BUSINESS_ID: 'biz_runtime', RAMP_LINK_TAG: 'link_runtime', RAMP_BASE_URL: served.url, RAMP_WEBHOOK_SECRET: WEBHOOK_SECRET };
  return { mock, served, env };
}

/** Sends a request to the host under test; each host has its own way in. */
export type Send = (request: Request) => Promise<Response>;

const statusOf = async (send: Send, reference: string) => ((await (await send(new Request(`http://shop.example/api/ramp/transactions/${reference}`))).json()) as { status: string }).status;

/**
 * What a checkout does through the signer: vendors, a buy, a sell, the buy's status, the service's
 * webhook, and the status again. Returns every answer's text, for the caller to search for the key.
 */
export async function checkout(send: Send, { mock }: Upstream): Promise<string[]> {
  const texts: string[] = [];
  const keep = async (response: Response) => {
    const text = await response.clone().text();
    texts.push(text);
    return response;
  };
  const vendors = await keep(await send(new Request('http://shop.example/api/ramp/vendors')));
  expect(vendors.status, texts.at(-1)).toBe(200);
  expect(((await vendors.json()) as { vendors: unknown[] }).vendors.length).toBeGreaterThan(0);
  const reference = newReference();
  const buy = await keep(await send(buyRequest(reference)));
  expect(buy.status, texts.at(-1)).toBe(200);
  const sell = await keep(await send(sellRequest(newReference())));
  expect(sell.status, texts.at(-1)).toBe(200);
  expect(((await sell.json()) as { transaction: object }).transaction).toBeDefined();
  expect(await statusOf(send, reference)).toBe('pending');
  const hook = await keep(await send(delivery({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference, transaction_status: 'Completed' } })));
  expect(hook.status, texts.at(-1)).toBe(200);
  expect(await statusOf(send, reference)).toBe('completed');
  // The key went upstream on every call, in the secret header.
  expect(mock.received.length).toBeGreaterThanOrEqual(3);
  for (const received of mock.received) expect(received.headers['service-sec-key']).toBe(mock.secretKey);
  return texts;
}
