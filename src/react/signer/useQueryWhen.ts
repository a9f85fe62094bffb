import { notifyManager, QueryObserver } from '@tanstack/react-query';
import type { QueryClient, QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';
import { useFollower, type Follower } from './useFollower';

type Options<T, K extends QueryKey> = QueryObserverOptions<T, Error, T, T, K>;

/** One `QueryObserver`, given options and rendered from the way `useQuery` does it. */
export function followQuery<T, K extends QueryKey = QueryKey>(client: QueryClient, options: Options<T, K>): Follower<Options<T, K>, QueryObserverResult<T, Error>> {
  // As useQuery: the result rendered is the optimistic one (a query about to fetch says so at once).
  const defaulted = (next: Options<T, K>) => ({ ...client.defaultQueryOptions(next), _optimisticResults: 'optimistic' as const });
  const observer = new QueryObserver(client, defaulted(options));
  return {
    subscribe: (onStoreChange) => {
      const unsubscribe = observer.subscribe(notifyManager.batchCalls(onStoreChange));
      observer.updateResult();
      return unsubscribe;
    },
    snapshot: () => observer.getCurrentResult(),
    update: (next) => observer.setOptions(defaulted(next)),
    result: (next) => observer.trackResult(observer.getOptimisticResult(defaulted(next))),
  };
}

/**
 * `useQuery` for a query that may not exist yet: while `options` is undefined no observer is made
 * (a mount pays nothing for it) and the result is undefined; from the first options on, one
 * `QueryObserver` is held, given each render's options and subscribed the way `useQuery` does.
 */
export function useQueryWhen<T, K extends QueryKey = QueryKey>(client: QueryClient, options: Options<T, K> | undefined): QueryObserverResult<T, Error> | undefined {
  return useFollower(client, followQuery<T, K>, options);
}
