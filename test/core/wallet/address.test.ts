import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NETWORKS, WALLET_FORMAT_HINTS, detectNetwork, validateWalletAddress } from '../../../src/core';

const STELLAR = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOLANA = 'vines1vzrYbzLMRdu58ou5XTby4qAqVRLmqo36NKPTg';

describe('wallet address on the wrong network', () => {
  it.each([
    ['stellar', EVM, 'This is a Polygon or Avalanche address; Stellar addresses start with G'],
    ['stellar', SOLANA, 'This is a Solana address; Stellar addresses start with G'],
    ['polygon', STELLAR, 'This is a Stellar address; Polygon addresses start with 0x'],
    ['avalanche', SOLANA, 'This is a Solana address; Avalanche C-Chain addresses start with 0x'],
    ['solana', EVM, 'This is a Polygon or Avalanche address; Solana addresses have 32 to 44'],
    ['solana', STELLAR, 'This is a Stellar address; Solana addresses'],
  ] as const)('on %s, %s is refused, saying what it is', (network, address, message) => {
    const check = validateWalletAddress(network, address);
    expect(check).toMatchObject({ ok: false, code: 'wrong_network' });
    expect(!check.ok && check.message).toContain(message);
  });

  it('points an Avalanche X-Chain address to the C-Chain', () => {
    const check = validateWalletAddress('avalanche', 'X-avax1tzdcgj4ehsvhhgpl7zylwpw0gl2rxcg4r5afk5');
    expect(!check.ok && check.message).toMatch(/C-Chain/);
  });
});

describe('empty and odd input', () => {
  it.each(NETWORKS)('asks for the %s address when the field is blank', (network) => {
    const check = validateWalletAddress(network, '   ');
    expect(check).toMatchObject({ ok: false, code: 'empty' });
    expect(!check.ok && check.message).toMatch(/Enter your \w+ wallet address/);
  });

  it('refuses 64 hex digits as a private key on every network', () => {
    const key = 'a'.repeat(64);
    for (const network of NETWORKS) expect(validateWalletAddress(network, key)).toMatchObject({ ok: false, code: 'secret_key' });
  });

  it('never throws, and only accepts text that detectNetwork agrees with', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^(0x[0-9a-fA-F]{38,42}|G[A-Z2-7]{54,57}|[1-9A-Za-z]{30,46})$/));
    fc.assert(
      fc.property(fc.constantFrom(...NETWORKS), text, (network, address) => {
        const check = validateWalletAddress(network, address);
        if (!check.ok) return typeof check.message === 'string' && check.message.length > 0;
        const detected = detectNetwork(address);
        return network === 'polygon' || network === 'avalanche' ? detected === undefined : detected === network;
      }),
      { numRuns: 1000 },
    );
  });

  it('has a format hint for every network', () => {
    for (const network of NETWORKS) expect(WALLET_FORMAT_HINTS[network].length).toBeGreaterThan(0);
    expect(WALLET_FORMAT_HINTS.stellar).toBe('Starts with G, 56 characters');
  });
});
