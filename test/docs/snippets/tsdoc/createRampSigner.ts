import { createRampSigner } from 'naira-ramp/server';

// Next.js, app/api/ramp/[...path]/route.ts: the key and the rest come from RAMP_* in the environment.
const signer = createRampSigner({ basePath: '/api/ramp' });

export { signer as GET, signer as POST };
