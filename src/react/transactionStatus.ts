import { parseStatusAnswer, RampError } from '../core';
import type { StatusAnswer } from '../core';
import { callSigner } from './signerClient';
import { nextPollDelay } from './statusPolling';
import type { StatusPolling } from './statusPolling';
import type { Signer } from './types';

type StatusRequest<R> = {
  signer: Signer;
  reference: string;
  parseRecord: (raw: unknown) => R | undefined;
  timeoutMs?: number;
  signal?: AbortSignal;
};

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
export async function findTransaction<R>(request: StatusRequest<R> & { attempts?: number; polling?: StatusPolling }): Promise<StatusAnswer<R> | undefined> {
  const attempts = request.attempts ?? 3;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await wait(nextPollDelay(attempt - 1, request.polling));
    try {
      return await fetchStatus(request);
    } catch {
      // A 404 (not known yet) or a failing lookup: ask again, up to the bound.
    }
  }
  return undefined;
}
