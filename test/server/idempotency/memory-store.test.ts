import { describe, expect, it } from 'vitest';
import { createMemoryIdempotencyStore } from '../../../src/server/idempotency';
import type { DoneRecord } from '../../../src/server/idempotency';
import { describeIdempotencyBehaviour } from './cases';

const done: DoneRecord = { state: 'done', outcome: 'completed', fingerprint: 'f', response: { status: 200, headers: {}, body: '{}' } };

describeIdempotencyBehaviour('memory', async (ttlMs) => {
  let clock = 1_000_000;
  const store = createMemoryIdempotencyStore({ ttlMs, now: () => clock });
  return { store, advance: async (ms) => void (clock += ms) };
});

describe('memory store bounds', () => {
  it('never holds more than maxEntries records, however many keys arrive', async () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 1000 });
    let largest = 0;
    for (let index = 0; index < 50_000; index += 1) {
      await store.complete(`key-${index}`, done);
      largest = Math.max(largest, store.size);
    }
    expect(largest).toBe(1000);
    expect(await store.get('key-49999')).toEqual(done);
    expect(await store.get('key-0')).toBeUndefined();
  });

  it('evicts the least recently used record first', async () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await store.complete(key, done);
    await store.get('a');
    await store.complete('d', done);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toEqual(done);
  });

  it('refuses a size or retention that would disable it', () => {
    expect(() => createMemoryIdempotencyStore({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => createMemoryIdempotencyStore({ ttlMs: 0 })).toThrow(RangeError);
  });
});
