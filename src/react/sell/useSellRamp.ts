import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { Bank, Network, SellRecord } from '../../core';
import { sellFirstMessages } from './messages';
import type { RampMessages } from '../messages/messages';
import { useBanks } from '../signer/queries';
import { useSignerSettings } from '../signer/settings';
import { EMPTY_SELL_VALUES, SELL_STEP_FIELDS, SELL_STEPS, createSellResolver } from './form';
import type { SellFormValues, SellStep } from './form';
import type { LifecycleOptions } from '../flow/lifecycle';
import type { SharedOptions } from '../config/types';
import { useRampConfig } from '../config/useRampConfig';
import type { RampConfig } from '../config/useRampConfig';
import { useListFailedEvent } from '../flow/useListFailedEvent';
import { useRampFlow } from '../flow/useRampFlow';
import { useCurrentResolver } from '../form/widgetForm';
import type { FormHook } from '../form/widgetForm';
import type { FlowCallbacks, RampFlowState } from '../flow/types';

/** Options of `useSellRamp` (and the behaviour props of `<SellRamp>`). */
export type SellRampOptions = SharedOptions &
  LifecycleOptions &
  FlowCallbacks<SellStep, SellRecord> & {
    /** Values to prefill; the person can change them. */
    defaultValues?: Partial<SellFormValues>;
    /** Values the host already knows, shown read-only (e.g. `{ network, walletAddress }`). */
    lockedValues?: Partial<SellFormValues>;
    /** Replacement strings. */
    messages?: Partial<RampMessages>;
    /** The `QueryClient` for the bank list; the widget makes its own when absent. */
    queryClient?: QueryClient;
  };

/** The sell flow's state and actions, for `<SellRamp>` or a host's own UI. */
export type SellRampState = RampFlowState<SellFormValues, SellStep, SellRecord> & {
  form: UseFormReturn<SellFormValues>;
  banks: UseQueryResult<Bank[], Error>;
  locked: Partial<SellFormValues>;
  config: RampConfig;
  /** The networks offered: the host's, less those the signer takes no sells on (no deposit address). */
  networks: readonly Network[];
};

/**
 * The host's networks that the signer takes sells on. When the signer's list arrives and the chosen
 * network is not on it (and the host did not lock it), the first one offered is chosen instead.
 */
function useSellNetworks(config: RampConfig, form: UseFormReturn<SellFormValues>, locked: Partial<SellFormValues>): readonly Network[] {
  const open = useSignerSettings(config)?.sellNetworks;
  const networks = useMemo(() => (open ? config.networks.filter((n) => open.includes(n)) : config.networks), [config.networks, open]);
  useEffect(() => {
    const chosen = form.getValues('network');
    if (locked.network || !networks[0] || (chosen && networks.includes(chosen))) return;
    form.setValue('network', networks[0]);
  }, [form, locked.network, networks]);
  return networks;
}

/** Headless sell flow: form, bank list, steps, submission with one idempotency key per request. */
export function useSellRamp(options: SellRampOptions): SellRampState {
  return useSellFlow(options, useForm);
}

/** The sell flow on a form from `useFormHook` (`<SellRamp>` passes `useWidgetForm`). */
export function useSellFlow(options: SellRampOptions, useFormHook: FormHook): SellRampState {
  const config = useRampConfig(options, '<SellRamp>', sellFirstMessages);
  const banks = useBanks({ signer: config.signer, timeoutMs: config.timeoutMs, client: config.queryClient });
  const locked = options.lockedValues ?? {};

  const [initialValues] = useState<SellFormValues>(() => ({
    ...EMPTY_SELL_VALUES,
    network: config.networks[0] ?? '',
    ...options.defaultValues,
    ...options.lockedValues,
  }));
  const { limits, locale, messages } = config;
  // Built again only when limits, locale, wording or the bank list changes: never per keystroke.
  const resolver = useMemo(
    () => createSellResolver({ limits: limits.sell, locale, banks: banks.data, messages }),
    [limits.sell, locale, banks.data, messages],
  );
  const currentResolver = useCurrentResolver(resolver);
  const form = useFormHook<SellFormValues>({ defaultValues: initialValues, mode: 'onTouched', reValidateMode: 'onChange', resolver: currentResolver, shouldUnregister: false });

  const flow = useRampFlow({
    flow: 'sell',
    steps: SELL_STEPS,
    stepFields: SELL_STEP_FIELDS,
    revisit: [],
    form,
    initialValues,
    locked,
    wire: (code) => code.sellWire(banks.data),
    config,
    callbacks: options,
    lifecycle: options,
  });
  useListFailedEvent(banks, 'banks', 'sell', flow.emit);
  const networks = useSellNetworks(config, form, locked);
  return { ...flow, form, banks, locked, config, networks };
}
