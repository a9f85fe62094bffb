import type { BuyUpstreamBody, SellUpstreamBody } from '../../core';
import { maskKnown, personalValuesOf } from '../config/personal';
import type { SignerLogger } from '../config/types';

/** One transaction the ramp service accepted, as `onTransaction` receives it. */
export interface TransactionEvent {
  /** The user `authorize` named; `undefined` when the signer runs without `authorize`. */
  userId: string | undefined;
  /** Which POST created it. */
  route: 'onramp' | 'offramp';
  /** The request's idempotency key (on a buy, the widget's reference); `undefined` when none was sent. */
  reference: string | undefined;
  /**
   * True when an earlier forward under this reference left no known outcome (a timeout, a dropped
   * connection, a 5xx) and the service's status lookup then said it holds nothing, so this request
   * was sent again. A buy is found by its reference, so the lookup's word settles it. A sell's body
   * carries no reference the lookup knows: the service may also hold the earlier sell, pending, with
   * no coins ever asked for it. Match it by its account in your `transaction_request.successful` webhooks.
   */
  sentAgain: boolean;
  /** The validated body the signer sent to the service (no secret in it). */
  request: BuyUpstreamBody | SellUpstreamBody;
  /** The signer's answer to the browser: status and JSON body (`{ status, message, transaction }`). */
  response: { status: number; body: unknown };
}

/**
 * The host's record of each transaction; called once per accepted transaction, never for a replay.
 * One whose answer was lost is reported when a later attempt finds it through the status lookup.
 */
export type OnTransaction = (event: TransactionEvent) => void | Promise<void>;

/**
 * Calls the host's hook without holding up the person's answer; a throw or rejection is logged
 * (never the secret, nor the names, numbers and addresses of the request: the logger is the
 * redacting one, and the request's own values are masked too) and never reaches the browser.
 */
export function reportTransaction(hook: OnTransaction, event: Promise<TransactionEvent>, logger: SignerLogger | undefined): void {
  void event.then(async (ready) => {
    try {
      await hook(ready);
    } catch (error) {
      logger?.warn('onTransaction failed; the transaction itself went through', {
        route: 'transaction',
        error: error instanceof Error ? maskKnown(error.message, personalValuesOf(ready.request)) : 'unknown',
      });
    }
  });
}
