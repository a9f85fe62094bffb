import { createScrubber } from '../config/redact';
import { errorReply, toResponse } from './responses';

/** The answer while configuration is missing or wrong: 500 `configuration`, naming what to set (never a secret). */
export function notConfigured(what: string, error: unknown, secrets: readonly string[]): Response {
  const problem = error instanceof Error ? error.message.replace(/^naira-ramp [a-z]+: /, '') : 'unreadable configuration';
  return toResponse(errorReply('configuration', `${what} is not set up: ${problem}`), undefined, createScrubber(...secrets));
}
