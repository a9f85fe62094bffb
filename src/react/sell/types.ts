import type { UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Bank, DepositInstructions, Network, SellRecord } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import type { FlowOptions, RampFlowState } from '../flow/types';
import type { SellFormValues, SellStep } from './form';

/**
 * The host's own wallet stack (wagmi, Solana wallet adapter, Stellar Wallets Kit...): sends the coins the
 * instructions name and resolves with the transaction hash. Reject with an error whose `code` is 4001 when
 * the person declined (EIP-1193's code, which those libraries keep).
 */
export type SendDeposit = (instructions: DepositInstructions) => Promise<{ hash: string }>;

/** Options of `useSellRamp` (and the behaviour props of `<SellRamp>`). */
export type SellRampOptions = FlowOptions<SellFormValues, SellStep, SellRecord> & {
  /** Sends the deposit from the host's wallet stack; with it the deposit step offers this one button instead of browser wallets. */
  sendDeposit?: SendDeposit;
};

/** The sell flow's state and actions, for `<SellRamp>` or a host's own UI. */
export type SellRampState = RampFlowState<SellFormValues, SellStep, SellRecord> & {
  form: UseFormReturn<SellFormValues>;
  banks: UseQueryResult<Bank[], Error>;
  /** The host's `lockedValues` as the form holds them (an amount grouped, "25,000", as a typed one). */
  locked: Partial<SellFormValues>;
  config: RampConfig;
  /** The networks offered: the host's, less those the signer takes no sells on (no deposit address). */
  networks: readonly Network[];
  /** The options the flow was given, as given: the deposit step reads `sendDeposit` and where to keep the hash from them. */
  options: SellRampOptions;
};
