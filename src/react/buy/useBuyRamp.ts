import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { Bank, BuyRecord, Vendor } from '../../core';
import { BUY_STEP_FIELDS, BUY_STEPS, EMPTY_BUY_VALUES, createBuyResolver } from './form';
import type { BuyFormValues, BuyStep } from './form';
import { buyFirstMessages } from './messages';
import type { RampMessages } from '../messages/messages';
import { useBanks, useVendors } from '../signer/queries';
import type { LifecycleOptions } from '../flow/lifecycle';
import type { SharedOptions } from '../config/types';
import { useRampConfig } from '../config/useRampConfig';
import type { RampConfig } from '../config/useRampConfig';
import { useListFailedEvent } from '../flow/useListFailedEvent';
import { useRampFlow } from '../flow/useRampFlow';
import { useCurrentResolver } from '../form/widgetForm';
import type { FormHook } from '../form/widgetForm';
import type { FlowCallbacks, RampFlowState } from '../flow/types';

/** Options of `useBuyRamp` (and the behaviour props of `<BuyRamp>`). */
export type BuyRampOptions = SharedOptions &
  LifecycleOptions &
  FlowCallbacks<BuyStep, BuyRecord> & {
    /** Values to prefill; the person can change them. */
    defaultValues?: Partial<BuyFormValues>;
    /** Values the host already knows, shown read-only (e.g. `{ network, walletAddress }`). */
    lockedValues?: Partial<BuyFormValues>;
    /** Replacement strings. */
    messages?: Partial<RampMessages>;
    /** The `QueryClient` for the vendor and bank lists; the widget makes its own when absent. */
    queryClient?: QueryClient;
  };

/** The buy flow's state and actions, for `<BuyRamp>` or a host's own UI. */
export type BuyRampState = RampFlowState<BuyFormValues, BuyStep, BuyRecord> & {
  form: UseFormReturn<BuyFormValues>;
  vendors: UseQueryResult<Vendor[], Error>;
  banks: UseQueryResult<Bank[], Error>;
  /** The listed vendor with this account number, if any. */
  vendorOf: (vendorNumber: string) => Vendor | undefined;
  locked: Partial<BuyFormValues>;
  config: RampConfig;
};

/** Headless buy flow: form, vendor and bank lists, steps, submission with one reference per request. */
export function useBuyRamp(options: BuyRampOptions): BuyRampState {
  return useBuyFlow(options, useForm);
}

/** The buy flow on a form from `useFormHook` (`<BuyRamp>` passes `useWidgetForm`). */
export function useBuyFlow(options: BuyRampOptions, useFormHook: FormHook): BuyRampState {
  const config = useRampConfig(options, '<BuyRamp>', buyFirstMessages);
  const list = { signer: config.signer, timeoutMs: config.timeoutMs, client: config.queryClient };
  const vendors = useVendors(list);
  const banks = useBanks(list);
  const vendorList = vendors.data;
  const locked = options.lockedValues ?? {};

  const [initialValues] = useState<BuyFormValues>(() => ({
    ...EMPTY_BUY_VALUES,
    network: config.networks[0] ?? '',
    ...options.defaultValues,
    ...options.lockedValues,
  }));
  const { limits, locale, messages } = config;
  // Built again only when limits, locale, wording or a list changes: never per keystroke.
  const resolver = useMemo(
    () => createBuyResolver({ limits: limits.buy, locale, banks: banks.data, vendors: vendorList, messages }),
    [limits.buy, locale, banks.data, vendorList, messages],
  );
  const currentResolver = useCurrentResolver(resolver);
  const form = useFormHook<BuyFormValues>({ defaultValues: initialValues, mode: 'onTouched', reValidateMode: 'onChange', resolver: currentResolver, shouldUnregister: false });

  const vendorOf = (vendorNumber: string) => vendorList?.find((vendor) => vendor.number === vendorNumber);
  const flow = useRampFlow({
    flow: 'buy',
    steps: BUY_STEPS,
    stepFields: BUY_STEP_FIELDS,
    revisit: ['pay'],
    form,
    initialValues,
    locked,
    commitment: { step: 'pay', fields: ['amount', 'vendorNumber'] },
    wire: (code) => code.buyWire(vendorList, banks.data, config.messages.vendorRequired),
    config,
    callbacks: options,
    lifecycle: options,
  });
  useListFailedEvent(vendors, 'vendors', 'buy', flow.emit);
  useListFailedEvent(banks, 'banks', 'buy', flow.emit);
  return { ...flow, form, vendors, banks, vendorOf, locked, config };
}
