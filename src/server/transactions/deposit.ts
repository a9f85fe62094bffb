import { serviceDepositAddress } from '../../core';
import type { DepositInstructions, Network, SellAsset } from '../../core';
import type { DepositAddresses } from '../config/deposit-addresses';

/**
 * The `deposit` of an accepted sell: the service's own address when its answer carries one,
 * else the host's; undefined when neither has one (nothing is made up).
 */
export function depositFor(
  addresses: DepositAddresses,
  sell: { network: Network; amount: number; asset: SellAsset },
  upstreamJson: unknown,
): DepositInstructions | undefined {
  const where = serviceDepositAddress(upstreamJson, sell.network) ?? addresses[sell.network];
  return where ? { network: sell.network, asset: sell.asset, amount: sell.amount, ...where } : undefined;
}
