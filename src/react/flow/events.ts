import type { Network, RampErrorCode, TransactionStatus } from '../../core';
import type { RampFlow } from '../config/types';

/** Analytics events a widget emits through `onEvent`; each is fired once per occurrence. */
export type RampEvent =
  | { type: 'step_viewed'; flow: RampFlow; step: string; index: number; total: number }
  | { type: 'list_failed'; flow: RampFlow; list: 'vendors' | 'banks'; code: RampErrorCode }
  | { type: 'copied'; flow: RampFlow; field: string }
  | { type: 'submit_started'; flow: RampFlow; reference: string; attempt: number }
  | { type: 'submit_succeeded'; flow: RampFlow; reference: string; transactionId: string }
  | { type: 'submit_failed'; flow: RampFlow; reference: string; code: RampErrorCode; status?: number; retryable: boolean }
  /** The answer was lost (or the signer said the request may have gone through) and the status route did not find it. */
  | { type: 'outcome_unknown'; flow: RampFlow; reference: string; code: RampErrorCode }
  | { type: 'new_request'; flow: RampFlow; previousReference: string }
  | { type: 'status_changed'; flow: RampFlow; reference: string; status: TransactionStatus }
  | { type: 'resumed'; flow: RampFlow; step: string }
  /** "Correct what I paid": amount and vendor open again under the same reference. */
  | { type: 'paid_correcting'; flow: RampFlow; reference: string }
  /** "Start a separate purchase": the transfer made is set aside under its reference. */
  | { type: 'paid_parked'; flow: RampFlow; reference: string }
  /** The transfer set aside is taken up again ("Claim this payment"). */
  | { type: 'parked_claimed'; flow: RampFlow; reference: string }
  /** The transfer set aside is dismissed, knowingly. */
  | { type: 'parked_dismissed'; flow: RampFlow; reference: string }
  | { type: 'reset'; flow: RampFlow }
  /** The person's wallet (or the host's `sendDeposit`) sent the sale's coins, or the person gave the hash: reported once. */
  | { type: 'deposit_sent'; flow: 'sell'; reference: string; network: Network; hash: string };

/** Every event type name, for hosts that route events by name. */
export type RampEventType = RampEvent['type'];
