import { createRampServer } from 'naira-ramp/server';

// The signer, the webhook receiver and the pending-status refresh, over one store.
const ramp = createRampServer({ basePath: '/api/ramp' });

export const { signer, webhooks } = ramp;
setInterval(() => void ramp.refreshPending(), 10 * 60_000);
