import { parseStatusAnswer, RampError } from '../../core';
import type { StatusAnswer } from '../../core';
import type { Signer } from '../config/types';
import { callSigner } from './client';
import { nextPollDelay } from './polling';
import type { StatusPolling } from './polling';

/** One look at `GET {signer}/transactions/{reference}`. */
export type StatusRequest<R> = {
  signer: Signer;
  reference: string;
  /** Reads the answer's `transaction`; `answer` is the whole status answer it came in. */
  parseRecord: (raw: unknown, answer: Record<string, unknown>) => R | undefined;
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

/** The status route could not be asked at all (no connection, or its store is down): it has said nothing of the request. */
const isUnavailable = (error: unknown) => !(error instanceof RampError) || error.status === undefined || error.status === 503;

/** How many looks, how far apart, and whether to keep asking while the route is unavailable. */
export type Patience = { attempts: number; polling: StatusPolling; whileUnavailable: boolean };

/**
 * Asks the status route whether a request whose outcome is unknown went through: the answer when the
 * signer knows the reference; else, once it has answered without it `attempts` times, `not_found` (or
 * `failing` when its lookup failed). While the route itself is unavailable (503, its store down; no
 * connection) nothing is known: it keeps asking when `whileUnavailable`, else that look counts as `failing`.
 */
export async function findTransaction<R>(request: StatusRequest<R> & Patience): Promise<StatusAnswer<R> | 'not_found' | 'failing'> {
  let answered = 0;
  let last: 'not_found' | 'failing' = 'failing';
  for (let look = 0; answered < request.attempts; look += 1) {
    if (look > 0) await wait(nextPollDelay(look - 1, request.polling));
    try {
      return await fetchStatus(request);
    } catch (error) {
      if (isUnavailable(error) && request.whileUnavailable) continue;
      answered += 1;
      last = error instanceof RampError && error.code === 'not_found' ? 'not_found' : 'failing';
    }
  }
  return last;
}
