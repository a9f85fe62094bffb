import { isRecord, parseBuyResponse, parseSellResponse, recordStatus } from '../../core';
import type { DepositInstructions } from '../../core';
import type { SignerConfig } from '../config/resolve';
import { toResponse, type SignerReply } from '../http/responses';
import { markNotTaken } from '../idempotency/outcome';
import { snapshotResponse } from '../idempotency/responses';
import type { StoredResponse } from '../idempotency/types';
import { callUpstream } from '../upstream/call';
import { failureReply, UNREADABLE } from '../upstream/failures';
import type { ForwardTransaction, OnCreated, TransactionCall } from './call';
import { depositFor } from './deposit';

/** The body of a creation answer, before a sell's deposit is added. */
type CreationBody = { status: string; message: string; transaction: Record<string, unknown> };

const PATHS = { onramp: '/transactions/v1/onramp', offramp: '/transactions/v1/offramp' } as const;

/** The forwarder that talks to the ramp service directly; every answer is scrubbed of the secret. */
export function createForwarder(config: SignerConfig, onCreated?: OnCreated): ForwardTransaction {
  const answer = (reply: SignerReply) => toResponse(reply, undefined, config.scrub);
  return async (call) => {
    const result = await callUpstream(config, { method: 'POST', path: PATHS[call.route], body: call.body, label: call.route });
    if (!result.ok) return result.notTaken ? markNotTaken(answer(result.reply)) : answer(result.reply);
    const parsed = call.route === 'onramp' ? parseBuyResponse(result.json) : parseSellResponse(result.json);
    if (!parsed) {
      config.logger?.warn('ramp service answered success without a transaction record', { route: call.route });
      return answer(failureReply('POST', UNREADABLE));
    }
    const body = { status: parsed.status ?? 'success', message: parsed.message ?? '', transaction: parsed.transaction };
    const record = isRecord(result.json) && isRecord(result.json.transaction) ? recordStatus(result.json.transaction) : undefined;
    const deposit = depositOf(config, call, result.json);
    await onCreated?.(call, { ...body, recordStatus: record, deposit });
    return answer(creationReply(config, call, body, result.json));
  };
}

/**
 * The answer, as a stored one, for a transaction the service created that this signer learnt of
 * other than from the POST it is answering (the status lookup, or its own status book).
 */
export function knownTransactionAnswer(config: SignerConfig, call: TransactionCall, transaction: Record<string, unknown>): Promise<StoredResponse> {
  const body = { status: 'success', message: '', transaction };
  return snapshotResponse(toResponse(creationReply(config, call, body, { transaction }), undefined, config.scrub));
}

/** On a sell, where to send the coins: the service's own address in `upstreamJson`, else the host's. */
export function depositOf(config: SignerConfig, call: TransactionCall, upstreamJson: unknown): DepositInstructions | undefined {
  if (call.route === 'onramp') return undefined;
  return depositFor(config.depositAddresses, { network: call.body.network, amount: call.body.amount, asset: call.asset }, upstreamJson);
}

/** The browser's answer for a transaction the service created: its record and, on a sell, its `deposit`. */
export function creationReply(config: SignerConfig, call: TransactionCall, body: CreationBody, upstreamJson: unknown): SignerReply {
  const deposit = depositOf(config, call, upstreamJson);
  return { status: 200, body: deposit ? { ...body, deposit } : body };
}
