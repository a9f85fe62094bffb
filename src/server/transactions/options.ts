import type { SignerIdempotencyOptions } from '../idempotency/types';
import type { OnTransaction } from './on-transaction';

/** The signer's options for the POSTs that create transactions. */
export interface TransactionOptions {
  /**
   * One transaction per `Idempotency-Key` (on a buy, also the body's `reference`): on by default
   * with an in-memory store; `false` turns it off (only for a host that does this itself).
   */
  idempotency?: SignerIdempotencyOptions | false;
  /** Called once for each transaction the service accepted (never for a replay), after the answer; a failure is only logged. */
  onTransaction?: OnTransaction;
}
