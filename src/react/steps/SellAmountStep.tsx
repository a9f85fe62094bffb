import { useWatch } from 'react-hook-form';
import type { AmountLimits } from '../../core';
import { AmountField } from '../fields/AmountField';
import { ChoiceGroup } from '../fields/ChoiceGroup';
import { usePreloadComboboxes } from '../fields/lazyComboboxes';
import { FirstStepQuote } from '../parts/firstStepParts';
import { Step } from '../parts/Step';
import { useRampUi } from '../parts/RampUi';
import type { SellAsset } from '../sellForm';
import type { SellRampState } from '../useSellRamp';

const ASSETS: readonly SellAsset[] = ['USDT', 'USDC'];

/** The amount input for the chosen stablecoin (only this leaf watches the asset). */
function SellAmountField({ limits, locked }: { limits: AmountLimits; locked: boolean }) {
  const { messages } = useRampUi();
  const asset = useWatch({ name: 'asset' }) as SellAsset;
  return <AmountField asset={asset} label={messages.sellAmountLabel} limits={limits} locked={locked} />;
}

/** Sell step 1: which stablecoin and how much. */
export function SellAmountStep({ ramp }: { ramp: SellRampState }) {
  usePreloadComboboxes();
  const { messages } = useRampUi();
  return (
    <Step headingRef={ramp.headingRef} title={messages.amountStepTitle} onSubmit={ramp.next}>
      <ChoiceGroup
        name="asset"
        legend={messages.assetLabel}
        choices={ASSETS.map((asset) => ({ value: asset, label: asset }))}
        onChange={() => {
          if (ramp.form.getValues('amount')) void ramp.form.trigger('amount');
        }}
      />
      <SellAmountField limits={ramp.config.limits.sell} locked={ramp.locked.amount !== undefined} />
      <FirstStepQuote side="sell" config={ramp.config} limits={ramp.config.limits.sell} />
    </Step>
  );
}
