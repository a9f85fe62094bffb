export { createMockRampService } from './service';
export { MOCK_BANKS, MOCK_LINK, MOCK_VENDORS } from './catalogue';
export { formatServiceDate } from './records';
export { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from './quote';
export type { MockQuoteOptions } from './quote';
export type { MockBank, MockFault, MockRampOptions, MockRampService, MockRoute, MockVendor, ReceivedRequest } from './types';
