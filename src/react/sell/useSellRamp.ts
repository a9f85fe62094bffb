import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { ASSET_DECIMALS } from '../../core';
import type { Network } from '../../core';
import { useRampConfig } from '../config/useRampConfig';
import { asHeld, useLockedValues } from '../form/useLockedValues';
import type { RampConfig } from '../config/useRampConfig';
import { useListFailedEvent } from '../flow/useListFailedEvent';
import { usePreload } from '../hooks/lazyModule';
import { useRampFlow } from '../flow/useRampFlow';
import { useReceiptStatus } from '../receipt/useReceiptStatus';
import { useBanks } from '../signer/queries';
import { useSignerSettings } from '../signer/settings';
import { EMPTY_SELL_VALUES, SELL_STEP_FIELDS, SELL_STEPS } from './form';
import type { SellFormValues } from './form';
import { sellLaterCode } from './laterCode';
import { useSellNetworksWarning } from './networkContradiction';
import { createSellResolver } from './resolver';
import type { SellRampOptions, SellRampState } from './types';

/**
 * The host's networks that the signer takes sells on. When the signer's list arrives and the chosen
 * network is not on it (and the host did not lock it), the first one offered is chosen instead.
 */
function useSellNetworks(config: RampConfig, form: UseFormReturn<SellFormValues>, locked: Partial<SellFormValues>): readonly Network[] {
  const open = useSignerSettings(config)?.sellNetworks;
  const networks = useMemo(() => (open ? config.networks.filter((n) => open.includes(n)) : config.networks), [config.networks, open]);
  useSellNetworksWarning(config.networks, open, locked.network || undefined);
  useEffect(() => {
    const chosen = form.getValues('network');
    if (locked.network || !networks[0] || (chosen && networks.includes(chosen))) return;
    form.setValue('network', networks[0]);
  }, [form, locked.network, networks]);
  return networks;
}

/**
 * The sell flow: form, bank list, steps, submission with one reference per request; `<SellRamp>` renders it, or a host's own UI.
 *
 * @example
 * ```tsx
 * import { useSellRamp } from 'naira-ramp';
 *
 * // The host's own first step: the hook validates it, and moves on or focuses the first bad field.
 * export function SellAmount() {
 *   const ramp = useSellRamp({ signer: '/api/ramp' });
 *   return (
 *     <form
 *       onSubmit={(event) => {
 *         event.preventDefault();
 *         void ramp.next();
 *       }}
 *     >
 *       <label>
 *         Amount to sell <input {...ramp.form.register('amount')} />
 *       </label>
 *       <button type="submit">Continue</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useSellRamp(options: SellRampOptions): SellRampState {
  const config = useRampConfig(options, '<SellRamp>');
  const banks = useBanks({ signer: config.signer, timeoutMs: config.timeoutMs, client: config.queryClient });
  const bankList = banks.data;
  // USDT and USDC take the same decimals (ASSET_DECIMALS): a locked amount reads the same for either.
  const locked = asHeld(options.lockedValues, ASSET_DECIMALS.USDT);

  const [initialValues] = useState<SellFormValues>(() => ({
    ...EMPTY_SELL_VALUES,
    network: config.networks[0] ?? '',
    ...asHeld(options.defaultValues, ASSET_DECIMALS.USDT),
    ...locked,
  }));
  const { limits, messages } = config;
  // Built again only when limits, wording or the bank list changes: never per keystroke.
  const resolver = useMemo(() => createSellResolver({ limits: limits.sell, banks: bankList, messages }), [limits.sell, bankList, messages]);
  const form = useForm<SellFormValues>({ defaultValues: initialValues, mode: 'onTouched', reValidateMode: 'onChange', resolver, shouldUnregister: false });
  useLockedValues(form, locked);
  // The flow's seam: its later code, for the bank list loaded so far. The engine sends through it, the receipt reads statuses through it.
  const edge = useCallback(() => sellLaterCode.load().then((code) => code.sellEdge(bankList, config)), [bankList, config]);
  // The sell flow's first step waits on no list: its later code is fetched at once.
  usePreload(true, sellLaterCode.load);

  const { ramp, engine } = useRampFlow({
    flow: 'sell',
    steps: SELL_STEPS,
    review: 'review',
    receipt: 'receipt',
    stepFields: SELL_STEP_FIELDS,
    revisit: [],
    form,
    initialValues,
    locked,
    estimateOf: (values) => sellLaterCode.load().then((code) => code.shownEstimate(values, 'sell', config, config.limits.sell)),
    send: (request) => edge().then((later) => later.send(request)),
    check: (reference) => edge().then((later) => later.check(reference)),
    resume: edge,
    callbacks: options,
    lifecycle: options,
  });
  const status = useReceiptStatus(engine, { read: (reference, signal) => edge().then((later) => later.readStatus(reference, signal)), config, polling: options.statusPolling });
  useListFailedEvent(banks, 'banks', 'sell', ramp.emit);
  const networks = useSellNetworks(config, form, locked);
  return { ...ramp, status, form, banks, locked, config, networks, options };
}
