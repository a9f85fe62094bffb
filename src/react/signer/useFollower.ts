import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** Something a render follows outside React (a query observer): what a component subscribes to and renders from. */
export type Follower<O, T> = {
  subscribe: (onStoreChange: () => void) => () => void;
  /** Changes whenever a render is due. */
  snapshot: () => unknown;
  /** Passes a committed render's options on. */
  update: (options: O) => void;
  /** What a render with these options shows. */
  result: (options: O) => T;
};

/** Makes a follower from the options of the render that first has them. */
export type MakeFollower<O, T> = (client: QueryClient, options: O) => Follower<O, T>;

const noSubscription = () => () => {};

/**
 * Follows what `make` makes the way `useQuery` follows its observer, for a query that may not exist
 * yet: while `options` or `make` is undefined nothing is made (a mount pays nothing for it) and the
 * result is undefined; from the first render with both, one follower is held (made again only for
 * another client), given each later render's options in an effect and subscribed to. `make` can be
 * code loaded after the first paint.
 */
export function useFollower<O, T>(client: QueryClient, make: MakeFollower<O, T> | undefined, options: O | undefined): T | undefined {
  const active = make !== undefined && options !== undefined;
  // Made once there are options, with that render's; later renders pass theirs on in the effect below.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const follower = useMemo(() => (active ? make(client, options) : undefined), [client, make, active]);
  useEffect(() => {
    if (options !== undefined) follower?.update(options);
  });
  const subscribe = useCallback((onStoreChange: () => void) => (follower ? follower.subscribe(onStoreChange) : noSubscription()), [follower]);
  const snapshot = () => follower?.snapshot();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return follower && options !== undefined ? follower.result(options) : undefined;
}
