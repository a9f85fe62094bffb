import { memo } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatAmount, groupAmount, ASSET_DECIMALS } from '../../../core';
import type { AmountLimits, Asset } from '../../../core';
import { identityCache } from '../../hooks/identityCache';
import type { FirstMessages } from '../../messages/types';
import { useRampUi } from '../RampUi';
import { TextField } from './TextField';

// The same limits, wording and asset give the same hint: formatted once, not on every mount.
const limitsHint = identityCache((limits: AmountLimits, messages: FirstMessages, asset: Asset) =>
  messages.limitsHint(formatAmount(limits.min, asset), limits.max === undefined ? undefined : formatAmount(limits.max, asset)),
);

/** The amount input: decimal keypad, the currency beside it, and the limits shown before anything is typed (skips a parent's re-render with the same props). */
export const AmountField = memo(function AmountField({ asset, label, limits, locked }: { asset: Asset; label: string; limits: AmountLimits; locked?: boolean }) {
  const { messages } = useRampUi();
  const { setValue, getFieldState } = useFormContext();
  const hint = limitsHint(limits, messages, asset);
  // Once valid, the amount is shown grouped ("20,000") so a missing or extra zero is easy to see.
  const tidy = (value: string) => {
    if (getFieldState('amount').invalid) return;
    const grouped = groupAmount(value, ASSET_DECIMALS[asset]);
    if (grouped !== value) setValue('amount', grouped);
  };
  return (
    <TextField
      name="amount"
      label={label}
      hint={hint}
      locked={locked}
      inputMode="decimal"
      autoComplete="off"
      prefix={asset === 'NGN' ? '₦' : undefined}
      suffix={asset === 'NGN' ? undefined : asset}
      onBlur={tidy}
    />
  );
});
