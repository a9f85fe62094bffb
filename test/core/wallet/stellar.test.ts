import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectNetwork, validateWalletAddress } from '../../../src/core';
import { stellarAccount, stellarSeed, strkey } from './support/keys';

// SEP-0023 "Tests" section.
const SEP23_ACCOUNT = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';
const SEP23_MUXED = [
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUQ',
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAAJLK',
];
const SEP23_OTHER_VALID = [
  'PA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAQACAQDAQCQMBYIBEFAWDANBYHRAEISCMKBKFQXDAMRUGY4DUPB6IBZGM',
  'CA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUWDA',
  'LA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUPJN',
  'BAAD6DBUX6J22DMZOHIEZTEQ64CVCHEDRKWZONFEUL5Q26QD7R76RGR4TU',
];
const SEP23_INVALID = [
  'GAAAAAAAACGC6',
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUR',
  'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZA',
  'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUACUSI',
  'G47QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVP2I',
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAAJLKA',
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAAAV75I',
  'M47QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUQ',
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUK===',
  'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUO',
  'PA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAQACAQDAQCQMBYIBEFAWDANBYHRAEISCMKBKFQXDAMRUGY4DUPB6IAAAAAAAAPM',
  'PA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAOQCAQDAQCQMBYIBEFAWDANBYHRAEISCMKBKFQXDAMRUGY4Z2PQ',
  'PA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAOQCAQDAQCQMBYIBEFAWDANBYHRAEISCMKBKFQXDAMRUGY4DXFH6',
  'BAAD6DBUX6J22DMZOHIEZTEQ64CVCHEDRKWZONFEUL5Q26QD7R76RGR4TV',
  'BAAT6DBUX6J22DMZOHIEZTEQ64CVCHEDRKWZONFEUL5Q26QD7R76RGXACA',
];
// The public key bytes SEP-0023 gives for its account example.
const SEP23_KEY = Uint8Array.from([
  0x3f, 0x0c, 0x34, 0xbf, 0x93, 0xad, 0x0d, 0x99, 0x71, 0xd0, 0x4c, 0xcc, 0x90, 0xf7, 0x05, 0x51, 0x1c, 0x83, 0x8a,
  0xad, 0x97, 0x34, 0xa4, 0xa2, 0xfb, 0x0d, 0x7a, 0x03, 0xfc, 0x7f, 0xe8, 0x9a,
]);
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const key32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('Stellar account ids', () => {
  it('the test encoder reproduces the SEP-0023 account from its key bytes', () => {
    expect(stellarAccount(SEP23_KEY)).toBe(SEP23_ACCOUNT);
  });

  it('accepts the SEP-0023 account, trimmed, and detects it as Stellar', () => {
    expect(validateWalletAddress('stellar', `  ${SEP23_ACCOUNT}\n`)).toEqual({ ok: true, address: SEP23_ACCOUNT });
    expect(detectNetwork(SEP23_ACCOUNT)).toBe('stellar');
  });

  it.each(SEP23_INVALID)('refuses the SEP-0023 invalid strkey %s', (text) => {
    expect(validateWalletAddress('stellar', text).ok).toBe(false);
    expect(detectNetwork(text)).toBeUndefined();
  });

  it.each(SEP23_OTHER_VALID)('refuses valid strkeys that are not accounts (%s)', (text) => {
    const check = validateWalletAddress('stellar', text);
    expect(check).toMatchObject({ ok: false, code: 'format' });
    expect(!check.ok && check.message).toContain('start with G');
  });

  it.each(SEP23_MUXED)('refuses muxed addresses with a message saying so (%s)', (text) => {
    const check = validateWalletAddress('stellar', text);
    expect(check).toMatchObject({ ok: false, code: 'format' });
    expect(!check.ok && check.message).toMatch(/Muxed.*not supported.*G/);
  });

  it('reports a wrong checksum as a checksum problem', () => {
    const check = validateWalletAddress('stellar', `${SEP23_ACCOUNT.slice(0, 55)}Y`);
    expect(check).toMatchObject({ ok: false, code: 'checksum' });
    expect(!check.ok && check.message).toMatch(/Stellar address has a typo/);
  });

  it('refuses a well-checksummed strkey with another version byte in a G-shaped string', () => {
    // Version 6<<3 | 7 (algorithm 7) still starts with G but is not an ed25519 account.
    const text = strkey((6 << 3) | 7, SEP23_KEY);
    expect(text.startsWith('G')).toBe(true);
    expect(validateWalletAddress('stellar', text)).toMatchObject({ ok: false, code: 'format' });
  });

  it('tells a person to use capital letters when the address is in lower case', () => {
    const check = validateWalletAddress('stellar', SEP23_ACCOUNT.toLowerCase());
    expect(!check.ok && check.message).toMatch(/capital letters/);
  });

  it('accepts every random ed25519 key encoded as an account', () => {
    fc.assert(fc.property(key32, (key) => validateWalletAddress('stellar', stellarAccount(key)).ok));
  });

  it('never accepts an account with one character changed', () => {
    fc.assert(
      fc.property(key32, fc.nat(55), fc.nat(31), (key, position, shift) => {
        const text = stellarAccount(key);
        const old = text[position] ?? 'A';
        const replacement = BASE32[(BASE32.indexOf(old) + 1 + shift) % 32] ?? 'A';
        fc.pre(replacement !== old);
        const changed = text.slice(0, position) + replacement + text.slice(position + 1);
        return !validateWalletAddress('stellar', changed).ok && detectNetwork(changed) === undefined;
      }),
      { numRuns: 500 },
    );
  });
});

describe('Stellar secret seeds', () => {
  it('refuses a real seed with a warning never to share it', () => {
    fc.assert(
      fc.property(key32, (key) => {
        const check = validateWalletAddress('stellar', stellarSeed(key));
        return !check.ok && check.code === 'secret_key' && /secret key/.test(check.message) && /never share/i.test(check.message);
      }),
    );
  });

  it('refuses an S… string of the right shape even when its checksum is wrong, on every network', () => {
    const seed = stellarSeed(SEP23_KEY);
    const broken = `${seed.slice(0, 55)}${seed.endsWith('A') ? 'B' : 'A'}`;
    for (const network of ['stellar', 'polygon', 'solana', 'avalanche'] as const) {
      expect(validateWalletAddress(network, broken)).toMatchObject({ ok: false, code: 'secret_key' });
    }
  });
});
