import { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from 'naira-ramp/mock';
import { createRampSigner } from 'naira-ramp/server';

// Development, your signer against `npx naira-ramp-mock` (RAMP_BASE_URL, RAMP_SECRET_KEY as it prints them):
// the quote at the mock's rate and fee (₦1,500 per USDT/USDC sold, less ₦500); addresses never funded.
export const signer = createRampSigner({
  basePath: '/api/ramp',
  quote: createMockQuote(),
  depositAddresses: MOCK_DEPOSIT_ADDRESSES,
});
