import { describe, expect, it } from 'vitest';
import { errorBody, isErrorBody } from '../../../src/core';
import { createIdempotency } from '../../../src/server/idempotency';
import type { IdempotencyOutcome } from '../../../src/server/idempotency';
import { markNotTaken } from '../../../src/server/idempotency/outcome';

const REQUEST = { route: 'onramp', body: { amount: 20000, reference: 'ref-r' } };

function answer(status: number, body: unknown) {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function errorOf(response: Response) {
  const json: unknown = await response.json();
  if (!isErrorBody(json)) throw new Error('not the signer error shape');
  return json.error;
}

let counter = 0;
const freshKey = () => `retryable-${(counter += 1)}`;

describe('retryable follows what the guard did with the key', () => {
  it('says false, and that it may have gone through, when a host’s policy keeps the key on a 503', async () => {
    const keep = (): IdempotencyOutcome => 'unknown';
    const idempotent = createIdempotency({ outcomeOf: keep });
    const key = freshKey();
    const first = await idempotent(key, REQUEST, answer(502, errorBody('upstream', 'Unavailable. Try again.', undefined, true)));
    expect(first.status).toBe(502);
    expect(await errorOf(first)).toEqual({
      code: 'upstream',
      message: expect.stringMatching(/did not confirm the request, so it may have gone through/),
      retryable: false,
    });
    expect((await errorOf(await idempotent(key, REQUEST, answer(200, {})))).retryable).toBe(false);
  });

  it('says true when a host’s policy frees the key on a 5xx, and the retry then goes through', async () => {
    const free = (response: Response): IdempotencyOutcome => (response.ok ? 'completed' : 'rejected');
    const idempotent = createIdempotency({ outcomeOf: free });
    const key = freshKey();
    const unconfirmed = errorBody('upstream', 'It may have gone through.', undefined, false);
    const first = await idempotent(key, REQUEST, answer(502, unconfirmed));
    expect(await errorOf(first)).toEqual({ code: 'upstream', message: expect.stringMatching(/did not take the request/), retryable: true });
    expect((await idempotent(key, REQUEST, answer(200, { status: 'success' }))).status).toBe(200);
  });

  it('leaves answers that already agree, refusals and bodies in another shape as they are', async () => {
    const idempotent = createIdempotency();
    const cases: [number, unknown, boolean][] = [
      [502, errorBody('upstream', 'Own words.', undefined, false), false],
      [502, errorBody('upstream', 'Not taken.', undefined, true), true],
      [402, errorBody('payment_failed', 'Declined.'), false],
      [500, { message: 'a host’s own shape' }, false],
    ];
    for (const [status, body, notTaken] of cases) {
      const send = answer(status, body);
      const response = await idempotent(freshKey(), REQUEST, notTaken ? async () => markNotTaken(await send()) : send);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
    }
  });
});
