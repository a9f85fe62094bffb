export { createMockRampService } from './service';
export { MOCK_ACCOUNTS, MOCK_BANKS, MOCK_LINK, MOCK_VENDORS, mockVendors } from './catalogue';
export { MOCK_NO_SUCH_ACCOUNT } from './account-names';
export { formatServiceDate } from './records';
export { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from './quote';
export type { MockQuoteOptions } from './quote';
export type { Asset, Quote, QuoteQuery } from '../core';
export type {
  MockAccount,
  MockBank,
  MockClock,
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
