import { createBuyUpstreamSchema, createSellUpstreamSchema, toResult, type AmountLimits } from '../core';
import type { WireBody } from './records';

/** The body as the service accepts it, or the message of its 400. */
export type WireCheck = { ok: true; body: WireBody; amount: number } | { ok: false; message: string };

/** Checks one upstream body of a kind. */
export type CheckWireBody = (json: unknown, kind: 'buy' | 'sell') => WireCheck;

/**
 * Builds the core upstream schemas once, for the mock's limits, and returns the check of interface
 * rules 4.1 and 4.2 (required parameters, type, network, limits): the same field rules as the
 * widget and the signer. A refused body gets the first bad field's message, as one 400 would carry.
 */
export function createWireCheck(limits: { buy: AmountLimits; sell: AmountLimits }): CheckWireBody {
  const schemas = { buy: createBuyUpstreamSchema(limits.buy), sell: createSellUpstreamSchema(limits.sell) };
  return (json, kind) => {
    const checked = toResult<{ amount: number }>(schemas[kind].safeParse(json));
    if (!checked.ok) return { ok: false, message: Object.values(checked.fields)[0] ?? 'Invalid request' };
    return { ok: true, body: checked.data as WireBody, amount: checked.data.amount };
  };
}
