import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ASSET_DECIMALS } from '../../core';
import { useRampConfig } from '../config/useRampConfig';
import { asHeld, useLockedValues } from '../form/useLockedValues';
import { useListFailedEvent } from '../flow/useListFailedEvent';
import { usePreload } from '../hooks/lazyModule';
import { useRampFlow } from '../flow/useRampFlow';
import { useReceiptStatus } from '../receipt/useReceiptStatus';
import { listSettled, useBanks, useVendors } from '../signer/queries';
import { BUY_STEP_FIELDS, BUY_STEPS, EMPTY_BUY_VALUES } from './form';
import type { BuyFormValues } from './form';
import { buyLaterCode } from './laterCode';
import { openNarration } from './narration';
import { createBuyResolver } from './resolver';
import type { BuyRampOptions, BuyRampState } from './types';

/**
 * The buy flow: form, vendor and bank lists, steps, submission with one reference per request; `<BuyRamp>` renders it, or a host's own UI.
 *
 * @example
 * ```tsx
 * import { useBuyRamp } from 'naira-ramp';
 *
 * // The host's own markup over the buy flow: the hook holds the form, the lists, the steps and the request.
 * export function BuyProgress() {
 *   const ramp = useBuyRamp({ signer: '/api/ramp' });
 *   return (
 *     <p>
 *       Step {ramp.stepIndex + 1} of {ramp.stepCount}
 *       <button type="button" onClick={() => void ramp.next()}>
 *         Continue
 *       </button>
 *     </p>
 *   );
 * }
 * ```
 */
export function useBuyRamp(options: BuyRampOptions): BuyRampState {
  const config = useRampConfig(options, '<BuyRamp>');
  const list = { signer: config.signer, timeoutMs: config.timeoutMs, client: config.queryClient };
  const vendors = useVendors(list);
  // The first step waits on the vendor list alone: the bank list (the proof step's) and the later code
  // are fetched once it has answered, so that on a slow network they do not hold it up.
  const firstStepSettled = listSettled(vendors);
  const banks = useBanks({ ...list, enabled: firstStepSettled });
  const vendorList = vendors.data;
  const bankList = banks.data;
  const locked = asHeld(options.lockedValues, ASSET_DECIMALS.NGN);

  const [initialValues] = useState<BuyFormValues>(() => ({
    ...EMPTY_BUY_VALUES,
    network: config.networks[0] ?? '',
    ...asHeld(options.defaultValues, ASSET_DECIMALS.NGN),
    ...locked,
  }));
  const { limits, messages } = config;
  // Built again only when limits, wording or a list changes: never per keystroke.
  const resolver = useMemo(
    () => createBuyResolver({ limits: limits.buy, banks: bankList, vendors: vendorList, messages }),
    [limits.buy, bankList, vendorList, messages],
  );
  const form = useForm<BuyFormValues>({ defaultValues: initialValues, mode: 'onTouched', reValidateMode: 'onChange', resolver, shouldUnregister: false });
  useLockedValues(form, locked);
  // The flow's seam: its later code, for the lists loaded so far. The engine sends through it, the receipt reads statuses through it.
  const { persistPaid } = options;
  const edge = useCallback(
    () => buyLaterCode.load().then((code) => code.buyEdge(vendorList, bankList, messages.vendorRequired, config, persistPaid)),
    [vendorList, bankList, messages.vendorRequired, config, persistPaid],
  );
  // Everything after the first step loads once the first step is complete on screen, well before the person needs it.
  usePreload(firstStepSettled, buyLaterCode.load);

  const minutes = options.paymentWindowMinutes;
  const paymentWindowMinutes = minutes && minutes > 0 && Number.isFinite(minutes) ? minutes : undefined;
  // The proof step says what was paid to a person who did not come to it from the pay step (a tab that took the transfer up, a reload).
  const [payStepShown, setPayStepShown] = useState(false);
  const vendorOf = useCallback((vendorNumber: string) => vendorList?.find((vendor) => vendor.number === vendorNumber), [vendorList]);
  const { ramp, engine, state } = useRampFlow({
    flow: 'buy',
    steps: BUY_STEPS,
    review: 'review',
    receipt: 'receipt',
    stepFields: BUY_STEP_FIELDS,
    revisit: ['pay'],
    form,
    initialValues,
    locked,
    commitment: { step: 'pay', fields: ['amount', 'vendorNumber'], reference: 'reference' },
    // The narration on the person's transfer: every request for that transfer carries it.
    plannedReference: (values) => values.reference || undefined,
    transfer: ['amount', 'vendorNumber', 'reference', 'payBy'],
    // The pay step's narration and window exist as the person reaches it, not after it shows.
    onEnter: (step) => {
      if (step !== 'pay') return;
      openNarration(form, paymentWindowMinutes);
      setPayStepShown(true);
    },
    // A separate purchase gets a new narration and window.
    onNewRequest: () => {
      form.setValue('reference', '');
      form.setValue('payBy', '');
    },
    estimateOf: (values) => buyLaterCode.load().then((code) => code.shownEstimate(values, 'buy', config, config.limits.buy)),
    send: (request) => edge().then((later) => later.send(request)),
    check: (reference) => edge().then((later) => later.check(reference)),
    resume: edge,
    callbacks: options,
    lifecycle: options,
  });
  const status = useReceiptStatus(engine, { read: (reference, signal) => edge().then((later) => later.readStatus(reference, signal)), config, polling: options.statusPolling });
  useListFailedEvent(vendors, 'vendors', 'buy', ramp.emit);
  useListFailedEvent(banks, 'banks', 'buy', ramp.emit);
  // The paid transfer's actions come with the later code, which alone offers them.
  const paid = useCallback((action: 'correct' | 'separate' | 'claimParked' | 'dismissParked') => () => void buyLaterCode.load().then((code) => code.createPaidActions(engine.parts)[action]()), [engine]);
  const { correcting, parked } = state;
  const transfer = { correcting, parked, correct: paid('correct'), separate: paid('separate'), claimParked: paid('claimParked'), dismissParked: paid('dismissParked') };
  return { ...ramp, ...transfer, status, form, vendors, banks, vendorOf, locked, config, paymentWindowMinutes, payStepShown };
}
