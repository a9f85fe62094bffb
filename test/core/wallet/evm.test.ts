import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectNetwork, validateWalletAddress } from '../../../src/core';
import { toChecksumAddress } from './support/keys';

// The examples of the EIP-55 specification ("Test Cases"): all caps, all lower, and normal (mixed case).
const ALL_CAPS = ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'];
const ALL_LOWER = ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'];
const MIXED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const flipCase = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

describe.each(['polygon', 'avalanche'] as const)('%s addresses', (network) => {
  it.each(MIXED)('computing the checksum of %s reproduces its casing', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it.each([...MIXED, ...ALL_CAPS, ...ALL_LOWER])('accepts %s', (address) => {
    expect(validateWalletAddress(network, ` ${address} `)).toEqual({ ok: true, address });
  });

  it.each(MIXED)('refuses %s with the case of one letter flipped, as a checksum failure', (address) => {
    const at = address.search(/[a-fA-F]/);
    const changed = address.slice(0, at) + flipCase(address[at] ?? '') + address.slice(at + 1);
    const check = validateWalletAddress(network, changed);
    expect(check).toMatchObject({ ok: false, code: 'checksum' });
    expect(!check.ok && check.message).toMatch(/address has a typo/);
  });

  it('refuses wrong lengths, a missing 0x and non-hex characters, naming the network', () => {
    for (const text of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg']) {
      const check = validateWalletAddress(network, text);
      expect(check).toMatchObject({ ok: false, code: 'format' });
      expect(!check.ok && check.message).toMatch(network === 'polygon' ? /Polygon/ : /Avalanche/);
    }
  });
});

describe('EVM properties', () => {
  const hexAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`);

  it('accepts every checksummed, lower-case and upper-case address', () => {
    fc.assert(
      fc.property(hexAddress, (lower) => {
        const upper = `0x${lower.slice(2).toUpperCase()}`;
        return [lower, upper, toChecksumAddress(lower)].every((a) => validateWalletAddress('polygon', a).ok);
      }),
    );
  });

  it('never accepts a mixed-case address with the case of one letter changed', () => {
    fc.assert(
      fc.property(hexAddress, fc.nat(39), (lower, n) => {
        const address = toChecksumAddress(lower);
        const letters = [...address.slice(2)].flatMap((c, i) => (/[a-f]/i.test(c) ? [i + 2] : []));
        const at = letters[n % Math.max(letters.length, 1)];
        fc.pre(at !== undefined);
        const changed = address.slice(0, at) + flipCase(address[at!] ?? '') + address.slice(at! + 1);
        // A flip that leaves the whole address in one case carries no checksum and is accepted by design.
        fc.pre(/[a-f]/.test(changed) && /[A-F]/.test(changed));
        return !validateWalletAddress('avalanche', changed).ok;
      }),
      { numRuns: 500 },
    );
  });

  it('never accepts a letter-rich mixed-case address with one character replaced by another hex digit', () => {
    // EIP-55 gives one check bit per letter, so this holds with probability 1 - 2^-letters; 24+ letters keeps it certain in practice.
    const letterRich = fc
      .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...'abcdef') }, { weight: 1, arbitrary: fc.constantFrom(...'0123456789') }), { minLength: 40, maxLength: 40 })
      .map((chars) => `0x${chars.join('')}`);
    fc.assert(
      fc.property(letterRich, fc.nat(39), fc.constantFrom(...'0123456789abcdef'), (lower, i, digit) => {
        const address = toChecksumAddress(lower);
        const old = address[i + 2] ?? '';
        fc.pre(old.toLowerCase() !== digit && (address.match(/[a-f]/gi)?.length ?? 0) >= 24);
        const replacement = /[a-f]/.test(digit) && old === old.toUpperCase() && /[A-F]/.test(old) ? digit.toUpperCase() : digit;
        const changed = address.slice(0, i + 2) + replacement + address.slice(i + 3);
        fc.pre(/[a-f]/.test(changed.slice(2)) && /[A-F]/.test(changed.slice(2)));
        return !validateWalletAddress('polygon', changed).ok;
      }),
      { numRuns: 500 },
    );
  });

  it('does not guess between Polygon and Avalanche', () => {
    expect(detectNetwork(MIXED[0]!)).toBeUndefined();
  });
});
