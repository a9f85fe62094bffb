import type { StatusPolling } from '../signer/polling';

/** Options for what happens after a request is sent: the status page, resuming, opening a receipt by reference. */
export type LifecycleOptions = {
  /** Opens the receipt of this reference (e.g. from a link back to your page) and follows its status. */
  reference?: string;
  /** Keeps the flow (step, values, reference, record) in this tab's sessionStorage across reloads; true by default. */
  persist?: boolean;
  /** The sessionStorage key prefix, to keep several widgets on one site apart (two of one flow on a page need one each); `naira-ramp` by default. */
  persistKey?: string;
  /** How often the receipt asks for the status (backing off); see `StatusPolling`. */
  statusPolling?: StatusPolling;
};
