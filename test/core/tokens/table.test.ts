import { describe, expect, it } from 'vitest';
import { MAIN_NETWORKS, TEST_NETWORKS, explorerLink, factsFor, readTokenTable } from '../../../src/core';

describe('readTokenTable', () => {
  it('keeps the networks a host gives and leaves the others to the shipped table', () => {
    const read = readTokenTable({ polygon: TEST_NETWORKS.polygon });
    expect(read).toEqual({ table: { polygon: TEST_NETWORKS.polygon }, bad: [] });
    expect(factsFor(MAIN_NETWORKS, read, 'polygon')).toEqual(TEST_NETWORKS.polygon);
    expect(factsFor(MAIN_NETWORKS, read, 'solana')).toEqual(MAIN_NETWORKS.solana);
    expect(factsFor(MAIN_NETWORKS, undefined, 'avalanche')).toEqual(MAIN_NETWORKS.avalanche);
  });

  it('names each wrong fact, and a network with one gets no facts at all (never the main chain instead)', () => {
    const cases: [string, unknown][] = [
      ['polygon.chain', { ...TEST_NETWORKS.polygon, chain: undefined }],
      ['polygon.chain', { ...TEST_NETWORKS.polygon, chain: { ...TEST_NETWORKS.polygon.chain, chainId: '80002' } }],
      ['polygon.chain', { ...TEST_NETWORKS.polygon, chain: { ...TEST_NETWORKS.polygon.chain, rpcUrls: ['http://rpc.example'] } }],
      ['polygon.explorerTx', { ...TEST_NETWORKS.polygon, explorerTx: 'https://amoy.polygonscan.com/tx/' }],
      // One wrong letter of case breaks the EIP-55 checksum.
      ['polygon.tokens.USDC', { ...TEST_NETWORKS.polygon, tokens: { USDC: { address: '0x41e94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582', decimals: 6 } } }],
      ['polygon.tokens.USDC', { ...TEST_NETWORKS.polygon, tokens: { USDC: { address: TEST_NETWORKS.polygon.tokens.USDC?.address, decimals: 6.5 } } }],
      ['polygon.passphrase', { ...TEST_NETWORKS.polygon, passphrase: 'Test SDF Network ; September 2015' }],
      ['polygon.tokens', { ...TEST_NETWORKS.polygon, tokens: undefined }],
    ];
    for (const [field, entry] of cases) {
      const read = readTokenTable({ polygon: entry });
      expect(read.bad, field).toEqual([field]);
      expect(factsFor(MAIN_NETWORKS, read, 'polygon')).toBeUndefined();
      expect(factsFor(MAIN_NETWORKS, read, 'solana')).toEqual(MAIN_NETWORKS.solana);
    }
    expect(readTokenTable('test').bad).toEqual(['tokens']);
    expect(factsFor(MAIN_NETWORKS, readTokenTable('test'), 'solana')).toBeUndefined();
  });

  it('takes a Stellar USDT the host names, on an issuer it gives', () => {
    const issuer = 'GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5';
    const stellar = { ...MAIN_NETWORKS.stellar, tokens: { ...MAIN_NETWORKS.stellar.tokens, USDT: { address: issuer, decimals: 7 } } };
    expect(readTokenTable({ stellar }).table.stellar?.tokens.USDT).toEqual({ address: issuer, decimals: 7 });
  });
});

describe('explorerLink', () => {
  it('puts the hash where the explorer wants it, query included', () => {
    expect(explorerLink(MAIN_NETWORKS.polygon, '0xabc')).toBe('https://polygonscan.com/tx/0xabc');
    expect(explorerLink(TEST_NETWORKS.solana, '5Vf')).toBe('https://explorer.solana.com/tx/5Vf?cluster=devnet');
  });
});
