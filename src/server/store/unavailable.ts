/** How long a store call may take before the signer treats the store as unavailable. */
export const STORE_TIMEOUT_MS = 1_000;

/** A store call failed or did not answer in time: the signer answers 503 `store_unavailable`. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** Whether an error says the store is unavailable (as opposed to a bug, or host code that threw). */
export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one store call with a deadline; any failure, or no answer within `timeoutMs`, becomes a StoreUnavailableError. */
function withinDeadline<T>(call: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(`the store did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const work = Promise.resolve()
    .then(call)
    .catch((error: unknown) => {
      throw isStoreUnavailable(error) ? error : new StoreUnavailableError(`the store failed: ${describe(error)}`, { cause: error });
    });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Stores made here in memory: they never fail or stall, so they skip the deadline and its timer.
const inMemory = new WeakSet<object>();

/** Marks a store that lives in this process's memory. */
export function inProcess<S extends object>(store: S): S {
  inMemory.add(store);
  return store;
}

/**
 * The store with every named method bounded by a deadline and its failures typed as
 * StoreUnavailableError, so the signer can tell "the store is down" from anything else. Other
 * members (a memory store's `size`) read through. In-memory stores are returned as they are.
 */
export function guardStore<S extends object>(store: S, methods: ReadonlyArray<keyof S & string>, timeoutMs = STORE_TIMEOUT_MS): S {
  if (inMemory.has(store)) return store;
  const guarded = Object.create(store) as S;
  for (const name of methods) {
    const method = store[name] as unknown as ((...args: unknown[]) => Promise<unknown>) | undefined;
    // An optional method the store does not have stays absent.
    if (typeof method !== 'function') continue;
    Object.defineProperty(guarded, name, { value: (...args: unknown[]) => withinDeadline(() => method.apply(store, args), timeoutMs) });
  }
  return inProcess(guarded);
}
