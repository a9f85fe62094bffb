import type { RampMessages } from './types';

/**
 * A shipped language: every string of the widget, with the rules' texts, the signer's errors and the
 * dialog's words in it (English takes the first two from the rules and the signer, the dialog's from
 * its defaults). A missing or an extra key is a type error.
 */
export type Catalogue = RampMessages & Required<Pick<RampMessages, 'issues' | 'serviceErrors' | 'dialog'>>;
