import pg from 'pg';
import { createPostgresStore, ownerOf } from 'naira-ramp/server';
import { auth } from '@/auth';

// The store the signer records owners in (here the PostgreSQL store its options were given).
const store = createPostgresStore(new pg.Pool({ connectionString: process.env.DATABASE_URL }));

// Your own data about a transaction, e.g. what onTransaction saved.
declare function receiptOf(reference: string): Promise<unknown>;

// Next.js, app/api/receipts/[reference]/route.ts: for the user who created the reference only, 404 for anyone else.
export async function GET(_request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  const session = await auth();
  if (!session?.user?.id || (await ownerOf(store, reference)) !== session.user.id) return new Response(null, { status: 404 });
  return Response.json(await receiptOf(reference));
}
