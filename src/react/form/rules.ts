import { lazyModule } from '../flow/lazyModule';
import { withLaterMessages } from '../messages/messages';
import type * as FormRulesChunk from './rulesChunk';

/** The whole form schemas (with the wallet and bank rules they run). */
export type FormRules = typeof FormRulesChunk;

// The wallet checksums (hashing and base-n code), the bank aliases and every rule of a later step are
// the heaviest part of validation, and no first step needs them: they load in their own chunk once a
// form has mounted, and a validation beyond the first fields that comes before them waits for them
// (`formResolver`). They are here only with the later strings, whose field texts (bank, network, account
// name) the rules report.
const formRules = lazyModule(withLaterMessages(() => import('./rulesChunk')));

/**
 * Starts loading the form rules (once; again after a failure); resolves with them, or undefined when
 * they could not load: until then the signer, which checks every field itself, is the judge of the
 * fields past the first.
 */
export const loadFormRules = (): Promise<FormRules | undefined> => formRules.preload().catch(() => undefined);

/** The form rules if they have loaded, else undefined. */
export const loadedFormRules = (): FormRules | undefined => formRules.current();
