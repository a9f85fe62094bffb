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

  it('tells `changed` of each change, with the state before and after, before any listener reads it', () => {
    const order: string[] = [];
    let beside = 0;
    const store = createStore((count: number, event: 'add' | 'same') => (event === 'add' ? count + 1 : count), 0, (before, after) => {
      order.push(`changed ${before}→${after}`);
      beside = after * 10;
    });
    store.subscribe(() => order.push(`heard ${store.getSnapshot()} with ${beside}`));
    store.dispatch('add');
    store.dispatch('same');
    store.dispatch('add');
    expect(order).toEqual(['changed 0→1', 'heard 1 with 10', 'changed 1→2', 'heard 2 with 20']);
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
