import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { userEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import { RampProvider } from '../../src/react/config/RampProvider';
import type { SignerFetch } from '../../src/react/config/types';
// The signer module itself: the server entry also exports the Node adapter, which needs Node globals.
import { createRampSigner } from '../../src/server/signer';
import type { RampSignerOptions } from '../../src/server/signer/options';
import type { FetchLike } from '../../src/server/config/types';
import { createMockRampService } from '../../src/mock';
import type { MockRampOptions } from '../../src/mock';
import { createMemoryStore } from '../../src/server/store/memory';
import { seeLookupWork } from '../../stories/support/lookup-seen-working';
import '../../src/react/styles.css';

/** What the signer saw from the widget: method, path and headers of each request. */
export type SeenRequest = { method: string; path: string; idempotencyKey: string | null };

/**
 * The signer's idempotency options for a test that presses "Send again" at once after an outcome the
 * service's lookup does not find (the mock's fault created nothing, or a sell, which the lookup never
 * finds): the signer believes the lookup's "holds nothing" at once. By default it waits its timeout and
 * a second more first, since a real service may still be creating what it was sent. It believes it at
 * all only once the lookup has been seen to work (`createChain`'s `lookupSeenWorking`).
 */
export const SEND_AT_ONCE = { waitMs: 0 };

/**
 * The whole chain in the page: the widget's signer function → the real signer → the mock service.
 * `upstream` wraps the mock as the signer reaches it (to change what the service answers).
 * `lookupSeenWorking`: the signer's store is a deployment's whose status lookup has found a
 * transaction before (see `seeLookupWork`), so the lookup's 404 ("holds nothing") is believed.
 */
export function createChain(
  options: { mock?: MockRampOptions; signer?: RampSignerOptions; upstream?: (fetch: FetchLike) => FetchLike; lookupSeenWorking?: boolean } = {},
) {
  const mock = createMockRampService(options.mock);
  const signerOptions: RampSignerOptions = {
    secretKey: mock.secretKey,
    businessId: 'biz_test_01',
    linkTag: 'link_test',
    baseUrl: 'http://ramp.test',
    fetch: options.upstream ? options.upstream(mock.fetch) : mock.fetch,
    env: {},
    listCacheMs: 0,
    ...options.signer,
  };
  const store = options.lookupSeenWorking ? (signerOptions.store ??= createMemoryStore()) : undefined;
  const handler = createRampSigner(signerOptions);
  // The page's first request waits until earlier traffic has seen the lookup work.
  const ready = store && seeLookupWork({ baseUrl: signerOptions.baseUrl, statusPath: signerOptions.statusPath, store });
  const seen: SeenRequest[] = [];
  const signer: SignerFetch = (input, init) => {
    const request = new Request(new URL(String(input), 'http://widget.test'), init);
    seen.push({ method: request.method, path: new URL(request.url).pathname, idempotencyKey: request.headers.get('idempotency-key') });
    return ready ? ready.then(() => handler(request)) : handler(request);
  };
  const posts = (path: string) => mock.received.filter((r) => r.method === 'POST' && r.path === path);
  return { mock, signer, seen, posts };
}

/**
 * Answers the page's `fetch` calls under `/api/ramp/` with the chain's signer, as a host's server
 * mounted there would, for code that names the signer by URL (the README's snippets); other calls
 * go to the network. Undo with `vi.unstubAllGlobals()`.
 */
export function serveSignerAtApiRamp(chain: ReturnType<typeof createChain>): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/ramp/') ? chain.signer(String(input), init) : realFetch(input, init),
  );
}

/**
 * Renders inside a provider that only supplies a fresh QueryClient (no retries), so tests share no cache.
 * The user types with no timer between keys (`delay: null`): each key's events and React's work still run
 * in order, and a test awaits the state it needs instead of a browser-clamped 4 ms wait per key.
 */
export function renderRamp(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const result = render(<RampProvider queryClient={queryClient}>{ui}</RampProvider>);
  return { ...result, user, queryClient };
}

/**
 * Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules; one line per violation (rule id and elements).
 * Only violations are read, so axe gathers only their elements (for passes and the rest it keeps one
 * each): a third less time a run, the same violations.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails listing every axe violation. */
export async function expectNoAxeViolations(container: Element) {
  expect(await axeViolations(container)).toEqual([]);
}

/** The step heading currently shown. */
export function stepHeading(name: string | RegExp) {
  // A step whose code is fetched on the way (the later steps' chunk, transformed on first request in
  // the test server) can take seconds on a loaded machine: findBy waits up to the setup file's 10 s.
  return screen.findByRole('heading', { level: 3, name });
}

/**
 * Waits for a step's heading, then expects it to hold focus. (Reading `document.activeElement` before
 * the wait would check focus before a step whose code arrives after the click has mounted.)
 */
export async function expectFocusedHeading(name: string | RegExp) {
  const heading = await stepHeading(name);
  expect(document.activeElement).toBe(heading);
}

/** The value a detail row (review, receipt) shows, by the row's field. */
export function detailValue(field: string) {
  return document.querySelector(`[data-field="${field}"] .nr-detail-value`)?.textContent;
}

/**
 * The error a control's field shows, as a screen reader reads it with the control: the field error among
 * the elements its `aria-describedby` names; undefined when there is none.
 */
