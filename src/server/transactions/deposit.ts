import { serviceDepositAddress, serviceDepositDeadline } from '../../core';
import type { DepositInstructions, Network, SellAsset } from '../../core';
import type { DepositAddresses } from '../config/deposit-addresses';

/**
 * The `deposit` of an accepted sell: the service's own address when its answer carries one,
 * else the host's, with the service's deadline when it gives one; undefined when neither has an
 * address (nothing is made up).
 */
export function depositFor(
  addresses: DepositAddresses,
  sell: { network: Network; amount: number; asset: SellAsset },
  upstreamJson: unknown,
): DepositInstructions | undefined {
  const where = serviceDepositAddress(upstreamJson, sell.network) ?? addresses[sell.network];
  const deadline = serviceDepositDeadline(upstreamJson);
  return where ? { network: sell.network, asset: sell.asset, amount: sell.amount, ...where, ...(deadline ? { expires_at: deadline } : {}) } : undefined;
}
