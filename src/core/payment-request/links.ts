import type { DepositInstructions } from '../deposit';
import type { NetworkFacts } from '../tokens/facts';
import { baseUnits, decimalText } from './units';

// Percent-encoding of every character outside RFC 3986's unreserved set (encodeURIComponent leaves !'()* alone).
const encoded = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A payment request for the deposit, in the standard its network's wallets read: EIP-681 on Polygon and
 * Avalanche, Solana Pay on Solana, SEP-7 on Stellar. Undefined when a fact is missing (the coin is not in
 * the table, the amount cannot be sent in the coin's units): nothing is guessed.
 */
export function paymentRequest(deposit: DepositInstructions, facts: NetworkFacts | undefined): string | undefined {
  const token = facts?.tokens[deposit.asset];
  if (!facts || !token) return undefined;
  switch (deposit.network) {
    case 'polygon':
    case 'avalanche': {
      // EIP-681: ethereum:<token contract>@<chain id>/transfer?address=<to>&uint256=<amount in base units>.
      const units = baseUnits(deposit.amount, token.decimals);
      if (!facts.chain || units === undefined || deposit.memo) return undefined;
      return `ethereum:${token.address}@${facts.chain.chainId}/transfer?address=${deposit.address}&uint256=${units}`;
    }
    case 'solana': {
      // Solana Pay transfer request: the amount in whole tokens as a plain decimal, the mint as spl-token.
      const amount = decimalText(deposit.amount, token.decimals);
      if (amount === undefined || deposit.memo) return undefined;
      return `solana:${deposit.address}?amount=${amount}&spl-token=${token.address}`;
    }
    case 'stellar': {
      // SEP-7 `pay`: the signer takes the deposit memo as a text memo (at most 28 bytes), so MEMO_TEXT;
      // network_passphrase only off the public network.
      const amount = decimalText(deposit.amount, token.decimals);
      if (amount === undefined) return undefined;
      const params = [`destination=${deposit.address}`, `amount=${amount}`, `asset_code=${deposit.asset}`, `asset_issuer=${token.address}`];
      if (deposit.memo) params.push(`memo=${encoded(deposit.memo)}`, 'memo_type=MEMO_TEXT');
      if (facts.passphrase) params.push(`network_passphrase=${encoded(facts.passphrase)}`);
      return `web+stellar:pay?${params.join('&')}`;
    }
  }
}
