import { compareAmounts, formatAmount, type Asset } from './amount';
import type { FieldIssue } from '../rules/read';

/** Smallest and (optionally) largest amount one transaction may carry, in the asset's units. */
export type AmountLimits = { min: number; max?: number };

/** Limits for each direction: buy in Naira, sell in stablecoin. */
export type RampLimits = { buy: AmountLimits; sell: AmountLimits };

/**
 * Interface section 8: buy ₦20,000–₦2,000,000 (the service's docs also state ₦15,000, so hosts can lower it),
 * sell at least 20 USDT/USDC. The service documents no sell maximum; 10,000 is a safe default a host
 * raises (or lowers) through `limits.sell.max`, so a mistyped 999,999,999,999 is refused naming the limit.
 */
export const DEFAULT_LIMITS: RampLimits = { buy: { min: 20_000, max: 2_000_000 }, sell: { min: 20, max: 10_000 } };

/** A configured limit as an exact decimal string (String() would give "1e+21" for huge values). */
function decimal(limit: number): string {
  const text = String(limit);
  return /e/i.test(text) ? limit.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/** Why `value` (a canonical decimal) is outside `limits`, naming the formatted limit (code `limit`); undefined when inside. */
export function checkAmountLimits(value: string, limits: AmountLimits, asset: Asset): FieldIssue | undefined {
  const under = compareAmounts(value, decimal(limits.min)) < 0;
  if (!under && (limits.max === undefined || compareAmounts(value, decimal(limits.max)) <= 0)) return undefined;
  const limit = formatAmount(decimal(under ? limits.min : limits.max!), asset);
  return { code: 'limit', message: `Amount must be at ${under ? 'least' : 'most'} ${limit}`, word: (t) => (under ? t.amountMin : t.amountMax)(limit) };
}
