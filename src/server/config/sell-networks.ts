import { NETWORKS } from '../../core';
import { sellNetworks, type DepositAddresses } from './deposit-addresses';
import type { SignerLogger } from './types';

/** Where sells are taken, in one line: the networks with a deposit address, and the ones refused. */
export function sellNetworksLine(addresses: DepositAddresses): string {
  const open = sellNetworks(addresses);
  const refused = NETWORKS.filter((network) => !open.includes(network));
  if (refused.length === 0 && !NETWORKS.some((network) => addresses[network])) {
    return `naira-ramp signer: sells can be taken on every network (${NETWORKS.join(', ')}): no deposit address is set (depositAddresses or RAMP_DEPOSIT_ADDRESS_*), so a sell shows the service's deposit details where it gives them.`;
  }
  const refusal = refused.length > 0 ? `; ${refused.join(', ')} have none, and their sells are refused (422 on network)` : '';
  return `naira-ramp signer: sells can be taken on ${open.join(', ')}, the networks with a deposit address (depositAddresses or RAMP_DEPOSIT_ADDRESS_*)${refusal}.`;
}

const told = new Set<string>();

/**
 * Says where sells are taken when the signer starts, so a host reads it before a seller meets it: to
 * the host's logger (`info`), else on the console, once per process for each configuration.
 */
export function tellSellNetworks(addresses: DepositAddresses, logger: SignerLogger | undefined): void {
  const line = sellNetworksLine(addresses);
  if (logger) {
    logger.info?.(line);
    return;
  }
  if (told.has(line)) return;
  told.add(line);
  console.info(line);
}
