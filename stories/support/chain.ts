import { createMockRampService } from '../../src/mock';
import type { MockFault, MockRampOptions, MockRampService, MockRoute } from '../../src/mock';
// The mock's own fault machinery, reused for the page → signer hop (the "offline" case).
import { REAL_CLOCK } from '../../src/mock/clock';
import { connectionReset, faultLatency, FaultPlan, hang } from '../../src/mock/faults';
// The signer module itself: the server entry also exports the Node adapter, which needs Node globals.
import { createRampSigner } from '../../src/server/signer';
import { createMemoryStore } from '../../src/server/store/memory';
import { seeLookupWork } from './lookup-seen-working';
import { TEST_NETWORKS } from '../../src/core';
import type { RampSignerOptions } from '../../src/server/signer/options';
import type { SignerFetch } from '../../src/react/config/types';

/** Where the story pretends the host mounted its signer. */
export const SIGNER_MOUNT = '/api/ramp';

/** How a story's chain behaves: faults in the ramp service, faults between the page and the signer, signer options. */
export type ChainSpec = {
  /** Faults the mock ramp service injects (status, hang, malformed, reset, latency, per route, `times`). */
  faults?: MockFault | readonly MockFault[];
  /**
   * Faults on the hop from the page to the host's signer, applied with the mock's own fault plan:
   * `reset` makes the widget's fetch reject as it does when the device is offline.
   */
  pageFaults?: MockFault | readonly MockFault[];
  /** Options of the mock service other than faults (e.g. an empty vendor catalogue). */
  mock?: Omit<MockRampOptions, 'faults'>;
  /** Signer options over the story defaults (e.g. a short `timeoutMs`). */
  signer?: Partial<RampSignerOptions>;
  /** The signer looks account names up in the mock (`mock.resolveAccountName`; faults on `account_name` apply). */
  accountNames?: boolean;
  /** Wraps the mock as the signer reaches it, to change what the service answers (a field it may send). */
  upstream?: (fetch: MockRampService['fetch']) => MockRampService['fetch'];
  /**
   * The signer's store is a deployment's whose status lookup has found a transaction before (see
   * `seeLookupWork`), so the lookup's 404 ("holds nothing") is believed: "Send again" after a fault that
   * created nothing goes through.
   */
  lookupSeenWorking?: boolean;
};

/** One story's whole chain: the widget's `signer` function → the real signer → the mock service. */
export type StoryChain = {
  signer: SignerFetch;
  mock: MockRampService;
  /** `METHOD path` of every request the page sent to the signer, oldest first. */
  pageRequests: string[];
};

// `GET /transactions/{reference}` (the status route) counts as the `status` route.
const ROUTES: Record<string, MockRoute> = { '/vendors': 'vendors', '/banks': 'banks', '/onramp': 'onramp', '/offramp': 'offramp' };

/** Rejects when `signal` aborts, as `fetch` does, so the widget's own timeout can end a hung call. */
function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  return Promise.race([work, hang(signal)]);
}

/** Builds a fresh mock service and signer for one story, so `times` counts and caches start clean. */
export function createStoryChain(spec: ChainSpec = {}): StoryChain {
  const mock = createMockRampService({ ...spec.mock, faults: spec.faults });
  const options: RampSignerOptions = {
    secretKey: mock.secretKey,
    businessId: 'biz_storybook',
    linkTag: 'storybook',
    baseUrl: 'https://ramp.mock',
    fetch: spec.upstream ? spec.upstream(mock.fetch) : mock.fetch,
    env: {},
    basePath: SIGNER_MOUNT,
    // Stories pay test networks only: links and wallet transfers never name a main-net contract.
    tokens: TEST_NETWORKS,
    ...(spec.accountNames ? { resolveAccountName: mock.resolveAccountName } : {}),
    ...spec.signer,
  };
  const store = spec.lookupSeenWorking ? (options.store ??= createMemoryStore()) : undefined;
  const handler = createRampSigner(options);
  // The page's first request waits until earlier traffic has seen the lookup work.
  const ready = store && seeLookupWork({ baseUrl: options.baseUrl, statusPath: options.statusPath, store });
  const page = new FaultPlan();
  page.set(spec.pageFaults);
  const pageRequests: string[] = [];
  const signer: SignerFetch = (path, init) => {
    pageRequests.push(`${init?.method ?? 'GET'} ${path}`);
    const request = new Request(new URL(`${SIGNER_MOUNT}${path}`, globalThis.location.origin), init);
    const route = ROUTES[path] ?? (path.startsWith('/transactions/') ? 'status' : undefined);
    const fault = route ? page.take(route) : undefined;
    const call = async () => {
      await faultLatency(fault, request.signal, REAL_CLOCK);
      if (fault?.hang) return hang(request.signal);
      if (fault?.reset) throw connectionReset();
      if (ready) await ready;
      return handler(request);
    };
    return abortable(call(), init?.signal);
  };
  return { signer, mock, pageRequests };
}

/** The bodies the mock service received on one upstream route, oldest first. */
export function upstreamBodies(mock: MockRampService, route: 'onramp' | 'offramp'): Record<string, unknown>[] {
  return mock.received
    .filter((request) => request.method === 'POST' && request.path === `/transactions/v1/${route}`)
    .map((request) => request.body as Record<string, unknown>);
}
