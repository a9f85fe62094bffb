import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyRamp, RampProvider, type SignerFetch } from '../../../src';
import { Checkout, session } from '../../docs/snippets/signer-function';
import { buyProofToReview, createChain, stepHeading } from '../support';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A host page with state of its own (the user's token, refreshed), rendering the README's checkout. */
function Page() {
  const [refreshes, setRefreshes] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          session.token = `token-${refreshes + 1}`;
          setRefreshes(refreshes + 1);
        }}
      >
        Refresh token
      </button>
      <Checkout />
    </>
  );
}

// The README's signer function: made once, reading the user's token at each call.
describe('a signer function that adds the Authorization header', () => {
  it("keeps the lists through the page's re-renders and sends the token as it is at each call", async () => {
    const chain = createChain({ signer: { basePath: '/api/ramp' } });
    const sent: { path: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      sent.push({ path: input, authorization: new Headers(init?.headers).get('authorization') });
      return chain.signer(input, init);
    });
    session.token = 'token-0';
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Refresh token' }));
    await user.click(screen.getByRole('button', { name: 'Refresh token' }));
    expect((screen.getByRole('radio', { name: /Adaeze Okonkwo/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await buyProofToReview(user);
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await stepHeading('Request received');
    expect(sent.filter((call) => call.path === '/api/ramp/vendors')).toEqual([{ path: '/api/ramp/vendors', authorization: 'Bearer token-0' }]);
    expect(sent.find((call) => call.path === '/api/ramp/onramp')?.authorization).toBe('Bearer token-2');
    // The signer kept its content type and idempotency key beside the header the page added.
    const post = chain.seen.find((request) => request.method === 'POST');
    expect(post?.idempotencyKey).toMatch(/^\d{16}$/);
  });
});

describe('a signer function made once, outside the component', () => {
  it('a widget mounted again with it and the same client shows the lists it had, without asking again', async () => {
    const chain = createChain({ signer: { basePath: '/api/ramp' } });
    const asked: string[] = [];
    const signer: SignerFetch = (path, init) => {
      asked.push(path);
      return chain.signer(`/api/ramp${path}`, init);
    };
    // The host's client keeps what it fetched fresh for the page's life.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const first = render(<BuyRamp signer={signer} queryClient={queryClient} />);
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    first.unmount();
    // A dialog opened a second time, say: the vendors are there in its first render.
    render(<BuyRamp signer={signer} queryClient={queryClient} />);
    expect(screen.getByRole('radio', { name: /Adaeze Okonkwo/ })).toBeInTheDocument();
    expect(asked.filter((path) => path === '/vendors')).toHaveLength(1);
    queryClient.clear();
  });
});

/** A host that writes the signer inline, as JSX invites: a new function on each render, its token from state. */
function InlinePage({ provider }: { provider: boolean }) {
  const [token, setToken] = useState('token-0');
  const signer: SignerFetch = (path, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(`/api/ramp${path}`, { ...init, headers });
  };
  return (
    <>
      <button type="button" onClick={() => setToken((last) => `token-${Number(last.slice(6)) + 1}`)}>
        Refresh token
      </button>
      {provider ? (
        <RampProvider signer={signer}>
          <BuyRamp />
        </RampProvider>
      ) : (
        <BuyRamp signer={signer} />
      )}
    </>
  );
}

describe('a signer function written inline, new on every render', () => {
  it.each([
    ['on the widget', false],
    ['on a RampProvider', true],
  ])("%s: the picked vendor and the lists stay through the page's re-renders, and each call uses the latest", async (_, provider) => {
    const chain = createChain({ signer: { basePath: '/api/ramp' } });
    const sent: { path: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      sent.push({ path: input, authorization: new Headers(init?.headers).get('authorization') });
      return chain.signer(input, init);
    });
    const user = userEvent.setup({ delay: null });
    render(<InlinePage provider={provider} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Refresh token' }));
    await user.click(screen.getByRole('button', { name: 'Refresh token' }));
    expect((screen.getByRole('radio', { name: /Adaeze Okonkwo/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Amount in naira')).toHaveValue('25,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await buyProofToReview(user);
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await stepHeading('Request received');
    expect(sent.filter((call) => call.path === '/api/ramp/vendors')).toHaveLength(1);
    expect(sent.find((call) => call.path === '/api/ramp/onramp')?.authorization).toBe('Bearer token-2');
  });
});
