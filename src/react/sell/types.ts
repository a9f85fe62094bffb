import type { UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Bank, Network, SellRecord } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import type { FlowOptions, RampFlowState } from '../flow/types';
import type { SellFormValues, SellStep } from './form';

/** Options of `useSellRamp` (and the behaviour props of `<SellRamp>`). */
export type SellRampOptions = FlowOptions<SellFormValues, SellStep, SellRecord>;

/** The sell flow's state and actions, for `<SellRamp>` or a host's own UI. */
export type SellRampState = RampFlowState<SellFormValues, SellStep, SellRecord> & {
  form: UseFormReturn<SellFormValues>;
  banks: UseQueryResult<Bank[], Error>;
  locked: Partial<SellFormValues>;
  config: RampConfig;
  /** The networks offered: the host's, less those the signer takes no sells on (no deposit address). */
  networks: readonly Network[];
};
