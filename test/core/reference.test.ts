import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReference, validateBuyRequest } from '../../src/core';

describe('createReference', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 16 digits, to type as a transfer narration on a number pad, and URL-safe', () => {
    for (let i = 0; i < 1000; i += 1) {
      const reference = createReference();
      expect(reference).toMatch(/^\d{16}$/);
      expect(encodeURIComponent(reference)).toBe(reference);
    }
  });

  it('spreads over every digit in every place (leading zeros kept)', () => {
    const seen = Array.from({ length: 16 }, () => new Set<string>());
    for (let i = 0; i < 2000; i += 1) [...createReference()].forEach((digit, place) => seen[place]!.add(digit));
    expect(seen.map((digits) => digits.size)).toEqual(Array(16).fill(10));
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
