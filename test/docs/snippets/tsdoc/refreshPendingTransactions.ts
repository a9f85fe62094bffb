import { createMemoryStore, createRampSigner, refreshPendingTransactions, type RampSignerOptions } from 'naira-ramp/server';

// The signer's own options object, so the refresh reads the store the signer writes.
const options: RampSignerOptions = { basePath: '/api/ramp', store: createMemoryStore() };

export const signer = createRampSigner(options);
// Every ten minutes, ask about each request pending with no news for half an hour.
setInterval(() => void refreshPendingTransactions(options, { olderThanMs: 30 * 60_000 }), 10 * 60_000);
