import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { SignJWT } from 'jose';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallbackProp } from '../../src/elements/events';
import { PROPERTIES } from '../../src/elements/properties';
import { startMockServer, type MockServer } from '../e2e/support/mock-server';
import { serve, type Served } from '../server/support/loopback';
import { signIn } from './snippets/next-host/auth';
import { wallets } from './snippets/next-host/db';

// The README's server recipes (test/docs/snippets), run as a host would run them: settings from the
// environment, the ramp service a mock over real HTTP on loopback.
const KEY = 'test_s_tk_readme_snippets_0123456789';
let upstream: MockServer;
const open: Served[] = [];

beforeAll(async () => {
  upstream = await startMockServer(KEY);
  Object.assign(process.env, {
    RAMP_BASE_URL: upstream.url, RAMP_SECRET_KEY: KEY, RAMP_BUSINESS_ID: 'biz', RAMP_LINK_TAG: 'tag',
    RAMP_WEBHOOK_SECRET: 'whsec_readme', SESSION_JWT_SECRET: 'a-long-enough-test-secret-for-hs256!', SESSION_SECRET: 'session-secret',
  });
});
afterAll(async () => {
  await Promise.all(open.splice(0).map((served) => served.close()));
  await upstream?.close();
});

const at = (path: string, init?: RequestInit) => new Request(`http://shop.example${path}`, init);
let sent = 0;
const postBuy = (wallet: string) => {
  const reference = `snippet-${process.pid}-${++sent}`;
  return at('/api/ramp/onramp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': reference },
    body: JSON.stringify({
      amount: 25000, vendor_name: 'Adaeze Okonkwo', vendor_bank: 'Access Bank', vendor_number: '0123456789', bank_name: 'Wema Bank',
      account_number: '9480948372', account_name: 'Tansi Jones', network: 'stellar', wallet_address: wallet, reference,
    }),
  });
};

describe("the README's recipes", () => {
  it('Hono: the signer as it is, mounted with app.all', async () => {
    const { app } = await import('./snippets/hono');
    expect((await app.request('/api/ramp/banks')).status).toBe(200);
  });

  it('the mock in-process: deposit addresses and quotes on, and a fault on request', async () => {
    const { signer, failNextBuy } = await import('./snippets/mock-in-process');
    expect(await (await signer(at('/api/ramp/config'))).json()).toMatchObject({ quote: true });
    failNextBuy();
    const refused = await signer(postBuy('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'));
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { error: { retryable?: boolean } }).error.retryable).toBe(true);
    expect((await signer(postBuy('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'))).status).toBe(200);
  });

  it('Auth.js on Next.js: a signed-out person gets 401; a signed-in one is held to the wallet the app keeps', async () => {
    const { GET, POST } = await import('./snippets/auth-next');
    signIn(null);
    expect((await GET(at('/api/ramp/banks'))).status).toBe(401);
    signIn({ user: { id: 'user_1' } });
    wallets.push({ userId: 'user_1', network: 'stellar', address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7' });
    expect((await GET(at('/api/ramp/banks'))).status).toBe(200);
    const other = await POST(postBuy('GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ'));
    expect(other.status).toBe(422);
    expect((await POST(postBuy('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'))).status).toBe(200);
  });

  it('Express sessions: the user the session names, read through context.incoming', async () => {
    const { app } = await import('./snippets/auth-express-session');
    // A session already on the request (as after a sign-in) is kept by express-session as it is.
    const signedIn = express().use((req, _res, next) => {
      if (req.headers['x-test-user']) Object.assign(req, { session: { userId: req.headers['x-test-user'] } });
      next();
    }).use(app);
    const served = await serve(async (req: IncomingMessage, res: ServerResponse) => void signedIn(req, res), false);
    open.push(served);
    expect((await fetch(`${served.url}/api/ramp/banks`)).status).toBe(401);
    expect((await fetch(`${served.url}/api/ramp/banks`, { headers: { 'x-test-user': 'user_1' } })).status).toBe(200);
  });

  it('a bearer token: verified with jose, its subject the user', async () => {
    const { signer } = await import('./snippets/auth-bearer');
    const key = new TextEncoder().encode(process.env.SESSION_JWT_SECRET);
    const token = await new SignJWT({ sub: 'user_1' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('https://shop.example').sign(key);
    expect((await signer(at('/api/ramp/banks'))).status).toBe(401);
    expect((await signer(at('/api/ramp/banks', { headers: { authorization: 'Bearer not-a-token' } }))).status).toBe(401);
    expect((await signer(at('/api/ramp/banks', { headers: { authorization: `Bearer ${token}` } }))).status).toBe(200);
  });

  it("account names through Paystack's resolve: the holder's name, or no such account", async () => {
    const { signer } = await import('./snippets/account-name-paystack');
    const real = globalThis.fetch;
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith('https://api.paystack.co/')) return real(input, init);
      asked.push(url);
      return Promise.resolve(url.includes('0000000000') ? new Response('{}', { status: 422 }) : Response.json({ data: { account_name: 'TANSI JONES' } }));
    });
    try {
      const found = await signer(at('/api/ramp/account-name?bank_name=Wema%20Bank&account_number=9480948372'));
      expect(await found.json()).toEqual({ account_name: 'TANSI JONES' });
      expect(asked[0]).toMatch(/account_number=9480948372&bank_code=\d+/);
      expect((await signer(at('/api/ramp/account-name?bank_name=Wema%20Bank&account_number=0000000000'))).status).toBe(404);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('every widget option in one place renders', async () => {
    const { AllOptions } = await import('./snippets/widget-options');
    expect(renderToString(<AllOptions />)).toContain('Top up');
  });

  it('every widget option is in that one place: each prop the elements carry, each callback, className and style', () => {
    const text = readFileSync(new URL('snippets/widget-options.tsx', import.meta.url), 'utf8');
    const callbacks = ['onSuccess', 'onError', 'onStepChange', 'onStatusChange', 'onEvent'] as const satisfies readonly CallbackProp[];
    const props = [...PROPERTIES, ...callbacks, 'className', 'style'];
    expect(props.filter((prop) => !new RegExp(`\\b${prop}=`).test(text))).toEqual([]);
  });
});
