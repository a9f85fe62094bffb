import { describe, expect, it } from 'vitest';
import { MAIN_NETWORKS, NETWORKS, SELL_ASSETS, TEST_NETWORKS, readTokenTable, validateWalletAddress } from '../../../src/core';

describe('the shipped token facts', () => {
  it('hold the contracts, mints and issuers the issuers publish, on the main chains 137 and 43114', () => {
    expect(MAIN_NETWORKS.polygon.chain?.chainId).toBe(137);
    expect(MAIN_NETWORKS.avalanche.chain?.chainId).toBe(43114);
    expect(MAIN_NETWORKS.polygon.tokens).toEqual({
      // Native USDC, not the bridged USDC.e (0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174).
      USDC: { address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6 },
      USDT: { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
    });
    expect(MAIN_NETWORKS.avalanche.tokens).toEqual({
      USDC: { address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', decimals: 6 },
      USDT: { address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', decimals: 6 },
    });
    expect(MAIN_NETWORKS.solana.tokens).toEqual({
      USDC: { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
      USDT: { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6 },
    });
    // Tether issues no USDT on Stellar: only a host's own table can name one.
    expect(MAIN_NETWORKS.stellar.tokens).toEqual({ USDC: { address: 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN', decimals: 7 } });
  });

  it('pass the checks a host table gets: every address valid (with its checksum) on its network', () => {
    for (const table of [MAIN_NETWORKS, TEST_NETWORKS]) {
      expect(readTokenTable(table)).toEqual({ table, bad: [] });
      for (const network of NETWORKS) {
        for (const asset of SELL_ASSETS) {
          const token = table[network].tokens[asset];
          if (token) expect(validateWalletAddress(network, token.address)).toEqual({ ok: true, address: token.address });
        }
      }
    }
  });

  it('keep the test networks apart from the main ones: other chains, other coins, the Stellar test passphrase', () => {
    expect(TEST_NETWORKS.polygon.chain?.chainId).toBe(80002);
    expect(TEST_NETWORKS.avalanche.chain?.chainId).toBe(43113);
    expect(TEST_NETWORKS.stellar.passphrase).toBe('Test SDF Network ; September 2015');
    expect(MAIN_NETWORKS.stellar.passphrase).toBeUndefined();
    const mainAddresses = NETWORKS.flatMap((network) => Object.values(MAIN_NETWORKS[network].tokens).map((token) => token.address));
    for (const network of NETWORKS) {
      for (const token of Object.values(TEST_NETWORKS[network].tokens)) expect(mainAddresses).not.toContain(token.address);
      expect(TEST_NETWORKS[network].explorerTx).not.toBe(MAIN_NETWORKS[network].explorerTx);
    }
  });
});
