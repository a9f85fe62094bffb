import { MOCK_DEPOSIT_ADDRESSES, createMockRampService } from 'naira-ramp/mock';
import { createRampSigner } from 'naira-ramp/server';

// The ramp service's mock in this process: no network, no real key.
const mock = createMockRampService();

export const signer = createRampSigner({
  basePath: '/api/ramp',
  secretKey: mock.secretKey,
  businessId: 'my-business',
  linkTag: 'my-link',
  baseUrl: 'https://ramp.mock', // never reached: the mock's fetch answers
  fetch: mock.fetch,
  // What a real host configures for itself: where sellers send coins, and what people receive.
  depositAddresses: MOCK_DEPOSIT_ADDRESSES,
  quote: mock.quote, // agrees with the payout the mock's records state
});

// See every error state before your users do: the service refuses the next buy with a 503, once.
export const failNextBuy = () => mock.setFaults({ route: 'onramp', status: 503, times: 1 });
