import type { BuyUpstreamBody, DepositInstructions, SellAsset, SellUpstreamBody, TransactionStatus } from '../../core';
import { fingerprintOf } from '../idempotency/fingerprint';

/** A validated transaction on its way upstream. */
export type TransactionCall =
  | { route: 'onramp'; body: BuyUpstreamBody; idempotencyKey: string | undefined }
  | { route: 'offramp'; body: SellUpstreamBody; asset: SellAsset; idempotencyKey: string | undefined };

/**
 * Sends one transaction upstream and answers the browser. Everything that must happen once per
 * transaction goes through this one function, which the signer wraps in its idempotency guard.
 */
export type ForwardTransaction = (call: TransactionCall) => Promise<Response>;

/**
 * Told of each transaction the service created, with the answer the browser gets, before it is
 * sent; `recordStatus` is the status the service's record itself states, when it states one, and
 * `deposit` a sell's deposit instructions, when there are any.
 */
export type OnCreated = (
  call: TransactionCall,
  answer: { status: string; transaction: Record<string, unknown>; recordStatus?: TransactionStatus; deposit?: DepositInstructions },
) => Promise<void>;

/**
 * What a transaction was asked with (route, body and a sell's asset), as a fingerprint: kept with the
 * transaction's status, so a request under its key with other details is refused even once the key's
 * idempotency record is gone.
 */
export function requestPrint(call: TransactionCall): string {
  return fingerprintOf({ route: call.route, body: call.body, asset: call.route === 'offramp' ? call.asset : undefined });
}
