export { createMemoryStore } from './memory';
export type { MemoryStore, MemoryStoreOptions } from './memory';
export { createRedisStore } from './redis';
export type { RedisStoreClient, RedisStoreOptions } from './redis';
export type { CounterState, RampStore } from './types';
