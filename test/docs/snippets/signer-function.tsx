import { BuyRamp } from 'naira-ramp';
import type { SignerFetch } from 'naira-ramp';

/** Where your app keeps the signed-in user's token (your auth library's store, say). */
export const session = { token: '' };

// Made once, outside the component: each call reads the token as it is then.
const signer: SignerFetch = (path, init) => {
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${session.token}`);
  // On another origin than the page, add credentials: 'include' to send its cookies too.
  return fetch(`/api/ramp${path}`, { ...init, headers });
};

export const Checkout = () => <BuyRamp signer={signer} />;
