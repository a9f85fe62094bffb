import type { SellAsset } from '../money/amount';
import type { Network } from '../networks/list';

/** One coin on one network: its contract (EVM), mint (Solana) or issuer (Stellar), and its decimals. */
export type TokenFact = { address: string; decimals: number };

/** What a wallet needs to switch to an EVM chain, or to add it (EIP-3085 `wallet_addEthereumChain`). */
export type EvmChain = {
  chainId: number;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: readonly string[];
};

/** What the widget knows of one network: its chain (EVM networks), a transaction's page, and each coin it takes. */
export type NetworkFacts = {
  /** Polygon and Avalanche: the chain a wallet sends on. */
  chain?: EvmChain;
  /** A transaction's page on an explorer, `{hash}` standing for the hash. */
  explorerTx: string;
  /** Stellar only: the network passphrase, for any network but the public one (SEP-7 `network_passphrase`). */
  passphrase?: string;
  /** The coins, by asset; a coin left out gets no payment link and no wallet button. */
  tokens: Partial<Record<SellAsset, TokenFact>>;
};

/** The facts of every network; a host's table (`tokens` in the signer's options) replaces a network's entry whole. */
export type TokenTable = Record<Network, NetworkFacts>;

const EVM_NATIVE_DECIMALS = 18;

/**
 * The main networks, each fact read from its issuer's or its network's own documentation:
 * - USDC contracts and mint, and 6 decimals on every chain: Circle's repository circlefin/skills,
 *   plugins/circle/skills/use-usdc/SKILL.md ("Canonical source: developers.circle.com/stablecoins/usdc-contract-addresses";
 *   Polygon PoS is the native USDC, not the bridged USDC.e, as Polygon's docs/pos/payments/transfers/transfer-usdc.md says too).
 * - USDT contracts and mint, and 6 decimals: Tether's repository tetherto/wdk-docs, content/docs/sdk/wallet-modules/
 *   wallet-evm-erc-4337/configuration.mdx (Polygon 137, Avalanche C-Chain 43114) and wallet-solana/guides/transfer-tokens.mdx.
 *   Tether issues no USDT on Stellar: a host that takes another issuer's names it in its own table.
 * - Stellar's USDC issuer: stellar/stellar-docs, docs/build/agentic-payments/x402/README.mdx ("Mainnet USDC"); amounts
 *   have 7 decimal places (docs/learn/fundamentals/stellar-data-structures/assets.mdx).
 * - Chains: Polygon's docs/pos/reference/rpc-endpoints.md (chain id 137, POL, RPC, polygonscan.com) and Avalanche's
 *   content/docs/dapps/advanced-tutorials/add-network-programmatically.mdx (0xA86A = 43114, AVAX with 18 decimals, RPC,
 *   snowtrace.io). A native gas coin counts in wei, 18 decimals.
 */
export const MAIN_NETWORKS: TokenTable = {
  polygon: {
    chain: { chainId: 137, chainName: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: EVM_NATIVE_DECIMALS }, rpcUrls: ['https://polygon-rpc.com/'] },
    explorerTx: 'https://polygonscan.com/tx/{hash}',
    tokens: {
      USDC: { address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6 },
      USDT: { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
    },
  },
  avalanche: {
    chain: { chainId: 43114, chainName: 'Avalanche C-Chain', nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: EVM_NATIVE_DECIMALS }, rpcUrls: ['https://api.avax.network/ext/bc/C/rpc'] },
    explorerTx: 'https://snowtrace.io/tx/{hash}',
    tokens: {
      USDC: { address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', decimals: 6 },
      USDT: { address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', decimals: 6 },
    },
  },
  solana: {
    explorerTx: 'https://explorer.solana.com/tx/{hash}',
    tokens: {
      USDC: { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
      USDT: { address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6 },
    },
  },
  stellar: {
    explorerTx: 'https://stellar.expert/explorer/public/tx/{hash}',
    tokens: { USDC: { address: 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN', decimals: 7 } },
  },
};

/**
 * The test networks, for demos, the mock and a host's staging: coins there have no value. Polygon Amoy
 * (80002) and Avalanche Fuji (43113) USDC and Solana devnet USDC: circlefin/skills as above ("EVM Testnet",
 * "Solana Devnet"); Amoy's RPC and explorer: Polygon's rpc-endpoints.md; Fuji's: Avalanche's page as above;
 * Stellar testnet USDC: stellar/stellar-docs x402/README.mdx ("Testnet USDC"), its passphrase SEP-7 and the SDKs use.
 * No issuer publishes a test USDT on these networks, so none is listed.
 */
export const TEST_NETWORKS: TokenTable = {
  polygon: {
    chain: { chainId: 80002, chainName: 'Polygon Amoy', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: EVM_NATIVE_DECIMALS }, rpcUrls: ['https://rpc-amoy.polygon.technology/'] },
    explorerTx: 'https://amoy.polygonscan.com/tx/{hash}',
    tokens: { USDC: { address: '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582', decimals: 6 } },
  },
  avalanche: {
    chain: { chainId: 43113, chainName: 'Avalanche Fuji C-Chain', nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: EVM_NATIVE_DECIMALS }, rpcUrls: ['https://api.avax-test.network/ext/bc/C/rpc'] },
    explorerTx: 'https://testnet.snowtrace.io/tx/{hash}',
    tokens: { USDC: { address: '0x5425890298aed601595a70AB815c96711a31Bc65', decimals: 6 } },
  },
  solana: {
    explorerTx: 'https://explorer.solana.com/tx/{hash}?cluster=devnet',
    tokens: { USDC: { address: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', decimals: 6 } },
  },
  stellar: {
    explorerTx: 'https://stellar.expert/explorer/testnet/tx/{hash}',
    passphrase: 'Test SDF Network ; September 2015',
    tokens: { USDC: { address: 'GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5', decimals: 7 } },
  },
};
