import type { UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Bank, BuyRecord, ParkedTransfer, Vendor } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import type { FlowOptions, RampFlowState } from '../flow/types';
import type { BuyFormValues, BuyStep } from './form';

/** Options of `useBuyRamp` (and the behaviour props of `<BuyRamp>`). */
export type BuyRampOptions = FlowOptions<BuyFormValues, BuyStep, BuyRecord> & {
  /**
   * Minutes the person has to pay the vendor, counted from when the pay step first shows, with a
   * visible countdown read out at every 5 minutes and the last one (default: none, and no countdown).
   */
  paymentWindowMinutes?: number;
};

/** The buy flow's state and actions, for `<BuyRamp>` or a host's own UI. */
export type BuyRampState = RampFlowState<BuyFormValues, BuyStep, BuyRecord> & {
  form: UseFormReturn<BuyFormValues>;
  vendors: UseQueryResult<Vendor[], Error>;
  banks: UseQueryResult<Bank[], Error>;
  /** The listed vendor with this account number, if any. */
  vendorOf: (vendorNumber: string) => Vendor | undefined;
  /** The host's `lockedValues` as the form holds them (an amount grouped, "25,000", as a typed one). */
  locked: Partial<BuyFormValues>;
  config: RampConfig;
  /** The host's payment window in minutes, when it gave a usable one. */
  paymentWindowMinutes: number | undefined;
  /**
   * True once the pay step has shown in this mount. A person who did not come to the proof step from it (a
   * tab that took a paid transfer up after the paying one was closed, or a reload) is told there what they paid.
   */
  payStepShown: boolean;
  /** True while amount and vendor are open to correct the transfer made (its reference stays). */
  correcting: boolean;
  /** "Correct what I paid": opens amount and vendor to correct the transfer already made; its reference (the narration) stays. */
  correct: () => void;
  /** "Start a separate purchase": the transfer made is set aside, reachable as `parked`, and a new purchase starts. */
  separate: () => void;
  /** A paid transfer set aside for a separate purchase (its reference and values), until it is claimed or dismissed. */
  parked: ParkedTransfer | null;
  /** Takes the `parked` transfer up again; the one on screen is set aside in its place when it was paid and not sent. */
  claimParked: () => void;
  /** Forgets the `parked` transfer: only when the person says they did not make it, or will take it up with the business. */
  dismissParked: () => void;
};
