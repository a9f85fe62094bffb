import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isTerminalStatus, RampError } from '../core';
import type { StatusAnswer, TransactionStatus } from '../core';
import { signerKey } from './queries';
import { lazyModule } from './lazyModule';
import { nextPollDelay } from './statusPolling';
import type { StatusPolling } from './statusPolling';
import type { Signer } from './types';
import { useQueryWhen } from './useQueryWhen';

/** Where the receipt's status stands, for `<BuyRamp>`/`<SellRamp>` or a host's own receipt. */
export type ReceiptStatus<R> = {
  /** The transaction's status as last known; undefined before the first answer for a receipt opened from a reference. */
  status?: TransactionStatus;
  /** `loading`: no answer yet; `ok`: answered; `not_found`: the signer does not know the reference; `failing`: the lookup fails (the last known status stands). */
  lookup: 'idle' | 'loading' | 'ok' | 'not_found' | 'failing';
  /** When the signer last learnt something of the transaction (ISO 8601). */
  updatedAt?: string;
  /** The record the status route returned, when it has answered. */
  record?: R;
  /** Asks again now (the "Check again" button). */
  refresh: () => void;
};

type Options<R> = {
  signer: Signer;
  timeoutMs?: number;
  client: QueryClient;
  /** The reference to follow; nothing is fetched without one. */
  reference: string | undefined;
  /** Loads the reader of the record a status answer carries. */
  readRecord: () => Promise<(raw: unknown) => R | undefined>;
  polling?: StatusPolling;
  /** The status the flow already knows (the creation answer's, or a restored one). */
  known: TransactionStatus | undefined;
  /** Called once for each status that differs from the last known one. */
  onChange: (status: TransactionStatus, answer: StatusAnswer<R>) => void;
};

// Asking and reading the status is code only a sent request needs, so it loads then.
export const statusRequests = lazyModule(() => import('./transactionStatus'));

const isNotFound = (error: unknown) => error instanceof RampError && error.code === 'not_found';

/**
 * Follows one transaction through `GET {signer}/transactions/{reference}` with react-query: polls
 * with a backing-off interval, not while the tab is hidden (asking again when it is shown), and
 * stops at a terminal status or when the signer does not know the reference. Until there is a
 * reference no query observer exists: a form step pays nothing for the receipt's status.
 */
export function useTransactionStatus<R>({ signer, timeoutMs, client, reference, readRecord, polling, known, onChange }: Options<R>): ReceiptStatus<R> {
  const stopped = known !== undefined && isTerminalStatus(known);
  const query = useQueryWhen<StatusAnswer<R>>(
    client,
    reference
      ? {
          queryKey: ['naira-ramp', signerKey(signer), 'status', reference],
          queryFn: async ({ signal }) => {
            const [{ fetchStatus }, parseRecord] = await Promise.all([statusRequests.preload(), readRecord()]);
            return fetchStatus({ signer, reference, parseRecord, timeoutMs, signal });
          },
          staleTime: 0,
          retry: false,
          refetchOnWindowFocus: !stopped,
          refetchIntervalInBackground: false,
          refetchInterval: (current) => {
            const { data, error, dataUpdateCount, errorUpdateCount } = current.state;
            if ((data && isTerminalStatus(data.status)) || isNotFound(error)) return false;
            return nextPollDelay(dataUpdateCount + errorUpdateCount - 1, polling);
          },
        }
      : undefined,
  );

  const fired = useRef('');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const answer = query?.data;
  useEffect(() => {
    if (!answer || answer.status === known) return;
    // Keyed by reference and status, so a replayed effect (Strict Mode) does not report it twice.
    const key = `${reference}:${answer.status}`;
    if (fired.current === key) return;
    fired.current = key;
    latest.current(answer.status, answer);
  }, [answer, known, reference]);

  const lookup = !query ? 'idle' : query.isError ? (isNotFound(query.error) ? 'not_found' : 'failing') : answer ? 'ok' : 'loading';
  return {
    status: answer?.status ?? known,
    lookup,
    updatedAt: answer?.updated_at || undefined,
    record: answer?.transaction,
    refresh: () => void query?.refetch(),
  };
}
