import { DEFAULT_LIMITS, secretMatches, type AmountLimits } from '../core';
import { mockAccountName, resolveWithFault } from './account-names';
import { MOCK_ACCOUNTS, MOCK_BANKS, MOCK_LINK, MOCK_VENDORS } from './catalogue';
import { REAL_CLOCK } from './clock';
import { connectionReset, faultLatency, FaultPlan, hang } from './faults';
import { createLifecycle } from './lifecycle';
import { createMockQuote } from './quote';
import { buyRecord, sellRecord } from './records';
import { json, serviceError } from './replies';
import type { MockClock, MockFault, MockRampOptions, MockRampService, MockRoute, ReceivedRequest } from './types';
import { createWireCheck } from './validate';

const ROUTES: Record<string, { method: 'GET' | 'POST'; route: MockRoute }> = {
  '/transactions/v1/onramp': { method: 'POST', route: 'onramp' },
  '/transactions/v1/offramp': { method: 'POST', route: 'offramp' },
  '/transactions/v1/vendors': { method: 'GET', route: 'vendors' },
  '/transactions/v1/banks': { method: 'GET', route: 'banks' },
  '/transactions/v1/fetch_transaction': { method: 'GET', route: 'status' },
};

// The service's own docs give a ₦15,000 buy minimum and no sell maximum; hosts may hold their users to more.
const SERVICE_LIMITS = { buy: { min: 15_000, max: 2_000_000 }, sell: { min: DEFAULT_LIMITS.sell.min } };

function testKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `mock_s_tk_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function faultReply(fault: MockFault): Response | undefined {
  if (fault.malformed) return new Response('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'content-type': 'text/html' } });
  if (fault.status === undefined) return undefined;
  if (typeof fault.body === 'string') return new Response(fault.body, { status: fault.status });
  return json(fault.status, fault.body ?? { status: 'error', message: 'Injected failure' });
}

/** Applies a fault's hold, latency, hang, reset or injected answer; without one, the real answer. */
async function withFault(fault: MockFault | undefined, signal: AbortSignal, clock: MockClock, reply: () => Response): Promise<Response> {
  await faultLatency(fault, signal, clock);
  if (fault?.hang) return hang(signal);
  if (fault?.reset) throw connectionReset();
  return (fault && faultReply(fault)) ?? reply();
}

/**
 * Creates a mock of the ramp service that answers like the real one, in-process or over HTTP.
 *
 * @example
 * ```ts
 * import { createMockRampService } from 'naira-ramp/mock';
 * import { createRampSigner } from 'naira-ramp/server';
 *
 * // A signer over the mock in this process: no network, no real key; each transaction settles after 5 s.
 * const mock = createMockRampService({ lifecycle: { settleAfterMs: 5_000 } });
 *
 * export const signer = createRampSigner({ secretKey: mock.secretKey, businessId: 'my-business', linkTag: 'my-link', baseUrl: 'https://ramp.mock', fetch: mock.fetch });
 * ```
 */
export function createMockRampService(options: MockRampOptions = {}): MockRampService {
  const secretKey = options.secretKey ?? testKey();
  const secretHeader = (options.secretHeader ?? 'service-sec-key').toLowerCase();
  const limits: { buy: AmountLimits; sell: AmountLimits } = {
    buy: { ...SERVICE_LIMITS.buy, ...options.limits?.buy },
    sell: { ...SERVICE_LIMITS.sell, ...options.limits?.sell },
  };
  const checkWireBody = createWireCheck(limits);
  const clock = options.clock ?? REAL_CLOCK;
  const now = options.now ?? (() => clock.now());
  const { nairaPerUnit = 1500, nairaFee = 0 } = options;
  const faults = new FaultPlan();
  faults.set(options.faults);
  const received: ReceivedRequest[] = [];
  const created: Record<string, unknown>[] = [];
  const maxReceived = Math.max(1, options.maxReceived ?? 1000);
  // Both logs drop their oldest entries, so a long-running mock stays small.
  const keep = <T>(log: T[], entry: T) => {
    if (log.length >= maxReceived) log.splice(0, log.length - maxReceived + 1);
    log.push(entry);
  };

  const lifecycle = createLifecycle(options.lifecycle ?? {}, options.webhooks, { clock, now }, maxReceived);

  function answer(route: MockRoute, url: URL, body: unknown): Response {
    if (route === 'status') return lifecycle.answerLookup(url);
    if (route === 'vendors') {
      const currency = url.searchParams.get('currency');
      if (currency !== null && currency.toUpperCase() !== 'NGN') return serviceError(400, 'currency must be NGN');
      return json(200, { Vendors: options.vendors ?? MOCK_VENDORS });
    }
    if (route === 'banks') return json(200, { banks: options.banks ?? MOCK_BANKS });
    const kind = route === 'onramp' ? 'buy' : 'sell';
    const checked = checkWireBody(body, kind);
    if (!checked.ok) return serviceError(400, checked.message);
    if (options.businessId !== undefined && checked.body.business_id !== options.businessId) {
      return serviceError(403, 'Business is inactive or the key lacks permission');
    }
    const ctx = { now: now(), link: options.link ?? MOCK_LINK };
    const payout = Math.max(0, Math.round((checked.amount * nairaPerUnit - nairaFee) * 100) / 100);
    const transaction = kind === 'buy' ? buyRecord(checked.body, checked.amount, ctx) : sellRecord(checked.body, payout, ctx);
    keep(created, transaction);
    lifecycle.track(transaction);
    return json(200, { status: 'success', message: 'Transaction Request successful', transaction });
  }

  /** Answers `request`; a fault's wait ends when `signal` aborts. */
  async function answerRequest(request: Request, signal: AbortSignal): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body = parseBody(text);
    keep(received, {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(Array.from(request.headers, ([name, value]) => [name.toLowerCase(), value])),
      body,
    });
    const target = ROUTES[url.pathname];
    if (!target) return serviceError(404, 'Route not found');
    const fault = faults.take(target.route);
    const serve = () => {
      if (request.method !== target.method) return serviceError(405, `Use ${target.method}`);
      if (!secretMatches(request.headers.get(secretHeader), secretKey)) {
        return serviceError(401, 'Invalid or missing secret key');
      }
      if (target.method === 'POST' && typeof body === 'string') return serviceError(400, 'Request body must be JSON');
      return answer(target.route, url, body);
    };
    if (fault?.afterCreating) {
      // The work is done before the fault, as when a real service commits and its answer is lost.
      const done = serve();
      return withFault(fault, signal, clock, () => done);
    }
    return withFault(fault, signal, clock, serve);
  }

  return {
    handle: (request: Request) => answerRequest(request, request.signal),
    // A fault waits on the caller's own signal: a Request made from it carries a copy that Node's fetch
    // aborts only while the copy's controller lives, which it holds weakly, so after a garbage collection a
    // hanging fault would outlive the caller's abort.
    fetch: (input, init) => {
      const request = new Request(input, init);
      return answerRequest(request, init?.signal ?? (input instanceof Request ? input.signal : request.signal));
    },
    resolveAccountName: (query, init) =>
      resolveWithFault(faults.take('account_name'), init?.signal, clock, () => mockAccountName(query, options.accounts ?? MOCK_ACCOUNTS)),
    quote: createMockQuote({ sellRate: nairaPerUnit, sellFee: nairaFee }),
    secretKey,
    secretHeader,
    received,
    transactions: created,
    setFaults: (next) => faults.set(next),
    settle: (reference, to) => lifecycle.settleNow(reference, to),
    webhookDeliveries: lifecycle.deliveries,
    webhooksIdle: () => lifecycle.idle(),
    reset() {
      received.length = 0;
      created.length = 0;
      faults.set();
      lifecycle.clear();
    },
    stop: () => lifecycle.stop(),
  };
}
