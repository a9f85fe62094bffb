import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TransactionStatus } from '../../core';
import { lazyModule } from '../flow/lazyModule';
import type { StatusPolling } from './polling';
import type { Signer } from '../config/types';
import { useFollower } from '../signer/useFollower';

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

/** What the status query of one reference is built from. */
export type StatusOptions<R> = {
  signer: Signer;
  timeoutMs?: number;
  reference: string;
  /** Loads the reader of the record a status answer carries. */
  readRecord: () => Promise<(raw: unknown) => R | undefined>;
  polling?: StatusPolling;
  /** The status the flow already knows (the creation answer's, or a restored one). */
  known: TransactionStatus | undefined;
};

type Options<R> = Omit<StatusOptions<R>, 'reference'> & {
  client: QueryClient;
  /** The reference to follow; nothing is fetched without one. */
  reference: string | undefined;
  /** Called once for each status that differs from the last known one. */
  onChange: (status: TransactionStatus, record: R) => void;
};

// Following, asking and reading the status is code only a receipt needs, so it loads after the first paint.
export const statusCode = lazyModule(() => import('./statusQuery'));

const noRefresh = () => {};

/**
 * Follows one transaction through `GET {signer}/transactions/{reference}` with react-query (the
 * status chunk says how). Until there is a reference no query observer exists: a form step pays
 * nothing for the receipt's status. While the chunk loads, a reference's status is `loading`, as a
 * query about to fetch says.
 */
export function useTransactionStatus<R>({ client, reference, onChange, ...options }: Options<R>): ReceiptStatus<R> {
  const code = statusCode.useModule(reference !== undefined);
  const { known } = options;
  const followed = useFollower(client, code?.followStatus<R>, reference ? { ...options, reference } : undefined);
  const status = followed ?? { status: known, lookup: reference ? 'loading' : 'idle', refresh: noRefresh };

  const fired = useRef('');
  const { status: now, record } = status;
  // After every render, with that render's `onChange`: a new status is reported once, keyed by reference
  // and status (so neither another render nor a replayed effect in Strict Mode reports it again).
  useEffect(() => {
    // Only an answer gives a status other than the known one, and an answer carries its record.
    if (now === undefined || now === known) return;
    const key = `${reference}:${now}`;
    if (fired.current === key) return;
    fired.current = key;
    onChange(now, record as R);
  });
  return status;
}
