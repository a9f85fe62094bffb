import type { StatusPolling } from '../signer/polling';

/** Options for what happens after a request is sent: the status page, resuming, opening a receipt by reference. */
export type LifecycleOptions = {
  /** Opens the receipt of this reference (e.g. from a link back to your page) and follows its status. */
  reference?: string;
  /** Keeps the flow (step, values, reference, record) in this tab's sessionStorage across reloads; true by default. */
  persist?: boolean;
  /**
   * Keeps a paid transfer not yet claimed (a buy once "I have paid" is said, until its request is accepted or
   * the person dismisses it knowingly, for 3 days at most) in this browser's localStorage under the same key,
   * so that a tab opened after the paying one was closed, or beside it, takes that transfer up under its
   * narration instead of showing a new one to pay. Only the narration, the amount, the vendor's account number
   * and when it was paid are kept there: never the account paid from nor the wallet, for a device may be
   * shared. True by default; `persist={false}` turns this off too.
   */
  persistPaid?: boolean;
  /** The sessionStorage key prefix (and localStorage's, see `persistPaid`), to keep several widgets on one site apart (two of one flow on a page need one each); `naira-ramp` by default. */
  persistKey?: string;
  /** How often the receipt asks for the status (backing off); see `StatusPolling`. */
  statusPolling?: StatusPolling;
};
