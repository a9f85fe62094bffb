import { firstMessages } from './first';
import { laterMessages } from './later';
import type { RampMessages } from './types';

/** The default English (Nigeria) strings, every one of them: a base for a host's own translation. */
export const defaultMessages: RampMessages = { ...firstMessages, ...laterMessages };
