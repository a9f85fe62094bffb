import { describe, expect, it } from 'vitest';
import { createMemoryStore, type RampStore } from '../../../src/server';
import { createStatusBook, PENDING_SET } from '../../../src/server/status/book';

/** A memory store that can add and track in one call, with the calls it was made counted by name. */
function storeWithAddTracked() {
  const memory = createMemoryStore();
  const calls: string[] = [];
  const store: RampStore = {
    ...memory,
    add: (...args) => (calls.push('add'), memory.add(...args)),
    track: (...args) => (calls.push('track'), memory.track(...args)),
    untrack: (...args) => (calls.push('untrack'), memory.untrack(...args)),
    async addTracked(key, value, ttlMs, { set, member, score }) {
      calls.push('addTracked');
      if (!(await memory.add(key, value, ttlMs))) return false;
      await memory.track(set, member, score);
      return true;
    },
  };
  return { store, calls };
}

describe('the status book recording a new transaction', () => {
  it('adds a pending one and its place in the pending set in one call where the store can', async () => {
    const { store, calls } = storeWithAddTracked();
    const book = createStatusBook(store, () => 1_000);
    const entry = await book.created({ reference: 'ref-1', route: 'onramp', status: 'pending', transaction: {} }, undefined);
    expect(calls).toEqual(['addTracked']);
    expect(entry).toMatchObject({ reference: 'ref-1', status: 'pending', created: true });
    expect(await store.tracked(PENDING_SET, 1_000, 10)).toEqual(['ref-1']);
    expect(await book.read('ref-1')).toEqual(entry);
  });

  it('adds a settled one without tracking it, and leaves an entry already created as it is', async () => {
    const { store, calls } = storeWithAddTracked();
    const book = createStatusBook(store, () => 1_000);
    await book.created({ reference: 'ref-2', route: 'onramp', status: 'completed', transaction: {} }, undefined);
    expect(calls).toEqual(['add', 'untrack']);
    expect(await store.tracked(PENDING_SET, 1_000, 10)).toEqual([]);
    calls.length = 0;
    const again = await book.created({ reference: 'ref-2', route: 'onramp', status: 'pending', transaction: { note: 'late' } }, undefined);
    expect(calls).toEqual(['addTracked']);
    expect(again.status).toBe('completed');
    expect(await store.tracked(PENDING_SET, 1_000, 10)).toEqual([]);
  });
});
