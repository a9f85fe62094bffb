import { parseBuyResponse, parseSellResponse, type BuyUpstreamBody, type SellAsset, type SellUpstreamBody } from '../core';
import type { SignerConfig } from './config';
import { depositFor } from './deposit';
import { markNotTaken } from './idempotency/outcome';
import { toResponse } from './responses';
import { callUpstream } from './upstream';
import { failureReply, UNREADABLE } from './upstream-errors';

/** A validated transaction on its way upstream. */
export type TransactionCall =
  | { route: 'onramp'; body: BuyUpstreamBody; idempotencyKey: string | undefined }
  | { route: 'offramp'; body: SellUpstreamBody; asset: SellAsset; idempotencyKey: string | undefined };

/**
 * Sends one transaction upstream and answers the browser. Everything that must happen once per
 * transaction goes through this one function, which the signer wraps in its idempotency guard.
 */
export type ForwardTransaction = (call: TransactionCall) => Promise<Response>;

const PATHS = { onramp: '/transactions/v1/onramp', offramp: '/transactions/v1/offramp' } as const;

/** The forwarder that talks to the ramp service directly. */
export function createForwarder(config: SignerConfig): ForwardTransaction {
  return async (call) => {
    const result = await callUpstream(config, { method: 'POST', path: PATHS[call.route], body: call.body, label: call.route });
    if (!result.ok) return result.notTaken ? markNotTaken(toResponse(result.reply)) : toResponse(result.reply);
    const parsed = call.route === 'onramp' ? parseBuyResponse(result.json) : parseSellResponse(result.json);
    if (!parsed) {
      config.logger?.warn('ramp service answered success without a transaction record', { route: call.route });
      return toResponse(failureReply('POST', UNREADABLE));
    }
    const body = { status: parsed.status ?? 'success', message: parsed.message ?? '', transaction: parsed.transaction };
    if (call.route === 'onramp') return toResponse({ status: 200, body });
    const deposit = depositFor(config.depositAddresses, { network: call.body.network, amount: call.body.amount, asset: call.asset }, result.json);
    return toResponse({ status: 200, body: deposit ? { ...body, deposit } : body });
  };
}
