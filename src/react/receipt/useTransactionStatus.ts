import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { isTerminalStatus, RampError } from '../../core';
import type { StatusAnswer, TransactionStatus } from '../../core';
import type { Signer } from '../config/types';
import type { ReceiptStatus } from '../flow/types';
import { signerKey } from '../config/signerKey';
import { nextPollDelay } from '../signer/polling';
import type { StatusPolling } from '../signer/polling';

type Options<R> = {
  signer: Signer;
  client: QueryClient;
  /** The reference to follow; nothing is fetched without one. */
  reference: string | undefined;
  /** One look at the status route (the flow's seam supplies it: its reader loads with the flow's later code). */
  read: (reference: string, signal: AbortSignal) => Promise<StatusAnswer<R>>;
  polling?: StatusPolling;
  /** The status the flow already knows (the creation answer's, or a restored one). */
  known: TransactionStatus | undefined;
  /** Called once for each status that differs from the last known one. */
  onChange: (status: TransactionStatus, record: R) => void;
};

const isNotFound = (error: unknown) => error instanceof RampError && error.code === 'not_found';

/**
 * Follows one transaction through `GET {signer}/transactions/{reference}` with react-query: polls
 * with a backing-off interval, not while the tab is hidden (asking again when it is shown), and stops
 * at a terminal status or when the signer does not know the reference.
 */
export function useTransactionStatus<R>({ signer, client, reference, read, polling, known, onChange }: Options<R>): ReceiptStatus<R> {
  const settled = known !== undefined && isTerminalStatus(known);
  const query = useQuery<StatusAnswer<R>, Error>(
    {
      queryKey: ['naira-ramp', signerKey(signer), 'status', reference ?? ''],
      queryFn: ({ signal }) => read(reference ?? '', signal),
      enabled: reference !== undefined,
      staleTime: 0,
      retry: false,
      refetchOnWindowFocus: !settled,
      refetchIntervalInBackground: false,
      refetchInterval: ({ state }) => {
        if ((state.data && isTerminalStatus(state.data.status)) || isNotFound(state.error)) return false;
        return nextPollDelay(state.dataUpdateCount + state.errorUpdateCount - 1, polling);
      },
    },
    client,
  );
  const answer = query.data;
  const now = answer?.status ?? known;
  const record = answer?.transaction;

  const fired = useRef('');
  // A new status is reported once, keyed by reference and status (so neither another render nor a
  // replayed effect in Strict Mode reports it again). Only an answer differs from the known status.
  useEffect(() => {
    if (now === undefined || now === known || record === undefined) return;
    const key = `${reference}:${now}`;
    if (fired.current === key) return;
    fired.current = key;
    onChange(now, record);
  });

  const lookup = reference === undefined ? 'idle' : query.isError ? (isNotFound(query.error) ? 'not_found' : 'failing') : answer ? 'ok' : 'loading';
  return { status: now, lookup, updatedAt: answer?.updated_at || undefined, record, refresh: () => void query.refetch() };
}
