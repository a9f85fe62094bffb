import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintOf, parseIdempotencyKey } from '../../../src/server/idempotency';

describe('request fingerprint', () => {
  it('ignores key order at every level', () => {
    const a = { path: 'onramp', body: { amount: 20000, nested: { x: 1, y: [1, { b: 2, a: 1 }] } } };
    const b = { body: { nested: { y: [1, { a: 1, b: 2 }], x: 1 }, amount: 20000 }, path: 'onramp' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(fingerprintOf(a)).toBe(fingerprintOf(b));
  });

  it('differs when any value differs, including array order and types', () => {
    const base = fingerprintOf({ amount: 20000, list: [1, 2] });
    for (const other of [{ amount: 20001, list: [1, 2] }, { amount: '20000', list: [1, 2] }, { amount: 20000, list: [2, 1] }]) {
      expect(fingerprintOf(other)).not.toBe(base);
    }
  });

  it('is the hex SHA-256 of the canonical JSON', () => {
    // SHA-256 of the three bytes "{}" is a published constant.
    expect(fingerprintOf({})).toBe('44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a');
    expect(canonicalJson({ b: undefined, a: [undefined] })).toBe('{"a":[null]}');
  });

  it('keeps a __proto__ key as data rather than dropping it', () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"x":1},"a":1}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"x":1},"a":1}');
  });
});

describe('idempotency key', () => {
  it('accepts a widget reference and trims it', () => {
    expect(parseIdempotencyKey('  ref_01HZX-abc  ')).toBe('ref_01HZX-abc');
  });

  it('refuses missing, empty, over-long and non-ASCII keys', () => {
    for (const bad of [null, undefined, '', '   ', 'x'.repeat(256), 'ref with space', 'réf', 'a\nb']) {
      expect(parseIdempotencyKey(bad)).toBeUndefined();
    }
    expect(parseIdempotencyKey('x'.repeat(255))).toHaveLength(255);
  });
});
