import { sellNetworks } from '../config/deposit-addresses';
import type { SignerConfig } from '../config/resolve';
import type { SignerReply } from '../http/responses';

/** `GET {signer}/config`: what the widget adapts to, namely the networks sells are taken on, whether quotes exist and whether account names are looked up. */
export function configReply(config: SignerConfig): SignerReply {
  const body = { sell_networks: sellNetworks(config.depositAddresses), quote: Boolean(config.quote), account_name: Boolean(config.resolveAccountName) };
  return { status: 200, body };
}
