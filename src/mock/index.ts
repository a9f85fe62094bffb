export { createMockRampService } from './service';
export { MOCK_BANKS, MOCK_LINK, MOCK_VENDORS } from './catalogue';
export { formatServiceDate } from './records';
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
