export { createMockRampService } from './service';
export { MOCK_BANKS, MOCK_LINK, MOCK_VENDORS, mockVendors } from './catalogue';
export { formatServiceDate } from './records';
export { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from './quote';
export type { MockQuoteOptions } from './quote';
export type {
  MockBank,
  MockFault,
  MockLifecycleOptions,
  MockRampOptions,
  MockRampService,
  MockRoute,
  MockVendor,
  MockWebhookDelivery,
  MockWebhookOptions,
  ReceivedRequest,
} from './types';
