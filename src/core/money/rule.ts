import { checkAmountLimits, type AmountLimits } from './limits';
import { ASSET_DECIMALS, amountToWire, parseAmount, type Asset } from './amount';
import { accept, refuse, type Read } from '../rules/read';

/**
 * An amount as typed ("20,000.50") or sent (a JSON number or numeric string), read exactly, checked
 * against the asset's decimals and the limits, and given as the JSON number to send.
 */
export function readAmount(input: unknown, asset: Asset, limits: AmountLimits): Read<number> {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  const parsed = parseAmount(text, ASSET_DECIMALS[asset]);
  if (!parsed.ok) return refuse(text.trim() ? 'format' : 'required', parsed.message, parsed.word);
  const outside = checkAmountLimits(parsed.value, limits, asset);
  return outside ? { ok: false, ...outside } : accept(amountToWire(parsed.value));
}

/** The amount rule of a flow (Naira for a buy, the chosen stablecoin for a sell), for its limits. */
export const amountRule =
  ({ limits }: { limits: AmountLimits }, asset: Asset) =>
  (input: unknown) =>
    readAmount(input, asset, limits);
