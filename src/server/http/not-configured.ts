import { createScrubber } from '../config/redact';
import { errorReply, toResponse } from './responses';

const OWN = /^naira-ramp [a-z]+: /;

/**
 * The answer while configuration is missing or wrong: 500 `configuration`, naming what to set
 * (never a secret). Only the signer's own words reach the browser: an engine's message (a
 * TypeError from a value of the wrong shape) is not one of them.
 */
export function notConfigured(what: string, error: unknown, secrets: readonly string[]): Response {
  const problem = error instanceof Error && OWN.test(error.message) ? error.message.replace(OWN, '') : 'its configuration could not be read; the server log says more';
  return toResponse(errorReply('configuration', `${what} is not set up: ${problem}`), undefined, createScrubber(...secrets));
}
