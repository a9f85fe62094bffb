import { describe, expect, it } from 'vitest';
import { RampError, errorBody, isErrorBody } from '../../src/core';

describe('error model', () => {
  it('builds the error body, with fields only when there are some', () => {
    expect(errorBody('conflict', 'Already submitted')).toEqual({ error: { code: 'conflict', message: 'Already submitted' } });
    expect(errorBody('validation', 'Check the form', {})).toEqual({ error: { code: 'validation', message: 'Check the form' } });
    expect(errorBody('validation', 'Check the form', { amount: 'Amount: enter an amount' })).toEqual({
      error: { code: 'validation', message: 'Check the form', fields: { amount: 'Amount: enter an amount' } },
    });
  });

  it('says whether the same request may be sent again only when told', () => {
    expect(errorBody('upstream', 'Unavailable', undefined, true)).toEqual({ error: { code: 'upstream', message: 'Unavailable', retryable: true } });
    expect(errorBody('timeout', 'Unconfirmed', {}, false)).toEqual({ error: { code: 'timeout', message: 'Unconfirmed', retryable: false } });
    expect(errorBody('upstream', 'Failed').error).not.toHaveProperty('retryable');
  });

  it('recognises the signer’s error body and nothing else', () => {
    expect(isErrorBody(errorBody('upstream', 'x', undefined, false))).toBe(true);
    expect(isErrorBody(errorBody('upstream', 'x', undefined, true))).toBe(true);
    // A retryable that is not a boolean is not the contract: a client must not guess what "yes" means.
    expect(isErrorBody({ error: { code: 'upstream', message: 'x', retryable: 'yes' } })).toBe(false);
    expect(isErrorBody({ error: { code: 'upstream', message: 'x', retryable: null } })).toBe(false);
    expect(isErrorBody(errorBody('timeout', 'The service took too long'))).toBe(true);
    expect(isErrorBody(errorBody('validation', 'x', { amount: 'y' }))).toBe(true);
    expect(isErrorBody({ status: 'error', message: 'Invalid key' })).toBe(false);
    expect(isErrorBody({ error: { code: 'teapot', message: 'x' } })).toBe(false);
    expect(isErrorBody({ error: { code: 'upstream' } })).toBe(false);
    expect(isErrorBody({ error: { code: 'validation', message: 'x', fields: { amount: 5 } } })).toBe(false);
    expect(isErrorBody({ error: 'x' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });

  it('RampError carries code, status and fields and is an Error', () => {
    const cause = new Error('socket hang up');
    const error = new RampError('upstream', 'The ramp service did not answer', { status: 502, fields: { a: 'b' }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RampError', code: 'upstream', status: 502, fields: { a: 'b' }, message: 'The ramp service did not answer', cause });
    expect(new RampError('network', 'Offline').status).toBeUndefined();
    expect(new RampError('network', 'Offline').retryable).toBeUndefined();
    expect(new RampError('timeout', 'Unconfirmed', { status: 504, retryable: false }).retryable).toBe(false);
  });
});
