import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS, isErrorBody } from '../../../src/core';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../src/server/http/json-depth';
import { browserPost, fakeUpstream, signerWith, successFor } from '../support/helpers';
import { serve, type Served } from '../support/loopback';
import { delivery, webhookChain } from '../support/webhook-chain';

/** The nesting depth of a parsed value, counted the slow, obvious way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

/** A value nested `depth` levels (2,000 levels of objects stay under the 16 KiB body limit), each level an object or a list as `shape` says, with a string of brackets at the bottom. */
function nested(depth: number, shape: boolean[]): unknown {
  let value: unknown = '[{"not": [nesting]}]';
  for (let level = 0; level < depth; level += 1) value = shape[level % shape.length] ? { k: value } : [value];
  return value;
}

const deep = fc.record({ depth: fc.integer({ min: 1, max: 2000 }), shape: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }) });

describe('nesting depth of a body', () => {
  it('is measured as the parsed value nests, brackets inside strings aside', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 12 }), (value, limit) => {
        expect(nestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('bounds webhook bodies: deeper than the bound is 400 in the error shape, within it never a 5xx', async () => {
    const { webhooks, logs } = webhookChain();
    await fc.assert(
      fc.asyncProperty(deep, async ({ depth, shape }) => {
        const response = await webhooks(delivery({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: 'r1', extra: nested(depth, shape) } }));
        if (depth + 2 > MAX_JSON_DEPTH) {
          expect(response.status).toBe(400);
          expect(isErrorBody(await response.json())).toBe(true);
        } else {
          expect(response.status).toBeLessThan(500);
        }
      }),
      { numRuns: 150 },
    );
    expect(logs.join('\n')).not.toMatch(/whsec_/i);
  });

  it('bounds the signer POST bodies the same way', async () => {
    const signer = signerWith(fakeUpstream(successFor).fetch);
    await fc.assert(
      fc.asyncProperty(deep, async ({ depth, shape }) => {
        const response = await signer(browserPost('/api/ramp/onramp', { amount: 25000, note: nested(depth, shape) }));
        expect(response.status).toBe(depth + 1 > MAX_JSON_DEPTH ? 400 : 422);
        expect(isErrorBody(await response.json())).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('a webhook nested 3,000 deep over real HTTP', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve(webhookChain().webhooks);
  });
  afterAll(() => served.close());

  it('gets a 400 in the error shape, not a dropped connection', async () => {
    const request = delivery({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: 'r1', extra: nested(3000, [false]) } });
    const response = await fetch(`${served.url}/api/ramp/webhooks`, { method: 'POST', headers: request.headers, body: await request.text() });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/deeper than 32 levels/);
  });
});
