export { createMockRampService } from './service';
export { MOCK_BANKS, MOCK_LINK, MOCK_VENDORS, mockVendors } from './catalogue';
export { formatServiceDate } from './records';
export type { MockBank, MockFault, MockRampOptions, MockRampService, MockRoute, MockVendor, ReceivedRequest } from './types';
