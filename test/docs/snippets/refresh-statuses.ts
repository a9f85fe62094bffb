import { createRampSigner, refreshPendingTransactions, type RampSignerOptions } from 'naira-ramp/server';

// The signer's own options object: the refresh reads the same store (memory in this process, or Redis from anywhere).
const options: RampSignerOptions = { basePath: '/api/ramp' };
export const signer = createRampSigner(options);

/** Asks the service about every transaction pending with no news for 10 minutes, and records the answers. */
export async function refreshStatuses(olderThanMs = 10 * 60_000) {
  const summary = await refreshPendingTransactions(options, { olderThanMs });
  console.info('ramp statuses refreshed', summary);
  return summary;
}

// Every five minutes; a cron job or a platform's scheduled function can call refreshStatuses instead.
setInterval(() => void refreshStatuses(), 5 * 60_000).unref();
