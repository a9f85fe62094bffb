import type { Quote, QuoteQuery } from '../core';

/** Options of `createMockQuote`: a fixed rate and fee per direction, for demos and stories. */
export interface MockQuoteOptions {
  /** Naira paid out per USDT/USDC sold (default 1500). */
  sellRate?: number;
  /** Naira fee on a sell (default 500). */
  sellFee?: number;
  /** cNGN delivered per Naira paid (default 1). */
  buyRate?: number;
  /** cNGN fee on a buy (default 100). */
  buyFee?: number;
  /** How long a quote holds (default 60 s). */
  ttlMs?: number;
  /** Clock for `expires_at` (default: now). */
  now?: () => Date;
}

/** Deposit addresses for every network, valid by the wallet rules, for the demo and stories (never real funds). */
export const MOCK_DEPOSIT_ADDRESSES = {
  stellar: { address: 'GAQUM24QWXNP6JCJN2J3RXICE5GHDFV34ACSUT3UTG7OGCBNKJ3ZYNAN', memo: '4821907' },
  polygon: '0x4d7297bcE1062b50759AbFe4092E53789DC2e70c',
  solana: '4j7Eim23DxEkF3rTAbekvA7S95rfq2d4sNuqvvvgJN8q',
  avalanche: '0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22',
} as const;

const cents = (value: number) => Math.max(0, Math.round(value * 100) / 100);

/**
 * A signer `quote` function with a fixed rate and fee: a sell pays Naira, a buy delivers cNGN.
 *
 * @example
 * ```ts
 * import { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from 'naira-ramp/mock';
 * import { createRampSigner } from 'naira-ramp/server';
 *
 * // Development, your signer against `npx naira-ramp-mock` (RAMP_BASE_URL, RAMP_SECRET_KEY as it prints them):
 * // the quote at the mock's rate and fee (₦1,500 per USDT/USDC sold, less ₦500); addresses never funded.
 * export const signer = createRampSigner({
 *   basePath: '/api/ramp',
 *   quote: createMockQuote(),
 *   depositAddresses: MOCK_DEPOSIT_ADDRESSES,
 * });
 * ```
 */
export function createMockQuote(options: MockQuoteOptions = {}): (query: QuoteQuery) => Quote {
  const now = options.now ?? (() => new Date());
  return ({ side, amount }) => {
    const rate = side === 'sell' ? (options.sellRate ?? 1500) : (options.buyRate ?? 1);
    const fee = side === 'sell' ? (options.sellFee ?? 500) : (options.buyFee ?? 100);
    return {
      receive: cents(amount * rate - fee),
      receive_currency: side === 'sell' ? 'NGN' : 'cNGN',
      rate,
      fee,
      expires_at: new Date(now().getTime() + (options.ttlMs ?? 60_000)).toISOString(),
    };
  };
}
