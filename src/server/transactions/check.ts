import { NETWORK_LABELS, createBuyRequestSchema, createSellRequestSchema, toBuyUpstream, toResult, toSellUpstream } from '../../core';
import type { SignerConfig } from '../config/resolve';
import { sellNetworks } from '../config/deposit-addresses';
import { parseIdempotencyKey } from '../idempotency/key';
import { errorReply, type SignerReply } from '../http/responses';
import type { TransactionCall } from './call';

/** The validated call ready to forward, or the reply that refuses the request. */
export type CallCheck = { ok: true; call: TransactionCall } | { ok: false; reply: SignerReply };

function invalid(code: 'validation' | 'limit', fields: Record<string, string>): CallCheck {
  const message = code === 'limit' ? (fields.amount ?? 'The amount is outside the allowed range.') : 'Some details of the request are missing or wrong.';
  return { ok: false, reply: errorReply(code, message, { fields }) };
}

/**
 * The `Idempotency-Key` header: absent (undefined), a usable key, or unusable. A key the signer
 * cannot use is refused rather than ignored: the caller believes it is protected from duplicates.
 */
function headerKey(request: Request): { ok: true; key: string | undefined } | { ok: false; reply: SignerReply } {
  const raw = request.headers.get('idempotency-key');
  if (raw === null || raw.trim() === '') return { ok: true, key: undefined };
  const key = parseIdempotencyKey(raw);
  if (key !== undefined) return { ok: true, key };
  const message = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters, such as the request reference.';
  return { ok: false, reply: errorReply('validation', message, { status: 400 }) };
}

const MISMATCH = 'The Idempotency-Key header and the reference in the body differ. Send the same value in both.';

/** Checks one POST body and builds the call to forward, or the reply that refuses it. */
export type CheckCall = (route: 'onramp' | 'offramp', value: unknown, request: Request) => CallCheck;

/**
 * Builds the core wire schemas once, for the signer's limits, and returns the check every POST runs:
 * validate, set business_id, link_tag and type from configuration, and pick the idempotency key
 * (the header, or on a buy without one the body's `reference`).
 */
export function createCallCheck(config: SignerConfig): CheckCall {
  const buy = createBuyRequestSchema(config.limits.buy);
  const sell = createSellRequestSchema(config.limits.sell);
  const identity = { businessId: config.businessId, linkTag: config.linkTag };
  const openNetworks = sellNetworks(config.depositAddresses);
  return (route, value, request) => {
    const header = headerKey(request);
    if (!header.ok) return header;
    if (route === 'offramp') {
      const checked = toResult(sell.safeParse(value));
      if (!checked.ok) return invalid(checked.code, checked.fields);
      if (!openNetworks.includes(checked.data.network)) {
        return invalid('validation', { network: `Network: this site takes sells on ${openNetworks.map((n) => NETWORK_LABELS[n]).join(', ')} only` });
      }
      // The asset stays with the signer (the deposit instructions name it); the spec has no field for it upstream.
      const asset = checked.data.asset ?? 'USDT';
      return { ok: true, call: { route, body: toSellUpstream(checked.data, identity), asset, idempotencyKey: header.key } };
    }
    const checked = toResult(buy.safeParse(value));
    if (!checked.ok) return invalid(checked.code, checked.fields);
    const reference = parseIdempotencyKey(checked.data.reference);
    // Two keys for one request would let a retry that changed only the header slip past the guard.
    if (header.key !== undefined && reference !== undefined && header.key !== reference) {
      return { ok: false, reply: errorReply('conflict', MISMATCH, { status: 422 }) };
    }
    return { ok: true, call: { route, body: toBuyUpstream(checked.data, identity), idempotencyKey: header.key ?? reference } };
  };
}
