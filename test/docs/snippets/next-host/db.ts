// Stands in for a Next.js app's database client (`db.ts` at its root, e.g. Prisma).
type Wallet = { userId: string; network: 'stellar' | 'polygon' | 'solana' | 'avalanche'; address: string };

export const wallets: Wallet[] = [];
export const rampTransactions: unknown[] = [];

export const db = {
  wallets: { findFirst: async ({ where }: { where: { userId: string } }) => wallets.find((wallet) => wallet.userId === where.userId) },
  rampTransactions: { create: async ({ data }: { data: unknown }) => void rampTransactions.push(data) },
};
