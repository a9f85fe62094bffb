// The signer as a Next.js route handler, over the package's mock ramp service (no network, no key).
import { createRampSigner } from 'naira-ramp/server';
import { createMockRampService } from 'naira-ramp/mock';

const mock = createMockRampService();
const signer = createRampSigner({
  basePath: '/api/ramp',
  baseUrl: 'http://ramp.invalid',
  secretKey: mock.secretKey,
  businessId: 'biz_next',
  linkTag: 'link_next',
  fetch: mock.fetch,
});

export const GET = signer;
export const POST = signer;
