import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { parseSellResponse } from '../core';
import type { Bank, SellRecord } from '../core';
import type { RampMessages } from './messages';
import { useBanks } from './queries';
import { EMPTY_SELL_VALUES, SELL_STEP_FIELDS, SELL_STEPS, checkSell } from './sellForm';
import type { SellFormValues, SellStep } from './sellForm';
import type { SharedOptions } from './types';
import { useRampConfig } from './useRampConfig';
import type { RampConfig } from './useRampConfig';
import { useListFailedEvent } from './useListFailedEvent';
import { useRampFlow } from './useRampFlow';
import type { FlowCallbacks, RampFlowState } from './useRampFlow';
import { createResolver } from './validation';
import type { CheckContext } from './validation';
import { SELL_WIRE_FIELDS, toSellRequest } from './wire';

/** Options of `useSellRamp` (and the behaviour props of `<SellRamp>`). */
export type SellRampOptions = SharedOptions &
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
};

/** Headless sell flow: form, bank list, steps, submission with one idempotency key per request. */
export function useSellRamp(options: SellRampOptions): SellRampState {
  const config = useRampConfig(options, '<SellRamp>');
  const banks = useBanks({ signer: config.signer, timeoutMs: config.timeoutMs, client: config.queryClient });
  const locked = options.lockedValues ?? {};

  const [initialValues] = useState<SellFormValues>(() => ({
    ...EMPTY_SELL_VALUES,
    network: config.networks[0] ?? '',
    ...options.defaultValues,
    ...options.lockedValues,
  }));
  const [resolver] = useState(() => createResolver(checkSell));
  // Read by the resolver on every validation, so limits, lists and messages are always current.
  const context: CheckContext = { limits: config.limits.sell, locale: config.locale, banks: banks.data, messages: config.messages };
  const form = useForm<SellFormValues, CheckContext>({ context, defaultValues: initialValues, mode: 'onTouched', reValidateMode: 'onChange', resolver, shouldUnregister: false });

  const flow = useRampFlow({
    flow: 'sell',
    steps: SELL_STEPS,
    stepFields: SELL_STEP_FIELDS,
    revisit: [],
    form,
    initialValues,
    wireFields: SELL_WIRE_FIELDS,
    request: (values) => ({ path: '/offramp', body: toSellRequest(values, banks.data) }),
    parseRecord: (json) => parseSellResponse(json)?.transaction,
    recordId: (record) => record.transaction_id ?? '',
    config,
    callbacks: options,
  });
  useListFailedEvent(banks, 'banks', 'sell', flow.emit);
  return { ...flow, form, banks, locked, config };
}
