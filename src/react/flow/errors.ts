import { RampError } from '../../core';

/** Turns any thrown value into a `RampError`. */
export function toRampError(cause: unknown): RampError {
  if (cause instanceof RampError) return cause;
  return new RampError('upstream', cause instanceof Error ? cause.message : 'Unexpected error', { cause });
}
