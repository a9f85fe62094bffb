import type { RampMessages } from './messages';
import { firstStepMessages } from './messages';
import { laterMessages } from './later';

/** The default English (Nigeria) strings, every one of them: a base for a host's own translation. */
export const defaultMessages: RampMessages = { ...firstStepMessages, ...laterMessages };
