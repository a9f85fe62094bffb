import { createMockRampService } from 'naira-ramp/mock';
import { createRampSigner } from 'naira-ramp/server';

// A signer over the mock in this process: no network, no real key; each transaction settles after 5 s.
const mock = createMockRampService({ lifecycle: { settleAfterMs: 5_000 } });

export const signer = createRampSigner({ secretKey: mock.secretKey, businessId: 'my-business', linkTag: 'my-link', baseUrl: 'https://ramp.mock', fetch: mock.fetch });
