import { createMockRampService } from '../../src/mock';
import { createRampSigner } from '../../src/server/signer';
import type { SignerFetch } from '../../src/react/types';

/** The real signer over the mock service, both in the page: the widget's whole request path without a network. */
export function inPageSigner(): SignerFetch {
  const mock = createMockRampService({ maxReceived: 10 });
  const handler = createRampSigner({
    secretKey: mock.secretKey,
    businessId: 'biz_bench',
    linkTag: 'link_bench',
    baseUrl: 'http://ramp.bench',
    fetch: mock.fetch,
    env: {},
    // Every mount goes through signer and mock, as a first visit would.
    listCacheMs: 0,
  });
  return (input, init) => handler(new Request(new URL(String(input), 'http://bench.test'), init));
}
