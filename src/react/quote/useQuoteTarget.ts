import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { ASSET_DECIMALS, checkAmountLimits, parseAmount } from '../../core';
import type { AmountLimits, Asset } from '../../core';

/** Pause after the last keystroke before asking, so typing "25000" asks once, not five times. */
export const QUOTE_DEBOUNCE_MS = 400;

/** What to quote: the `/quote` query (empty while there is nothing to ask) and the asset the person gives. */
export type QuoteTarget = { query: string; asset: Asset };

const FIELDS = ['amount', 'asset', 'network'];

/** The quote for the form's values: asked only for an amount the form would accept and a chosen network. */
export function quoteTarget(values: FieldValues, side: 'buy' | 'sell', limits: AmountLimits): QuoteTarget {
  const asset: Asset = side === 'buy' ? 'NGN' : ((values.asset as Asset | undefined) ?? 'USDT');
  const parsed = parseAmount(String(values.amount ?? ''), ASSET_DECIMALS[asset]);
  const amount = parsed.ok && !checkAmountLimits(parsed.value, limits, asset) ? parsed.value : undefined;
  const network = String(values.network ?? '');
  return { query: amount && network ? `side=${side}&amount=${amount}&asset=${asset}&network=${network}` : '', asset };
}

/**
 * The quote target for the form's amount, asset and network, followed through a subscription rather
 * than a render-time watch: a keystroke renders nothing here. The target changes once typing has
 * paused on a different one (at once when the form is reset or restored), so the last quote stays in
 * view while the person types.
 */
export function useQuoteTarget(side: 'buy' | 'sell', limits: AmountLimits): QuoteTarget {
  const form = useFormContext();
  const [target, setTarget] = useState(() => quoteTarget(form.getValues(), side, limits));
  const shown = useRef(target);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: QuoteTarget) => {
      shown.current = next;
      setTarget(next);
    };
    const follow = (values: FieldValues, typed: boolean) => {
      clearTimeout(timer);
      const next = quoteTarget(values, side, limits);
      if (next.query === shown.current.query && next.asset === shown.current.asset) return;
      if (typed) timer = setTimeout(() => settle(next), QUOTE_DEBOUNCE_MS);
      else settle(next);
    };
    // Limits may have changed since the first render: the target follows them at once.
    follow(form.getValues(), false);
    // A change without a field name is a reset or a restored flow, not a keystroke.
    const unsubscribe = form.subscribe({ name: FIELDS, formState: { values: true }, callback: ({ values, name }) => follow(values, name !== undefined) });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, side, limits]);
  return target;
}
