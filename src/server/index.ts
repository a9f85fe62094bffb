export { createRampSigner } from './signer';
export type { RampSigner } from './signer';
export type { FetchLike, LogFields, RampSignerOptions, SignerEnv, SignerLogger } from './options';
export type { SignerReply } from './responses';
export type { ForwardTransaction, TransactionCall } from './transactions';
export type { SignerRoute } from './routes';
export { toNodeHandler } from './node';
export type { NodeHandler, WebHandler } from './node';
export { MAX_BODY_BYTES } from './body';
