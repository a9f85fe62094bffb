export { createPostgresStore } from './create';
export type { PostgresStore, PostgresStoreOptions } from './create';
export type { PostgresClient, PostgresPool, PostgresQuery, PostgresResult, PostgresRow } from './pool';
export { pruneRampStore } from './prune';
export type { AutoPrune, PruneOptions, PruneSummary } from './prune';
export { migrateRampStore, rampStoreSchema } from './schema';
export type { RampSchemaOptions } from './schema';
