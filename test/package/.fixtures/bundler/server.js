// A server bundle (as Next.js or a Vite SSR build makes one) of the signer and the mock.
export { createRampSigner, toNodeHandler } from 'naira-ramp/server';
export { createMockRampService } from 'naira-ramp/mock';
