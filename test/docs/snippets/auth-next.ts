import { createRampSigner } from 'naira-ramp/server';
import { auth } from '@/auth';
import { db } from '@/db';

const signer = createRampSigner({
  basePath: '/api/ramp',
  async authorize() {
    const session = await auth(); // reads the session cookie of this request
    if (!session?.user?.id) return new Response(null, { status: 401 });
    const wallet = await db.wallets.findFirst({ where: { userId: session.user.id } });
    return {
      userId: session.user.id,
      locked: wallet ? { network: wallet.network, wallet_address: wallet.address } : undefined,
    };
  },
  onTransaction: (record) => db.rampTransactions.create({ data: record }),
});

export const GET = signer;
export const HEAD = signer;
export const POST = signer;
