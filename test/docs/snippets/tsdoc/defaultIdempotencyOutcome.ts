import { createRampServer, defaultIdempotencyOutcome } from 'naira-ramp/server';

// A declined payment (402) uses its reference up: a retry is answered the same 402, never sent again.
export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  idempotency: { outcomeOf: (response) => (response.status === 402 ? 'completed' : defaultIdempotencyOutcome(response)) },
});
