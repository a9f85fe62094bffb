import { createRampServer } from 'naira-ramp/server';

// The refresh reads the signer's own store (memory in this process, or Redis from anywhere).
export const { signer, webhooks, refreshPending } = createRampServer({ basePath: '/api/ramp' });

/** Asks the service about every transaction pending with no news for 10 minutes, and records the answers. */
export async function refreshStatuses(olderThanMs = 10 * 60_000) {
  const summary = await refreshPending({ olderThanMs });
  console.info('ramp statuses refreshed', summary);
  return summary;
}

// Every five minutes; a cron job or a platform's scheduled function can call refreshStatuses instead.
setInterval(() => void refreshStatuses(), 5 * 60_000).unref();
