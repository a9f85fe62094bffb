// Namespace import: it lets every bundler drop the parts of zod we do not use.
import * as z from 'zod/mini';
import type { Network } from '../networks/list';
import { readDepositHash } from '../payment-request/hash';
import { ruleField } from './fields';
import type { Say } from './fields';

/**
 * Schema of the deposit-hash form: the transaction hash of coins the person sent by hand, trimmed, in
 * its network's format (`readDepositHash`). Nothing of it goes upstream: the widget keeps and shows it.
 */
export function depositHashSchema(network: Network, say: Say) {
  return z.object({ hash: ruleField('hash', (input) => readDepositHash(network, input), say) });
}
