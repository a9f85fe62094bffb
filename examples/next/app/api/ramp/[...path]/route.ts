import { signer } from '@/lib/ramp';

export const GET = signer;
export const HEAD = signer;
export const POST = signer;
