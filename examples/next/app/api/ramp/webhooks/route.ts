import { webhooks } from '@/lib/ramp';

export const POST = webhooks;
