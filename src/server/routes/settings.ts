import { sellNetworks } from '../config/deposit-addresses';
import type { SignerConfig } from '../config/resolve';
import type { SignerReply } from '../http/responses';

/**
 * `GET {signer}/config`: what the widget adapts to, namely the networks sells are taken on, whether quotes
 * exist, whether account names are looked up, and the host's token facts when it gave any.
 */
export function configReply(config: SignerConfig): SignerReply {
  const body = {
    sell_networks: sellNetworks(config.depositAddresses),
    quote: Boolean(config.quote),
    account_name: Boolean(config.resolveAccountName),
    ...(config.tokens ? { tokens: config.tokens } : {}),
  };
  return { status: 200, body };
}
