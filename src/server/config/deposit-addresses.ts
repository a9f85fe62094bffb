import { NETWORKS, NETWORK_LABELS, validateWalletAddress } from '../../core';
import type { DepositAddress, Network } from '../../core';
import type { SignerEnv } from './types';

/** A deposit address per network, as the host gives it: the address alone, or with a Stellar memo. */
export type DepositAddressOption = string | DepositAddress;

/** The deposit addresses the signer holds, validated; a network left out takes no sells. */
export type DepositAddresses = Partial<Record<Network, DepositAddress>>;

const variable = (network: Network) => `RAMP_DEPOSIT_ADDRESS_${network.toUpperCase()}`;

/**
 * Reads `depositAddresses` over `RAMP_DEPOSIT_ADDRESS_{STELLAR,POLYGON,SOLANA,AVALANCHE}` (and
 * `RAMP_DEPOSIT_MEMO_STELLAR`), checking each with the wallet rules the widget uses; a bad one
 * throws at start-up naming the variable, so no person is ever told to send coins to it.
 */
export function resolveDepositAddresses(given: Partial<Record<Network, DepositAddressOption>> | undefined, env: SignerEnv): DepositAddresses {
  const addresses: DepositAddresses = {};
  for (const network of NETWORKS) {
    const option = given?.[network];
    const fromOption = typeof option === 'string' ? { address: option } : option;
    const memo = fromOption ? fromOption.memo : network === 'stellar' ? env.RAMP_DEPOSIT_MEMO_STELLAR : undefined;
    const address = (fromOption?.address ?? env[variable(network)])?.trim();
    if (!address) continue;
    const name = fromOption ? `depositAddresses.${network}` : variable(network);
    const check = validateWalletAddress(network, address);
    if (!check.ok) throw new Error(`naira-ramp signer: ${name} is not a valid ${NETWORK_LABELS[network]} address: ${check.message}.`);
    const trimmedMemo = memo?.trim();
    if (trimmedMemo && network !== 'stellar') throw new Error(`naira-ramp signer: a memo is only used on Stellar (${name}).`);
    // A Stellar text memo holds at most 28 bytes.
    if (trimmedMemo && new TextEncoder().encode(trimmedMemo).length > 28) {
      throw new Error(`naira-ramp signer: ${fromOption ? `depositAddresses.stellar.memo` : 'RAMP_DEPOSIT_MEMO_STELLAR'} must be at most 28 bytes.`);
    }
    addresses[network] = trimmedMemo ? { address: check.address, memo: trimmedMemo } : { address: check.address };
  }
  return addresses;
}

/** The networks sells are taken on: those with a deposit address, or every one when the host configured none. */
export function sellNetworks(addresses: DepositAddresses): readonly Network[] {
  const configured = NETWORKS.filter((network) => addresses[network]);
  return configured.length > 0 ? configured : NETWORKS;
}
