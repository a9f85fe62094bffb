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

/** The status route could not be asked at all (no connection, or its store is down): it has said nothing of the request. */
const isUnavailable = (error: unknown) => !(error instanceof RampError) || error.status === undefined || error.status === 503;

/**
 * After an answer that left it unknown whether the request went through: asks the status route until
 * it answers. The answer when the signer knows the reference; undefined once it has answered without
 * it `attempts` times ("not found", or a failed lookup), so the caller falls back to its "Start a new
 * request" path. While the route itself is unavailable (503, its store down; no connection) nothing is
 * known, so it keeps asking and never gives up into a second request.
 */
export async function findTransaction<R>(request: StatusRequest<R> & { attempts: number; polling: StatusPolling }): Promise<StatusAnswer<R> | undefined> {
  let answered = 0;
  for (let look = 0; answered < request.attempts; look += 1) {
    if (look > 0) await wait(nextPollDelay(look - 1, request.polling));
    try {
      return await fetchStatus(request);
    } catch (error) {
      if (!isUnavailable(error)) answered += 1;
    }
  }
  return undefined;
}
