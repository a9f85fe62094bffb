import type { AmountLimits } from '../core';
import { parseNetwork } from '../core';
import type { WireBody } from './records';

/** The body as the service accepts it, or the message of its 400. */
export type WireCheck = { ok: true; body: WireBody; amount: number } | { ok: false; message: string };

const BUY_REQUIRED = ['business_id', 'link_tag', 'type', 'amount', 'vendor_name', 'vendor_bank', 'vendor_number', 'bank_name', 'account_number'];
const SELL_REQUIRED = ['business_id', 'link_tag', 'type', 'amount', 'account_name', 'account_number', 'bank_name'];
const TEXT_FIELDS = ['business_id', 'link_tag', 'vendor_name', 'vendor_bank', 'vendor_number', 'bank_name', 'account_number', 'account_name', 'network', 'wallet_address', 'reference'];

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function toAmount(value: unknown): number | undefined {
  // Documented as a string in one table and a number in another: accept both.
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

/** Applies interface rules 4.1 and 4.2: required parameters, type, network, limits. */
export function checkWireBody(json: unknown, kind: 'buy' | 'sell', limits: AmountLimits): WireCheck {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, message: 'Request body must be a JSON object' };
  }
  const body = json as WireBody;
  for (const field of kind === 'buy' ? BUY_REQUIRED : SELL_REQUIRED) {
    if (!present(body[field])) return { ok: false, message: `${field} is required` };
  }
  for (const field of TEXT_FIELDS) {
    if (body[field] !== undefined && typeof body[field] !== 'string') return { ok: false, message: `${field} must be a string` };
  }
  const expectedType = kind === 'buy' ? 'buy_ramp' : 'sell_ramp';
  if (body.type !== expectedType) return { ok: false, message: `type must be ${expectedType}` };
  if (present(body.network) && !parseNetwork(body.network)) {
    return { ok: false, message: 'network must be one of stellar, polygon, solana, avalanche' };
  }
  if (kind === 'sell' && !/^\d{10}$/.test(String(body.account_number))) {
    return { ok: false, message: 'account_number must be a 10 digits bank account number' };
  }
  const amount = toAmount(body.amount);
  if (amount === undefined || amount <= 0) return { ok: false, message: 'amount must be a positive number' };
  if (amount < limits.min) return { ok: false, message: `amount must be at least ${limits.min}` };
  if (limits.max !== undefined && amount > limits.max) return { ok: false, message: `amount must be at most ${limits.max}` };
  return { ok: true, body, amount };
}
