import { RampError } from '../../core';

/** A flow's later code could not be fetched (the connection dropped): nothing was sent, so trying again is safe. */
export const laterCodeFailed = (cause: unknown) => new RampError('network', 'The checkout could not load the rest of its code.', { cause });
