import type { QueryClient, QueryObserverOptions } from '@tanstack/react-query';
import { isTerminalStatus, parseStatusAnswer, RampError } from '../../core';
import type { StatusAnswer } from '../../core';
import { signerKey } from '../signer/queries';
import { callSigner } from '../signer/client';
import { nextPollDelay } from './polling';
import type { StatusPolling } from './polling';
import type { Signer } from '../config/types';
import type { Follower } from '../signer/useFollower';
import { followQuery } from '../signer/useQueryWhen';
import type { ReceiptStatus, StatusOptions } from './useTransactionStatus';

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

const isNotFound = (error: unknown) => error instanceof RampError && error.code === 'not_found';

/**
 * The status query of one reference: polls with a backing-off interval, not while the tab is hidden
 * (asking again when it is shown), and stops at a terminal status or when the signer does not know
 * the reference.
 */
function statusQuery<R>({ signer, timeoutMs, reference, readRecord, polling, known }: StatusOptions<R>): QueryObserverOptions<StatusAnswer<R>, Error> {
  const stopped = known !== undefined && isTerminalStatus(known);
  return {
    queryKey: ['naira-ramp', signerKey(signer), 'status', reference],
    queryFn: async ({ signal }) => fetchStatus({ signer, reference, parseRecord: await readRecord(), timeoutMs, signal }),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: !stopped,
    refetchIntervalInBackground: false,
    refetchInterval: (current) => {
      const { data, error, dataUpdateCount, errorUpdateCount } = current.state;
      if ((data && isTerminalStatus(data.status)) || isNotFound(error)) return false;
      return nextPollDelay(dataUpdateCount + errorUpdateCount - 1, polling);
    },
  };
}

/** Follows the status of one reference with react-query, as the receipt shows it. */
export function followStatus<R>(client: QueryClient, options: StatusOptions<R>): Follower<StatusOptions<R>, ReceiptStatus<R>> {
  const query = followQuery(client, statusQuery(options));
  return {
    ...query,
    update: (next) => query.update(statusQuery(next)),
    result: (next) => {
      const result = query.result(statusQuery(next));
      const answer = result.data;
      return {
        status: answer?.status ?? next.known,
        lookup: result.isError ? (isNotFound(result.error) ? 'not_found' : 'failing') : answer ? 'ok' : 'loading',
        updatedAt: answer?.updated_at || undefined,
        record: answer?.transaction,
        refresh: () => void result.refetch(),
      };
    },
  };
}
