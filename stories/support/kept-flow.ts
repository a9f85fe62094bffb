import { PREFILLED_BUY, PREFILLED_SELL } from './steps';
import type { StoryChain } from './chain';

/** What a tab kept of a flow before a reload, in the shape the widget writes (see src/react/flow/resume/snapshot.ts). */
type Kept = {
  step: string;
  values: Record<string, string>;
  submission?: { status: string; reference?: string; attempt: number; receivedAt?: string };
  /** The request the reference belongs to, while it is not accepted. */
  pending?: { key: string; reference: string; attempt: number; body?: string } | null;
  parked?: { reference: string; values: Record<string, string> } | null;
  record?: Record<string, unknown> | null;
  status?: string;
  committed?: boolean;
  reachedReview?: boolean;
};

/** Writes what a tab kept under the widget's default key, as if the page had just been reloaded. */
export function keepFlow(flow: 'buy' | 'sell', kept: Kept): void {
  const snapshot = { v: 1, submission: { status: 'idle', attempt: 0 }, pending: null, record: null, committed: false, reachedReview: false, ...kept };
  sessionStorage.setItem(`naira-ramp:${flow}`, JSON.stringify(snapshot));
}

/**
 * Writes what the device keeps of a buy paid and not yet claimed, in the shape the widget writes (see
 * src/core/flow/unclaimed.ts): its narration, amount and vendor number, paid a minute ago; the tab keeps nothing.
 */
export function keepPaidOnDevice(transfer: { reference: string; amount: string; vendorNumber: string }): void {
  const paidAt = new Date(Date.now() - 60_000).toISOString();
  localStorage.setItem('naira-ramp:buy', JSON.stringify([{ reference: transfer.reference, values: { amount: transfer.amount, vendorNumber: transfer.vendorNumber }, paidAt }]));
}

/** The buy body the widget sends for the prefilled values under `reference` (what a kept request holds as sent). */
export function buyBody(reference: string): Record<string, unknown> {
  return {
    amount: Number(PREFILLED_BUY.amount),
    vendor_name: 'Adaeze Okonkwo',
    vendor_bank: 'Access Bank',
    vendor_number: PREFILLED_BUY.vendorNumber,
    bank_name: PREFILLED_BUY.bankName,
    account_number: PREFILLED_BUY.accountNumber,
    account_name: PREFILLED_BUY.accountName,
    network: PREFILLED_BUY.network,
    wallet_address: PREFILLED_BUY.walletAddress,
    reference,
  };
}

/** Creates a buy through the story's own signer (so its status route knows it) and returns the record. */
export async function createBuy(chain: StoryChain): Promise<Record<string, unknown>> {
  const reference = `story-${Math.random().toString(36).slice(2, 12)}`;
  const body = buyBody(reference);
  const response = await chain.signer('/onramp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': reference },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { transaction: Record<string, unknown> };
  return json.transaction;
}

/** Creates a sell through the story's own signer (so its status route knows it) and returns the record. */
export async function createSell(chain: StoryChain): Promise<Record<string, unknown>> {
  const key = `story-${Math.random().toString(36).slice(2, 12)}`;
  const body = {
    amount: Number(PREFILLED_SELL.amount),
    asset: PREFILLED_SELL.asset,
    account_name: PREFILLED_SELL.accountName,
    account_number: PREFILLED_SELL.accountNumber,
    bank_name: PREFILLED_SELL.bankName,
    network: PREFILLED_SELL.network,
    wallet_address: PREFILLED_SELL.walletAddress,
  };
  const response = await chain.signer('/offramp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { transaction: Record<string, unknown> };
  return json.transaction;
}
