import type { SignerFetch } from '../../src/index';
import { createMockQuote, createMockRampService } from '../../src/mock';
// The signer module itself, not the server's index: the index also brings the Node adapter and its imports into the page.
import { createRampSigner } from '../../src/server/signer';

/** `count` vendors in the service's observed shape (its misspelt `venderName` included). */
function vendors(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    venderName: `Vendor ${i + 1}`,
    vendorNumber: String(1_000_000_000 + i),
    vendorBank: ['Access Bank', 'Zenith Bank', 'Guaranty Trust Bank'][i % 3]!,
  }));
}

/**
 * The real signer over the mock service, both in the page: the widget's whole request path without
 * a network. `vendorCount` sets how many vendors the service lists.
 */
export function inPageSigner(vendorCount: number): SignerFetch {
  const mock = createMockRampService({ maxReceived: 10, vendors: vendors(vendorCount) });
  const handler = createRampSigner({
    secretKey: mock.secretKey,
    businessId: 'biz_bench',
    linkTag: 'link_bench',
    baseUrl: 'http://ramp.bench',
    fetch: mock.fetch,
    env: {},
    // Every mount goes through signer and mock, as a first visit would.
    listCacheMs: 0,
    // Quotes on, so typing measures the quote line's work as well.
    quote: createMockQuote(),
  });
  return (input, init) => handler(new Request(new URL(String(input), 'http://bench.test'), init));
}
