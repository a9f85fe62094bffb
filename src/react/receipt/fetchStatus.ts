import { parseStatusAnswer, RampError } from '../../core';
import type { StatusAnswer } from '../../core';
import type { StatusRequest } from '../flow/types';
import { callSigner } from '../signer/client';
import { nextPollDelay } from './polling';
import type { StatusPolling } from './polling';

/** Asks `GET {signer}/transactions/{reference}` once; an answer it cannot read is an `upstream` error. */
export async function fetchStatus<R>({ signer, reference, parseRecord, timeoutMs, signal }: StatusRequest<R>): Promise<StatusAnswer<R>> {
  const json = await callSigner(signer, `/transactions/${encodeURIComponent(reference)}`, { signal, timeoutMs });
  const answer = parseStatusAnswer(json, parseRecord);
  if (!answer) throw new RampError('upstream', 'The status answer could not be read.');
  return answer;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After an answer that left it unknown whether the request went through: asks the status route a
 * bounded number of times. The answer when the signer knows the reference; undefined when it still
 * does not after `attempts` tries (or the lookup keeps failing), so the caller falls back to its
 * "Start a new request" path.
 */
export async function findTransaction<R>(request: StatusRequest<R> & { attempts: number; polling: StatusPolling }): Promise<StatusAnswer<R> | undefined> {
  for (let attempt = 0; attempt < request.attempts; attempt += 1) {
    if (attempt > 0) await wait(nextPollDelay(attempt - 1, request.polling));
    try {
      return await fetchStatus(request);
    } catch {
      // A 404 (not known yet) or a failing lookup: ask again, up to the bound.
    }
  }
  return undefined;
}
