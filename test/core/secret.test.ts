import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { secretMatches } from '../../src/core';

describe('secretMatches', () => {
  it('accepts exactly the expected secret', () => {
    expect(secretMatches('sk_live_abc', 'sk_live_abc')).toBe(true);
  });

  it('refuses a missing key, a prefix, a longer key and one changed character', () => {
    for (const given of [null, '', 'sk_live_ab', 'sk_live_abcd', 'sk_live_abd']) expect(secretMatches(given, 'sk_live_abc')).toBe(false);
  });

  it('agrees with plain equality on any pair of texts', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (given, expected) => secretMatches(given, expected) === (given === expected)));
  });
});
