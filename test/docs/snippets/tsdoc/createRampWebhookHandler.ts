import { createRampWebhookHandler } from 'naira-ramp/server';

// Next.js, app/api/ramp/webhooks/route.ts: RAMP_WEBHOOK_SECRET checks each delivery.
export const POST = createRampWebhookHandler({ onEvent: (event) => console.log(event.reference, event.status) });
