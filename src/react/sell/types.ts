import type { UseFormReturn } from 'react-hook-form';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { Bank, Network, SellRecord } from '../../core';
import type { SharedOptions } from '../config/types';
import type { RampConfig } from '../config/useRampConfig';
import type { LifecycleOptions } from '../flow/lifecycle';
import type { FlowCallbacks, RampFlowState } from '../flow/types';
import type { RampMessages } from '../messages/types';
import type { SellFormValues, SellStep } from './form';

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
