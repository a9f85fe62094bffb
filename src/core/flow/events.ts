import type { RampError } from '../errors';
import type { Quote } from '../quote';
import type { TransactionStatus } from '../status';
import type { KeptFlow } from './kept';
import type { FlowValues, Lookup, ParkedTransfer } from './state';

/**
 * What can happen to a flow, each a fact the reducer turns into the next state. (The analytics a host
 * receives through `onEvent` are another thing: the widget reports those beside these.)
 */
export type FlowEvent<S extends string, R> =
  /**
   * Continue on a step whose fields passed the widget's own checks; `values` are the form's now. `from` is
   * the step that was checked: a check that ends after the person has moved on (a second Continue while
   * the first one's check ran) no longer speaks for the step on screen, and is ignored. `invalid` is a field
   * the widget's rules refuse now on a step a jump to the review passes by (left bad after an Edit, then
   * Back): it is shown in place of the review.
   */
  | { type: 'continued'; values: FlowValues; from?: S; invalid?: string }
  | { type: 'went_back' }
  /** The person chose a step (the review's Edit buttons), and the field to focus there. */
  | { type: 'opened'; step: S; field?: string }
  /** Confirm found a value the widget's own rules refuse: its step is shown and the field focused. */
  | { type: 'check_failed'; field: string }
  /**
   * Confirm (or "Send again") passed every check and the request leaves. `planned` is the reference the
   * flow already showed the person (buy: the transfer's narration), which every request for that transfer
   * takes; `fresh` a new one, taken when these values are a new request and none was planned. `estimate`
   * is the quote on screen as it left.
   */
  | { type: 'sending'; values: FlowValues; planned?: string; fresh: string; estimate?: Quote }
  /** The request on its way was written from the values and the lists as they are: `body` is what leaves, and what it sends again. */
  | { type: 'written'; body: string }
  /** The status route is asked whether the request went through: its answer was lost, or the person chose "Check again". */
  | { type: 'checking' }
  /** The service accepted the request (or the status route found it), with `status` as it said. `at` is now (ISO 8601). */
  | { type: 'accepted'; record: R; status: TransactionStatus; at: string }
  /** The request certainly did not go through; `refused` are the fields the signer named, as form fields, and `values` the form's now. */
  | { type: 'failed'; error: RampError; refused: readonly { field: string; message: string }[]; values: FlowValues }
  /** It is not known whether the request went through, and the status route did not find it (`lookup` says how that look went). */
  | { type: 'outcome_unknown'; lookup: Lookup }
  /** The status route gave a status other than the one known. */
  | { type: 'status_changed'; status: TransactionStatus }
  /** After a refusal that needs a new reference: the request is dropped, every value kept, and the review shown. Never for a transfer made. */
  | { type: 'set_aside' }
  /** "Correct what I paid": the committed fields open to correct the transfer already made; its reference stays. */
  | { type: 'correcting' }
  /** "Start a separate purchase": `current` (the transfer made) is set aside, reachable, and a new purchase starts on the first step. */
  | { type: 'separated'; current: ParkedTransfer }
  /** "Claim this payment": the transfer set aside is taken up again; `current` is set aside in its place if it was paid and not sent. */
  | { type: 'unparked'; current: ParkedTransfer }
  /** The person dismissed the transfer set aside, knowingly. */
  | { type: 'parked_dismissed' }
  /** "Start another": a fresh flow (the form is reset beside it); a transfer set aside stays. */
  | { type: 'reset' }
  /**
   * A reload put back what this tab kept. `onItsWay`: the kept request is still on its way in this page
   * (the widget that sent it was taken out, and this one put back before its answer came): its answer comes here.
   */
  | { type: 'resumed'; kept: KeptFlow<S, R>; onItsWay?: boolean };
