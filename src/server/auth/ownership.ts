import { isRecord } from '../../core';
import type { RampStore } from '../store/types';

/** How long the signer remembers who created a reference: as long as statuses are kept (a week). */
export const OWNER_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ownerKey = (reference: string) => `owner:${reference}`;

/**
 * Claims a reference for a user, atomically across instances sharing the store; returns the
 * user who holds it, which is the caller unless another user created it first. A reference that
 * is already in use (`inUse`: the signer holds a request or a status under it) but whose owner is
 * no longer known (evicted, expired) is handed to nobody: undefined, and the claim is withdrawn.
 */
export async function claimReference(store: RampStore, reference: string, userId: string, inUse: () => Promise<boolean>): Promise<string | undefined> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await store.add(ownerKey(reference), userId, OWNER_TTL_MS)) {
      if (!(await inUse())) return userId;
      await store.delete(ownerKey(reference));
      return undefined;
    }
    const owner = await store.get(ownerKey(reference));
    // Gone between the two calls (expired): claim again.
    if (owner !== undefined) return owner;
  }
  return undefined;
}

/**
 * The user who created a reference (the widget's, or the service's), for routes that read a transaction by it.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createPostgresStore, ownerOf } from 'naira-ramp/server';
 * import { auth } from '@/auth';
 *
 * // The store the signer records owners in (here the PostgreSQL store its options were given).
 * const store = createPostgresStore(new pg.Pool({ connectionString: process.env.DATABASE_URL }));
 *
 * // Your own data about a transaction, e.g. what onTransaction saved.
 * declare function receiptOf(reference: string): Promise<unknown>;
 *
 * // Next.js, app/api/receipts/[reference]/route.ts: for the user who created the reference only, 404 for anyone else.
 * export async function GET(_request: Request, { params }: { params: Promise<{ reference: string }> }) {
 *   const { reference } = await params;
 *   const session = await auth();
 *   if (!session?.user?.id || (await ownerOf(store, reference)) !== session.user.id) return new Response(null, { status: 404 });
 *   return Response.json(await receiptOf(reference));
 * }
 * ```
 */
export async function ownerOf(store: RampStore, reference: string): Promise<string | undefined> {
  return store.get(ownerKey(reference));
}

/** Records the owner under the service's own reference too, from the signer's success answer. */
export async function recordServiceReference(store: RampStore, answer: unknown, userId: string): Promise<void> {
  const transaction = isRecord(answer) ? answer.transaction : undefined;
  const reference = isRecord(transaction) ? transaction.reference : undefined;
  if (typeof reference === 'string' && reference !== '') await store.add(ownerKey(reference), userId, OWNER_TTL_MS);
}
