import { describe, expect, it } from 'vitest';
import { mayHaveGoneThrough, RampError, recoveryOf } from '../../../src/core';

// What each answer leaves the person able to do: look for the request, try it again, or start a new one.
const error = (code: ConstructorParameters<typeof RampError>[0], status?: number, retryable?: boolean) => new RampError(code, 'words', { status, retryable });

describe('an answer that leaves the outcome unknown', () => {
  it('is no answer at all, or the signer saying the request may have gone through', () => {
    expect(mayHaveGoneThrough(error('network'))).toBe(true);
    expect(mayHaveGoneThrough(error('timeout'))).toBe(true);
    expect(mayHaveGoneThrough(error('upstream', 502, false))).toBe(true);
    expect(mayHaveGoneThrough(error('timeout', 504, false))).toBe(true);
    expect(mayHaveGoneThrough(error('conflict', 409, false))).toBe(true);
  });

  it('is any conflict: a request under the reference exists or is on its way, whatever body it carried', () => {
    expect(mayHaveGoneThrough(error('conflict', 422, false))).toBe(true);
    expect(mayHaveGoneThrough(error('conflict', 409, true))).toBe(true);
    // The service's own 409 says so too, with no word on trying again.
    expect(mayHaveGoneThrough(error('conflict', 409))).toBe(true);
  });

  it('is not a refusal nor an answer that says trying again is safe', () => {
    expect(mayHaveGoneThrough(error('upstream', 502, true))).toBe(false);
    expect(mayHaveGoneThrough(error('payment_failed', 402))).toBe(false);
    // A signer of the host's own that never says `retryable`: "Try again" after a 5xx, as before.
    expect(mayHaveGoneThrough(error('upstream', 500))).toBe(false);
    expect(recoveryOf(error('upstream', 500))).toBe('retry');
  });

  it('leaves a new reference only for a refusal that says it cannot go again, never for a conflict', () => {
    expect(recoveryOf(error('payment_failed', 402, false))).toBe('new_request');
    expect(recoveryOf(error('conflict', 422, false))).toBeNull();
    expect(recoveryOf(error('conflict', 409, false))).toBeNull();
  });
});
