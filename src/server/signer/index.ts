export { assertRampSignerConfig, createRampSigner } from './create';
export type { RampSigner } from './create';
