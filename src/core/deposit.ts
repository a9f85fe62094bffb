import { isRecord } from './json';
import { SELL_ASSETS, type SellAsset } from './money/amount';
import { parseNetwork, type Network } from './networks/list';
import { validateWalletAddress } from './wallet/address';

/** Where and what the person sends to complete a sell: the `deposit` of the signer's offramp answer. */
export type DepositInstructions = {
  network: Network;
  asset: SellAsset;
  /** The exact stablecoin amount to send, as the person entered it. */
  amount: number;
  /** The address the coins go to (the service's own when it gave one, else the host's). */
  address: string;
  /** Stellar memo the deposit must carry, when the receiving account needs one. */
  memo?: string;
  /** When the service stops waiting for the coins (ISO 8601), when its answer gives a deadline; never made up. */
  expires_at?: string;
};

/** An address and optional memo to receive deposits at on one network. */
export type DepositAddress = { address: string; memo?: string };

// Plain names a service might use for the address it wants the coins sent to (none is documented).
const ADDRESS_KEYS = ['deposit_address', 'depositAddress', 'wallet_to_pay', 'pay_to_address', 'address'] as const;
const MEMO_KEYS = ['deposit_memo', 'depositMemo', 'memo'] as const;
const HOLDERS = ['deposit', 'transaction', 'data'] as const;

function firstText(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * The deposit address the service itself returned in a sell answer, if any: at the top level or
 * under `deposit`, `transaction` or `data`, and only when it is a valid address on `network`.
 */
export function serviceDepositAddress(json: unknown, network: Network): DepositAddress | undefined {
  if (!isRecord(json)) return undefined;
  for (const holder of [json, ...HOLDERS.map((key) => json[key]).filter(isRecord)]) {
    const address = firstText(holder, ADDRESS_KEYS);
    if (address && validateWalletAddress(network, address).ok) {
      const memo = firstText(holder, MEMO_KEYS);
      return memo ? { address, memo } : { address };
    }
  }
  return undefined;
}

// Plain names a service might give its deadline for the coins under (none is documented).
const DEADLINE_KEYS = ['expires_at', 'expiresAt', 'deadline', 'deposit_deadline'] as const;

/** The time the service says it waits for the coins until, if its sell answer gives one that reads as a time (ISO 8601). */
export function serviceDepositDeadline(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined;
  for (const holder of [json, ...HOLDERS.map((key) => json[key]).filter(isRecord)]) {
    const text = firstText(holder, DEADLINE_KEYS);
    const time = text === undefined ? NaN : Date.parse(text);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return undefined;
}

/** Reads the `deposit` of a signer's offramp answer; undefined when it is missing or incomplete. */
export function parseDeposit(json: unknown): DepositInstructions | undefined {
  if (!isRecord(json) || !isRecord(json.deposit)) return undefined;
  const { network, asset, amount, address, memo, expires_at: expires } = json.deposit;
  const net = parseNetwork(network);
  const coin = SELL_ASSETS.find((a) => a === asset);
  if (!net || !coin || typeof amount !== 'number' || !Number.isFinite(amount) || typeof address !== 'string' || !address) return undefined;
  const deadline = typeof expires === 'string' && !Number.isNaN(Date.parse(expires)) ? { expires_at: expires } : {};
  return { network: net, asset: coin, amount, address, ...(typeof memo === 'string' && memo ? { memo } : {}), ...deadline };
}
