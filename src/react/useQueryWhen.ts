import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { notifyManager, QueryObserver } from '@tanstack/react-query';
import type { QueryClient, QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';

const noSubscription = () => () => {};

/**
 * `useQuery` for a query that may not exist yet: while `options` is undefined no observer is made
 * (a mount pays nothing for it) and the result is undefined; from the first options on, one
 * `QueryObserver` is held, given each render's options and subscribed the way `useQuery` does.
 */
export function useQueryWhen<T, K extends QueryKey = QueryKey>(
  client: QueryClient,
  options: QueryObserverOptions<T, Error, T, T, K> | undefined,
): QueryObserverResult<T, Error> | undefined {
  // As useQuery: the result rendered is the optimistic one (a query about to fetch says so at once).
  const defaulted = options && { ...client.defaultQueryOptions(options), _optimisticResults: 'optimistic' as const };
  const active = defaulted !== undefined;
  // Made once options exist, with that render's; later renders pass theirs on in the effect below.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const observer = useMemo(() => (defaulted ? new QueryObserver(client, defaulted) : undefined), [client, active]);
  useEffect(() => {
    if (defaulted) observer?.setOptions(defaulted);
  });
  const subscribe = useCallback(
    (onStoreChange: () => void) => {
      if (!observer) return noSubscription();
      const unsubscribe = observer.subscribe(notifyManager.batchCalls(onStoreChange));
      observer.updateResult();
      return unsubscribe;
    },
    [observer],
  );
  const snapshot = () => observer?.getCurrentResult();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return observer && defaulted ? observer.trackResult(observer.getOptimisticResult(defaulted)) : undefined;
}
