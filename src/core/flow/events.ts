import type { RampError } from '../errors';
import type { TransactionStatus } from '../status';
import type { FlowValues, KeptFlow } from './state';

/**
 * What can happen to a flow, each a fact the reducer turns into the next state. (The analytics a host
 * receives through `onEvent` are another thing: the widget reports those beside these.)
 */
export type FlowEvent<S extends string, R> =
  /** Continue on a step whose fields passed the widget's own checks; `values` are the form's now. */
  | { type: 'continued'; values: FlowValues }
  | { type: 'went_back' }
  /** The person chose a step (the review's Edit buttons), and the field to focus there. */
  | { type: 'opened'; step: S; field?: string }
  /** Confirm found a value the widget's own rules refuse: its step is shown and the field focused. */
  | { type: 'check_failed'; field: string }
  /**
   * Confirm passed every check and the request leaves. `planned` is the reference the flow already
   * showed the person (buy: the transfer's narration), `fresh` a new one, taken when these values are a
   * new request.
   */
  | { type: 'sending'; values: FlowValues; planned?: string; fresh: string }
  /** The answer was lost; the status route is being asked whether the request went through. */
  | { type: 'checking' }
  /** The service accepted the request (or the status route found it), with `status` as it said. `at` is now (ISO 8601). */
  | { type: 'accepted'; record: R; status: TransactionStatus; at: string }
  /** The request failed; `refused` are the fields the signer named, as form fields, and `values` the form's now. */
  | { type: 'failed'; error: RampError; refused: readonly { field: string; message: string }[]; values: FlowValues }
  /** The status route gave a status other than the one known. */
  | { type: 'status_changed'; status: TransactionStatus }
  /** After a request that may have gone through: its reference is dropped, every value kept, and the review shown. */
  | { type: 'set_aside' }
  /** Amount or vendor change after "I have paid": a new request, from the first step, every value kept. */
  | { type: 'restarted' }
  /** "Start another": a fresh flow (the form is reset beside it). */
  | { type: 'reset' }
  /** A reload put back what this tab kept. */
  | { type: 'resumed'; kept: KeptFlow<S, R> };
