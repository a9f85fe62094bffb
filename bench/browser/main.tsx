import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { QueryClient } from '@tanstack/react-query';
import { BuyRamp, SellRamp } from '../../src/index';
import '../../src/react/styles.css';
import { inPageSigner } from './chain';
import { MirrorForm, mirrorSpec, type MirrorSpec } from './mirror-form';
import type { BenchApi, MountKind } from './api';

type Widget = 'buy-5' | 'buy-500' | 'sell';

const signers = { 5: inPageSigner(5), 500: inPageSigner(500) };
// Mount timing uses a client already holding the lists, so every mount renders the full first step.
const warmClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
const specs: Partial<Record<Widget, MirrorSpec>> = {};
// How many elements each widget's complete first step has: every timed mount must draw them all.
const elements: Partial<Record<Widget, number>> = {};

function widget(kind: Widget, client: QueryClient): ReactElement {
  if (kind === 'sell') return <SellRamp signer={signers[5]} queryClient={client} />;
  return <BuyRamp signer={kind === 'buy-5' ? signers[5] : signers[500]} queryClient={client} />;
}

function element(kind: MountKind): ReactElement {
  if (kind.startsWith('form-')) return <MirrorForm spec={specs[kind.slice(5) as Widget]!} />;
  return widget(kind as Widget, warmClient);
}

function whenPresent(container: HTMLElement, selector: string): Promise<number> {
  return new Promise((resolve) => {
    if (container.querySelector(selector)) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!container.querySelector(selector)) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

/** Resolves once no query of the client is fetching. */
function whenIdle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (client.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Mounts each widget once, waits for its first step to be complete (lists shown, the quote line's
 * own code in place of its placeholder, every answer in the client: the signer's settings too, or
 * each timed mount would start that request and cancel it as it unmounts), and records its markup.
 */
async function prepare(): Promise<Record<string, number>> {
  const inputs: Record<string, number> = {};
  for (const kind of ['buy-5', 'buy-500', 'sell'] as const) {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(widget(kind, warmClient));
    // Five vendors are radio cards; 500 are a searchable list (its input is the one inside the combobox).
    await whenPresent(container, kind === 'sell' ? 'input[name="amount"]' : 'input[name="vendorNumber"], [data-slot="combobox"] input');
    await whenPresent(container, '[data-slot="quote"][aria-live]');
    await whenIdle(warmClient);
    specs[kind] = mirrorSpec(container.firstElementChild!);
    elements[kind] = container.querySelectorAll('*').length;
    inputs[kind] = specs[kind].inputs;
    root.unmount();
    container.remove();
  }
  return inputs;
}

/** One synchronous mount: render and commit, then the layout the browser must do before showing it. */
function mountOnce(kind: MountKind): number {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(element(kind)));
  void container.offsetHeight;
  const elapsed = performance.now() - start;
  // Both sides draw the widget's complete first step: a widget showing less (a list loading, not found in its
  // client) would be timed against other markup than its baseline's.
  const drawn = container.querySelectorAll('*').length;
  const expected = elements[(kind.startsWith('form-') ? kind.slice(5) : kind) as Widget];
  if (expected !== undefined && drawn !== expected) throw new Error(`${kind}: a timed mount drew ${drawn} elements, the widget's complete first step ${expected}`);
  root.unmount();
  container.remove();
  return elapsed;
}

/** Mount times in ms per kind, interleaved so drift affects every kind alike; the first `warmup` rounds are dropped. */
function mountTimes(kinds: MountKind[], rounds: number, warmup: number): Record<string, number[]> {
  const times: Record<string, number[]> = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let round = 0; round < rounds + warmup; round += 1) {
    for (const kind of kinds) {
      const ms = mountOnce(kind);
      if (round >= warmup) times[kind]!.push(ms);
    }
  }
  return times;
}

/** From render to the vendor list in the DOM, each time with a fresh client: signer and mock in the page. */
async function timeToVendors(rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const start = performance.now();
    root.render(widget('buy-5', client));
    times.push((await whenPresent(container, 'input[name="vendorNumber"]')) - start);
    root.unmount();
    container.remove();
    client.clear();
  }
  return times;
}

/** Mounts the buy widget, or its baseline, for typing, in #typing (the only root whose commits the page's hook records). */
function mountForTyping(kind: 'buy' | 'form-buy'): void {
  const target = document.getElementById('typing')!;
  target.replaceChildren(document.createElement('div'));
  createRoot(target.firstElementChild!).render(element(kind === 'buy' ? 'buy-5' : 'form-buy-5'));
}

/** Commits seen since the last call, each as the components that rendered in it. */
function takeCommits(): string[][] {
  const log = (window as unknown as { __commits: Array<{ rendered: string[] }> }).__commits;
  return log.splice(0).map((commit) => commit.rendered);
}

const api: BenchApi = { prepare, mountTimes, timeToVendors, mountForTyping, takeCommits };
Object.assign(window, { bench: api });
document.title = 'ready';
