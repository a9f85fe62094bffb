import { findBank } from './bank-match';
import type { Network } from './networks';
import type { Bank } from './normalise';
import { validateWalletAddress, type WalletCheck } from './wallet';

/**
 * The two rules that carry weight (wallet checksums with their hash and base-n code, and the bank
 * names with their aliases). Form schemas take them as a parameter, so a browser can load them after
 * its first paint; the signer and the mock use `FORM_CHECKS` as they are.
 */
export type FormChecks = {
  /** Whether `address` can receive funds on `network`, checksums included. */
  wallet: (network: Network, address: string) => WalletCheck;
  /** The listed bank `name` stands for (its name or a common name), else undefined. */
  findBank: (name: string, banks: readonly Bank[]) => Bank | undefined;
};

/** The rules themselves, loaded at once. */
export const FORM_CHECKS: FormChecks = { wallet: validateWalletAddress, findBank };
