import { createMockRampService, type MockClock } from 'naira-ramp/mock';

// The mock an hour ahead: it stamps its records, and settles them, by that time.
const clock: MockClock = { now: () => new Date(Date.now() + 3_600_000), setTimeout, clearTimeout };

export const mock = createMockRampService({ clock });
