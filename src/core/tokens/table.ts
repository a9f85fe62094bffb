import { isRecord } from '../json';
import { SELL_ASSETS } from '../money/amount';
import { NETWORKS, type Network } from '../networks/list';
import { validateWalletAddress } from '../wallet/address';
import type { EvmChain, NetworkFacts, TokenFact, TokenTable } from './facts';

/** A host's table: any network it gives replaces the shipped entry whole, so the facts of two chains never mix. */
export type TokenTableOption = Partial<Record<Network, NetworkFacts>>;

/** A host's table as read: the entries that passed, and the networks whose entry did not. */
export type TokenTableRead = { table: TokenTableOption; bad: string[] };

/**
 * The facts in force for a network: the host's entry, else the shipped one; none when the host's entry
 * could not be read (falling back to another chain's facts could send real coins where test ones were meant).
 */
export function factsFor(base: TokenTable, host: TokenTableRead | undefined, network: Network): NetworkFacts | undefined {
  if (host?.bad.some((field) => field === 'tokens' || field.startsWith(`${network}.`))) return undefined;
  return host?.table[network] ?? base[network];
}

const wholeIn = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() === value && value !== '';
const https = (value: unknown): value is string => text(value) && value.startsWith('https://');

function readChain(raw: unknown): EvmChain | undefined {
  if (!isRecord(raw) || !isRecord(raw.nativeCurrency) || !Array.isArray(raw.rpcUrls)) return undefined;
  const { chainId, chainName, nativeCurrency: coin, rpcUrls } = raw;
  if (!wholeIn(chainId, 1, Number.MAX_SAFE_INTEGER) || !text(chainName) || !rpcUrls.length || !rpcUrls.every(https)) return undefined;
  if (!text(coin.name) || !text(coin.symbol) || !wholeIn(coin.decimals, 0, 36)) return undefined;
  return { chainId, chainName, nativeCurrency: { name: coin.name, symbol: coin.symbol, decimals: coin.decimals }, rpcUrls };
}

function readToken(network: Network, raw: unknown): TokenFact | undefined {
  if (!isRecord(raw) || typeof raw.address !== 'string' || !wholeIn(raw.decimals, 0, 36)) return undefined;
  const check = validateWalletAddress(network, raw.address);
  return check.ok && check.address === raw.address ? { address: raw.address, decimals: raw.decimals } : undefined;
}

/** One network's facts as JSON gives them, or the field that is wrong. */
function readNetwork(network: Network, raw: unknown): NetworkFacts | string {
  if (!isRecord(raw) || !isRecord(raw.tokens)) return 'tokens';
  const evm = network === 'polygon' || network === 'avalanche';
  const chain = evm ? readChain(raw.chain) : undefined;
  if (evm && !chain) return 'chain';
  if (!https(raw.explorerTx) || !raw.explorerTx.includes('{hash}')) return 'explorerTx';
  if (raw.passphrase !== undefined && (network !== 'stellar' || !text(raw.passphrase))) return 'passphrase';
  const tokens: NetworkFacts['tokens'] = {};
  for (const asset of SELL_ASSETS) {
    if (raw.tokens[asset] === undefined) continue;
    const token = readToken(network, raw.tokens[asset]);
    if (!token) return `tokens.${asset}`;
    tokens[asset] = token;
  }
  return { ...(chain ? { chain } : {}), explorerTx: raw.explorerTx, ...(raw.passphrase ? { passphrase: raw.passphrase as string } : {}), tokens };
}

/**
 * Reads a host's table (the signer's `tokens` option, or its `GET /config` answer), checking every
 * fact: addresses valid on their network, whole decimals, an https explorer and RPC. `bad` names each
 * network entry that is not (for the signer to refuse at start-up, for the widget to offer no link).
 */
export function readTokenTable(raw: unknown): TokenTableRead {
  const table: TokenTableOption = {};
  const bad: string[] = [];
  if (!isRecord(raw)) return { table, bad: raw === undefined ? [] : ['tokens'] };
  for (const network of NETWORKS) {
    if (raw[network] === undefined) continue;
    const read = readNetwork(network, raw[network]);
    if (typeof read === 'string') bad.push(`${network}.${read}`);
    else table[network] = read;
  }
  return { table, bad };
}

/** The page of transaction `hash` on the network's explorer. */
export function explorerLink(facts: NetworkFacts, hash: string): string {
  return facts.explorerTx.replace('{hash}', encodeURIComponent(hash));
}
