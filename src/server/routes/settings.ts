import { sellNetworks } from '../config/deposit-addresses';
import type { SignerConfig } from '../config/resolve';
import type { SignerReply } from '../http/responses';

/** `GET {signer}/config`: what the widget adapts to, namely the networks sells are taken on and whether quotes exist. */
export function configReply(config: SignerConfig): SignerReply {
  return { status: 200, body: { sell_networks: sellNetworks(config.depositAddresses), quote: Boolean(config.quote) } };
}
