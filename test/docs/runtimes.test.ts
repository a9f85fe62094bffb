import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EdgeRuntime } from 'edge-runtime';
import { Miniflare, Response as WorkerResponse, type Request as WorkerRequest } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../e2e/support/ports';
import { stopGroup } from '../support/process-group';
import { bundle, checkout, upstream, type Upstream } from './runtime-hosts';

// The README's recipe for each runtime, bundled and run there over the mock service on loopback:
// vendors, a buy, a sell, status and a webhook answer as on Node, and the key goes only upstream.
let up: Upstream;
beforeAll(async () => void (up = await upstream()));
afterAll(() => up.served.close());

const leaks = (texts: string[], seen: string[]) => [...texts, ...seen].filter((text) => text.includes(up.mock.secretKey));

describe('Node (the adapter, on node:http)', () => {
  it('runs the recipe on a loopback port', async () => {
    const port = await freePort();
    const saved = { ...process.env };
    Object.assign(process.env, up.env, { PORT: String(port), HOST: '127.0.0.1' });
    const { server } = await import('./snippets/runtimes/node');
    process.env = saved;
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/ramp/config`, 30_000, () => true);
      const send = async (request: Request) => {
        const { pathname, search } = new URL(request.url);
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
        return fetch(`http://127.0.0.1:${port}${pathname}${search}`, { method: request.method, headers: request.headers, body });
      };
      expect(leaks(await checkout(send, up), [])).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('Cloudflare Workers (workerd, through miniflare)', () => {
  it('runs the recipe: every request it sends out goes to the service, the only place the key goes', async () => {
    const outbound: string[] = [];
    const mf = new Miniflare({
      modules: true,
      script: await bundle('cloudflare-worker.ts'),
      compatibilityDate: '2025-09-01',
      compatibilityFlags: ['nodejs_compat'],
      bindings: up.env,
      // Every fetch the Worker makes passes here: its address is recorded, then it goes to the mock.
      outboundService: async (request: WorkerRequest) => {
        outbound.push(request.url);
        const answer = await fetch(request.url, { method: request.method, headers: [...request.headers], body: request.method === 'GET' ? undefined : await request.text() });
        return new WorkerResponse(await answer.text(), { status: answer.status, headers: [...answer.headers] });
      },
    });
    try {
      const send = async (request: Request) => {
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
        const answer = await mf.dispatchFetch(request.url, { method: request.method, headers: [...request.headers], body });
        return new Response(await answer.text(), { status: answer.status, headers: [...answer.headers] });
      };
      const texts = await checkout(send, up);
      expect(outbound.length).toBeGreaterThan(0);
      expect(outbound.filter((url) => !url.startsWith(up.served.url))).toEqual([]);
      expect(leaks(texts, [])).toEqual([]);
    } finally {
      await mf.dispose();
    }
  });
});

describe('the Vercel Edge runtime (edge-runtime)', () => {
  it('runs the recipe as a route handler: every fetch goes to the service, the only place the key goes', async () => {
    const outbound: string[] = [];
    const entry = `addEventListener('fetch', (event) => event.respondWith(recipe[event.request.method](event.request, { params: {} })));`;
    const runtime = new EdgeRuntime({
      initialCode: await bundle('vercel-edge.ts', 'iife', entry),
      extend: (context) => {
        // Vercel's Edge runtime reads the project's settings from process.env.
        Object.assign(context, { process: { env: { ...up.env } } });
        const send = context.fetch as typeof fetch;
        context.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          outbound.push(String(input instanceof Request ? input.url : input));
          return send(input, init);
        };
        return context;
      },
    });
    const texts = await checkout((request) => runtime.dispatchFetch(request.url, request) as Promise<Response>, up);
    expect(outbound.length).toBeGreaterThan(0);
    expect(outbound.filter((url) => !url.startsWith(up.served.url))).toEqual([]);
    expect(leaks(texts, [])).toEqual([]);
  });
});

describe('Deno (the deno package’s binary)', () => {
  it('serves the recipe with deno serve, allowed to reach the service and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-deno-'));
    const port = await freePort();
    writeFileSync(join(dir, 'server.js'), await bundle('deno.ts'));
    const deno = createRequire(import.meta.url).resolve('deno/bin.cjs');
    const mock = new URL(up.served.url).host;
    const child = spawn(process.execPath, [deno, 'serve', `--allow-net=127.0.0.1:${port},${mock}`, '--allow-env', '--host', '127.0.0.1', '--port', String(port), 'server.js'], {
      cwd: dir,
      // A group of its own: the package's bin script runs the deno binary as its child, which must stop too.
      detached: true,
      env: { ...up.env, PATH: process.env.PATH ?? '', HOME: dir, DENO_DIR: join(dir, '.deno'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/api/ramp/config`, 30_000, () => child.exitCode === null);
      const send = async (request: Request) => {
        const { pathname, search } = new URL(request.url);
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
        return fetch(`${url}${pathname}${search}`, { method: request.method, headers: request.headers, body });
      };
      const texts = await checkout(send, up);
      expect(leaks(texts, [output])).toEqual([]);
    } finally {
      await stopGroup(child);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