export function describedError(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const root = control.getRootNode() as Document | ShadowRoot;
  return ids.map((id) => root.getElementById(id)).find((element) => element?.matches('[data-slot="field-error"]'))?.textContent ?? undefined;
}

/** The widget landmark by its name. */
export function region(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

/** Valid addresses per network: published examples (EIP-55, Stellar docs, the USDC mint on Solana). */
export const WALLETS = {
  stellar: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
  polygon: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  avalanche: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
} as const;

/** A Stellar secret key shape (S…, 56 characters): what a person might paste by mistake. */
export const STELLAR_SECRET = 'SBKGCMBY56MHTT4EGE3YJIYL4CPWKSGZ7VDEQF4EV4RO6QBZKDQMNRO6';

type User = ReturnType<typeof userEvent.setup>;

/** A reload (the widget unmounted, then rendered again) with the vendor list failing once: waits for `heading`'s step and the failure to show. */
export async function reloadWithVendorsDown(chain: ReturnType<typeof createChain>, before: { unmount: () => void }, ui: ReactElement, heading: string) {
  before.unmount();
  chain.mock.setFaults({ route: 'vendors', status: 500, times: 1 });
  const after = renderRamp(ui);
  await stepHeading(heading);
  await screen.findByText('The list of payment vendors could not be loaded.', {});
  return after;
}

/** The `persistKey` of a widget whose page is reloaded while its request is on its way (see `reloadMidRequest`). */
export const SENT_BEFORE_RELOAD = 'sent-before-reload';

/**
 * A reload while a request is on its way, as this one test page can show it: the widget that sent it (given
 * `persistKey={SENT_BEFORE_RELOAD}`) unmounts, and what its tab kept is what the page after the reload reads,
 * under the default key. A real reload leaves no page to hear that request; here it goes on, under a key no
 * widget after the reload keeps its flow under, so none joins it as one put back in the same page would.
 */
export function reloadMidRequest(before: { unmount: () => void }, flow: 'buy' | 'sell' = 'buy') {
  before.unmount();
  const kept = sessionStorage.getItem(`${SENT_BEFORE_RELOAD}:${flow}`);
  expect(kept).toContain('"status":"submitting"');
  sessionStorage.removeItem(`${SENT_BEFORE_RELOAD}:${flow}`);
  sessionStorage.setItem(`naira-ramp:${flow}`, kept!);
}

/** Fills every buy step with valid values and stops on the review step. */
export async function buyToReview(user: User, values: { amount?: string; wallet?: string; accountNumber?: string } = {}) {
  const amount = values.amount ?? '25000';
  if (amount) await user.type(screen.getByLabelText('Amount in naira'), amount);
  await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'I have paid' }));
  await buyProofToReview(user, values);
}

/** Fills the buy's proof-of-payment step with valid values and stops on the wallet step. */
export async function buyProofToWallet(user: User, values: { accountNumber?: string } = {}) {
  await stepHeading('Proof of payment');
  await user.type(screen.getByLabelText('Bank you paid from'), 'Access Bank');
  await user.type(screen.getByLabelText('Account number you paid from'), values.accountNumber ?? '0123456780');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Where to receive the stablecoin');
}

/** Fills the buy's proof-of-payment and wallet steps with valid values and stops on the review step. */
export async function buyProofToReview(user: User, values: { wallet?: string; accountNumber?: string } = {}) {
  await buyProofToWallet(user, values);
  await user.type(screen.getByLabelText('Wallet address'), values.wallet ?? WALLETS.stellar);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Review');
}

/** Fills every sell step with valid values and stops on the review step. */
export async function sellToReview(user: User, values: { amount?: string } = {}) {
  await sellToBankStep(user, values);
  await sellBankToReview(user);
}

/** Fills the sell's amount and wallet steps with valid values and stops on the bank step. */
export async function sellToBankStep(user: User, values: { amount?: string } = {}) {
  await user.type(screen.getByLabelText('Amount to sell'), values.amount ?? '50');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Bank account to receive naira');
}

/** Fills the sell's bank step with valid values and stops on the review step. */
export async function sellBankToReview(user: User) {
  await stepHeading('Bank account to receive naira');
  await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
  await user.type(screen.getByLabelText('Account number'), '9480948372');
  await user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Review');
}

/** "Start another" on a receipt; on one not settled it asks first, and this answers yes. */
export async function startAnother(user: User) {
  await user.click(screen.getByRole('button', { name: 'Start another' }));
  const yes = screen.queryByRole('button', { name: 'Yes, start another' });
  if (yes) await user.click(yes);
}

/**
 * A Testing Library text matcher on an element's whole text, nested elements included (a sentence whose
 * names are set apart in <bdi>): the innermost element whose text matches.
 */
export function wholeText(expected: string | RegExp) {
  const matches = (element: Element | null) => {
    const text = element?.textContent ?? '';
    return typeof expected === 'string' ? text === expected : expected.test(text);
  };
  return (_: string, element: Element | null) => matches(element) && !Array.from(element?.children ?? []).some(matches);
}

/**
 * Waits until the review says it is not known whether the request arrived and has finished looking for
 * it (its "Check again" and "Send again" are active), and gives that panel.
 */
export async function outcomeUnknown(): Promise<HTMLElement> {
  const panel = await screen.findByRole('group', { name: 'We do not know yet whether your request arrived' }, { timeout: 15_000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' }).getAttribute('aria-disabled')).toBeNull(), { timeout: 15_000 });
  return panel;
}
