import { describe, expect, it } from 'vitest';
import type { RampStore } from '../../../src/server/store';

/** What every store must do, whichever backs it. */
export function describeStore(name: string, make: () => RampStore | Promise<RampStore>) {
  describe(`${name} store`, () => {
    it('gets what was set and nothing for a key never set', async () => {
      const store = await make();
      await store.set('a', 'one', 60_000);
      expect(await store.get('a')).toBe('one');
      expect(await store.get('b')).toBeUndefined();
    });

    it('adds only to a free key, so the first of several deliveries wins', async () => {
      const store = await make();
      const wins = await Promise.all([1, 2, 3].map(() => store.add('delivery', 'seen', 60_000)));
      expect(wins.filter(Boolean)).toHaveLength(1);
    });

    it('counts within one window and says when it resets', async () => {
      const store = await make();
      const first = await store.increment('client', 60_000);
      const second = await store.increment('client', 60_000);
      expect([first.count, second.count]).toEqual([1, 2]);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    });

    it('tracks members by score: lowest first, up to a score and a limit, moved and taken out', async () => {
      const store = await make();
      await store.track('set', 'c', 30);
      await store.track('set', 'a', 10);
      await store.track('set', 'b', 20);
      expect(await store.tracked('set', 25, 10)).toEqual(['a', 'b']);
      expect(await store.tracked('set', 100, 2)).toEqual(['a', 'b']);
      await store.track('set', 'a', 40);
      await store.untrack('set', 'b');
      expect(await store.tracked('set', 100, 10)).toEqual(['c', 'a']);
      expect(await store.tracked('other', 100, 10)).toEqual([]);
    });

    it('gets several keys in one call, in their order, nothing for a key never set', async () => {
      const store = await make();
      await store.set('status:a', 'one', 60_000);
      await store.set('owner:b', 'two', 60_000);
      expect(await store.getMany?.(['owner:b', 'missing', 'status:a'])).toEqual(['two', undefined, 'one']);
      expect(await store.getMany?.([])).toEqual([]);
    });

    it('forgets a deleted key', async () => {
      const store = await make();
      await store.set('gone', 'x', 60_000);
      await store.delete('gone');
      expect(await store.get('gone')).toBeUndefined();
      expect(await store.add('gone', 'y', 60_000)).toBe(true);
    });
  });
}
