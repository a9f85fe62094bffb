import { formatAmount, parseAmount, ASSET_DECIMALS } from '../../core';
import type { Asset } from '../../core';

/**
 * An amount as typed, shown formatted when it reads as one ("25,000" → "₦25,000.00"), else as typed: for the
 * review, the receipts and the paid notices of both flows. A module of its own, used by the later steps
 * only, so that neither flow's later code carries the other's to reach it.
 */
export function shownAmount(input: string, asset: Asset): string {
  const parsed = parseAmount(input, ASSET_DECIMALS[asset]);
  return parsed.ok ? formatAmount(parsed.value, asset) : input;
}
