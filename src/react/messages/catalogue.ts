import type { RampErrorCode } from '../../core';
import type { RampMessages } from './types';

/**
 * The signer writes its errors in English; a widget in another language words them itself, by code.
 * Network failures and timeouts, host problems and field errors have their own texts in `FirstMessages`.
 */
export type ServiceErrorTexts = {
  /** What happened, for each code the signer's own message would otherwise say. */
  codes: Record<Exclude<RampErrorCode, 'network' | 'timeout' | 'unauthorized' | 'forbidden' | 'configuration'>, string>;
  /** The service did not confirm a request that may have gone through (the signer's `retryable: false`). */
  unconfirmed: string;
  /** Beside a field the signer refused. */
  field: string;
};

/**
 * A shipped language: every string of the widget, with the rules' texts, the signer's errors and the
 * dialog's words in it (English takes the first two from the rules and the signer, the dialog's from
 * its defaults). A missing or an extra key is a type error.
 */
export type Catalogue = RampMessages & Required<Pick<RampMessages, 'issues' | 'serviceErrors' | 'dialog'>>;
