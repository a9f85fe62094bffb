import { QueryClient } from '@tanstack/react-query';
import { RampError } from '../../core';

/** Failures a retry cannot mend: the host's signer or key is refused, or the route is missing. */
const FINAL_CODES: ReadonlySet<string> = new Set(['unauthorized', 'forbidden', 'not_found', 'method_not_allowed']);

/** Retries a list load twice, but not when the answer says the host's configuration is wrong. */
export function shouldRetryList(failureCount: number, error: Error): boolean {
  return failureCount < 2 && !(error instanceof RampError && FINAL_CODES.has(error.code));
}

/**
 * A `QueryClient` for the widget alone: lists are fetched once per mount of the client and retried twice.
 *
 * @example
 * ```tsx
 * import { BuyRamp, createRampQueryClient } from 'naira-ramp';
 *
 * // Made once, outside the component: a widget opened again finds the vendor list in its cache.
 * const queryClient = createRampQueryClient();
 *
 * export function TopUp({ open }: { open: boolean }) {
 *   return open ? <BuyRamp signer="/api/ramp" queryClient={queryClient} /> : null;
 * }
 * ```
 */
export function createRampQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: shouldRetryList, refetchOnWindowFocus: false } } });
}
