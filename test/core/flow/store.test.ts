import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../src/core';

const counter = () => createStore((count: number, event: 'add' | 'same') => (event === 'add' ? count + 1 : count), 0);

describe('a store', () => {
  it('tells its listeners of each change, and only of changes', () => {
    const store = counter();
    const heard = vi.fn(() => store.getSnapshot());
    store.subscribe(heard);
    store.dispatch('add');
    store.dispatch('same');
    store.dispatch('add');
    expect(heard.mock.results.map((result) => result.value)).toEqual([1, 2]);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = counter();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.dispatch('add');
    stop();
    store.dispatch('add');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(2);
  });
});
