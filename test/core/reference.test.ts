import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReference, validateBuyRequest } from '../../src/core';

describe('createReference', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is URL-safe and at most 64 characters', () => {
    const reference = createReference();
    expect(reference).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(encodeURIComponent(reference)).toBe(reference);
  });

  it('never repeats across many calls', () => {
    const references = new Set(Array.from({ length: 10_000 }, createReference));
    expect(references.size).toBe(10_000);
  });

  it('draws its randomness from the platform CSPRNG', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    createReference();
    expect(spy).toHaveBeenCalled();
  });

  it('is accepted as the reference of a buy body', () => {
    const reference = createReference();
    const result = validateBuyRequest({ reference });
    expect(result.ok ? undefined : result.fields.reference).toBeUndefined();
  });
});
