import type { SignerLogger } from '../config/types';

/**
 * How a store keeps what it is told across a restart: `aof`, every write (Redis `appendonly yes`);
 * `snapshots`, now and then (`save`), so a crash loses the latest writes; `none`; `memory`, this
 * process only; `commit`, every write flushed to a database's write-ahead log before it is
 * acknowledged (PostgreSQL with `synchronous_commit` and `fsync` on); `delayed-commit`, a database
 * that acknowledges first (either off), so a crash loses the latest writes; `unknown`, the store
 * would not say (a managed Redis refusing CONFIG, a database not answering).
 */
export type Persistence = 'aof' | 'snapshots' | 'none' | 'memory' | 'commit' | 'delayed-commit' | 'unknown';

/** What a store may tell of itself: the Redis stores ask the server, the memory stores say `memory`. */
export interface DescribesPersistence {
  persistence?(): Promise<Persistence>;
}

/** The client's CONFIG GET, when it has one (the `redis` package's client does). */
export interface ConfigReader {
  configGet?(parameter: string): Promise<unknown>;
}

async function configValue(client: ConfigReader, parameter: string): Promise<string | undefined> {
  const reply = await client.configGet?.(parameter);
  const value = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>)[parameter] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Asks the Redis server how it persists: `CONFIG GET appendonly`, then `save`. */
export async function redisPersistence(client: ConfigReader): Promise<Persistence> {
  try {
    const appendonly = await configValue(client, 'appendonly');
    if (appendonly === undefined) return 'unknown';
    if (appendonly === 'yes') return 'aof';
    return (await configValue(client, 'save'))?.trim() ? 'snapshots' : 'none';
  } catch {
    return 'unknown';
  }
}

const EXACTLY_ONCE = 'Exactly-once needs a Redis that persists every write (appendonly yes).';
const COMMITTED = 'Exactly-once needs a PostgreSQL that flushes every commit (synchronous_commit on, fsync on).';

const WARNINGS: Partial<Record<Persistence, (name: string) => string>> = {
  none: (name) => `the ${name} Redis does not persist (appendonly no, no save): after a restart every reference is forgotten and a retry is forwarded again. ${EXACTLY_ONCE}`,
  snapshots: (name) => `the ${name} Redis persists only snapshots (save): a crash forgets the references since the last one. ${EXACTLY_ONCE}`,
  'delayed-commit': (name) => `the ${name} PostgreSQL store acknowledges writes before flushing them (synchronous_commit or fsync off): a crash forgets the latest references. ${COMMITTED}`,
  unknown: (name) => `could not ask the ${name} store how it persists (Redis refused or lacks CONFIG GET, or the database did not answer). ${EXACTLY_ONCE} ${COMMITTED}`,
};

const KEPT: Partial<Record<Persistence, (name: string) => string>> = {
  aof: (name) => `the ${name} Redis persists every write (appendonly yes)`,
  commit: (name) => `the ${name} PostgreSQL store flushes every write before it answers (synchronous_commit on)`,
};

/**
 * Checks each store the signer was given and warns about those that would forget references on a
 * restart; under NODE_ENV=production, also about stores kept in memory, which several instances
 * behind a load balancer do not share. Runs once, at start, without holding anything up.
 */
export async function checkDurability(stores: Array<{ name: string; store: DescribesPersistence | undefined }>, production: boolean, logger: SignerLogger | undefined): Promise<void> {
  for (const { name, store } of stores) {
    const persistence = (await store?.persistence?.()) ?? 'unknown';
    const warning = WARNINGS[persistence];
    if (warning) logger?.warn(warning(name), { persistence });
    const kept = KEPT[persistence];
    if (kept) logger?.info?.(kept(name), { persistence });
    if (persistence === 'memory' && production) {
      logger?.warn(`the ${name} store is in this process's memory: with several instances, each would forward the same request and keep its own records. Pass a Redis or PostgreSQL store.`, { persistence });
    }
  }
}
