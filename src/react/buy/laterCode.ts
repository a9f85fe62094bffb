import { lazyModule } from '../hooks/lazyModule';
import { laterCodeFailed } from '../flow/laterError';

/** Everything after the buy flow's first step: its steps, receipt and status, request bodies and sending, the whole form rules and the later strings. */
export const buyLaterCode = lazyModule(() => import('./later'), laterCodeFailed);
