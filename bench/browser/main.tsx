import { Profiler, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { QueryClient } from '@tanstack/react-query';
import { BuyRamp, SellRamp } from '../../src/index';
import '../../src/react/styles.css';
import { inPageSigner } from './chain';
import { PlainForm } from './plain-form';
import type { BenchApi } from './api';

type Kind = 'buy' | 'sell' | 'plain-buy' | 'plain-sell';

const signer = inPageSigner();
// Mount timing uses a client already holding the lists, so every mount renders the full first step.
const warmClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
const inputCounts: Record<'buy' | 'sell', number> = { buy: 0, sell: 0 };

function element(kind: Kind, client: QueryClient): ReactElement {
  if (kind === 'buy') return <BuyRamp signer={signer} queryClient={client} />;
  if (kind === 'sell') return <SellRamp signer={signer} queryClient={client} />;
  return <PlainForm inputs={inputCounts[kind === 'plain-buy' ? 'buy' : 'sell']} />;
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

/** Mounts once and waits for the first step to be complete (vendors listed), then counts its inputs. */
async function prepare(): Promise<Record<'buy' | 'sell', number>> {
  for (const kind of ['buy', 'sell'] as const) {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(element(kind, warmClient));
    await whenPresent(container, kind === 'buy' ? 'input[name="vendorNumber"]' : 'input[name="amount"]');
    inputCounts[kind] = container.querySelectorAll('input, select, textarea').length;
    root.unmount();
    container.remove();
  }
  return inputCounts;
}

/** One synchronous mount: render and commit, then the layout the browser must do before showing it. */
function mountOnce(kind: Kind): number {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(element(kind, warmClient)));
  void container.offsetHeight;
  const elapsed = performance.now() - start;
  root.unmount();
  container.remove();
  return elapsed;
}

/** Mount times in ms per kind, interleaved so drift affects every kind alike; the first `warmup` rounds are dropped. */
function mountTimes(kinds: Kind[], rounds: number, warmup: number): Record<string, number[]> {
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
    root.render(<BuyRamp signer={signer} queryClient={client} />);
    times.push((await whenPresent(container, 'input[name="vendorNumber"]')) - start);
    root.unmount();
    container.remove();
    client.clear();
  }
  return times;
}

let profilerCommits = 0;
/** Mounts a widget for typing, under a Profiler that counts its commits. */
function mountForTyping(kind: 'buy' | 'sell'): void {
  const root = createRoot(document.getElementById('typing')!);
  root.render(
    <Profiler id={kind} onRender={() => (profilerCommits += 1)}>
      {element(kind, warmClient)}
    </Profiler>,
  );
}

/** Commits seen since the last call: the Profiler's count and, per commit, the components that rendered. */
function takeCommits(): { profiler: number; rendered: string[][] } {
  const log = (window as unknown as { __commits: Array<{ rendered: string[] }> }).__commits;
  const taken = { profiler: profilerCommits, rendered: log.splice(0).map((commit) => commit.rendered) };
  profilerCommits = 0;
  return taken;
}

const api: BenchApi = { prepare, mountTimes, timeToVendors, mountForTyping, takeCommits };
Object.assign(window, { bench: api });
document.title = 'ready';
