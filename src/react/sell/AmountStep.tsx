import { memo, useCallback } from 'react';
import type { ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import type { AmountLimits } from '../../core';
import { AmountField } from '../ui/fields/AmountField';
import { ChoiceGroup } from '../ui/fields/ChoiceGroup';
import { usePreloadComboboxes } from '../ui/fields/lazyComboboxes';
import type { FirstStepQuoteProps } from '../quote/QuoteLine';
import { Step } from '../ui/Step';
import { useRampUi } from '../ui/RampUi';
import type { SellAsset } from './form';
import type { SellRampState } from './types';

const ASSETS: readonly SellAsset[] = ['USDT', 'USDC'];
const ASSET_CHOICES = ASSETS.map((asset) => ({ value: asset, label: asset }));

/** The amount input for the chosen stablecoin (only this leaf watches the asset). */
function SellAmountField({ limits, locked }: { limits: AmountLimits; locked: boolean }) {
  const { messages } = useRampUi();
  const asset = useWatch({ name: 'asset' }) as SellAsset;
  return <AmountField asset={asset} label={messages.sellAmountLabel} limits={limits} locked={locked} />;
}

type SellAmountStepProps = {
  headingRef: SellRampState['headingRef'];
  next: SellRampState['next'];
  form: SellRampState['form'];
  config: SellRampState['config'];
  amountLocked: boolean;
  /** The quote line, which comes with the flow's later code; its place is kept until then. */
  Quote?: ComponentType<FirstStepQuoteProps>;
};

/**
 * Sell step 1: which stablecoin and how much. Its props are the flow's stable parts, so it renders
 * again only when one of them changes, not on every render of the flow (react-hook-form's own update
 * right after mount is one).
 */
export const SellAmountStep = memo(function SellAmountStep({ headingRef, next, form, config, amountLocked, Quote }: SellAmountStepProps) {
  usePreloadComboboxes(true);
  const { messages } = useRampUi();
  // A different stablecoin has other decimals and limits: an amount already typed is judged again.
  const recheckAmount = useCallback(() => {
    if (form.getValues('amount')) void form.trigger('amount');
  }, [form]);
  return (
    <Step headingRef={headingRef} title={messages.amountStepTitle} onSubmit={next}>
      <ChoiceGroup name="asset" legend={messages.assetLabel} choices={ASSET_CHOICES} onChange={recheckAmount} />
      <SellAmountField limits={config.limits.sell} locked={amountLocked} />
      {Quote ? <Quote side="sell" config={config} limits={config.limits.sell} /> : <div className="nr-quote" data-slot="quote" data-state="loading" />}
    </Step>
  );
});
