import { encodeBalanceOf, encodeTransfer } from '../../../core';
import type { EvmChain } from '../../../core';
import type { Eip1193Provider } from './wallets';

/** Why a wallet sent nothing (or, for `failed`, may not have): each has its own words. */
export type SendFailure = 'rejected' | 'wrong_chain' | 'insufficient' | 'no_wallet' | 'busy' | 'failed';

/** A send that stopped; `reason` says why. */
export class DepositSendError extends Error {
  constructor(readonly reason: SendFailure) {
    super(reason);
  }
}

/** What to send: `units` of the coin at `token`, to `to`, on `chain`. */
export type EvmTransfer = { chain: EvmChain; token: string; to: string; units: bigint };

const hex = (value: number | bigint) => `0x${value.toString(16)}`;
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** EIP-1193's codes: 4001 the person declined, -32002 a request is already open in the wallet. */
function failureOf(error: unknown, otherwise: SendFailure): DepositSendError {
  if (error instanceof DepositSendError) return error;
  const code = codeOf(error);
  return new DepositSendError(code === 4001 ? 'rejected' : code === -32002 ? 'busy' : otherwise);
}

/** The account the wallet sends from (asking the person to connect it), in the wallet's spelling. */
export async function walletAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' }).catch((error: unknown) => Promise.reject(failureOf(error, 'no_wallet')));
  const account = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof account !== 'string') throw new DepositSendError('no_wallet');
  return account;
}

/** Puts the wallet on `chain`: switches, or adds it first when the wallet does not know it (4902); refuses to go on from any other. */
async function onChain(provider: Eip1193Provider, chain: EvmChain): Promise<void> {
  const chainId = hex(chain.chainId);
  if ((await provider.request({ method: 'eth_chainId' })) === chainId) return;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (codeOf(error) !== 4902) throw failureOf(error, 'wrong_chain');
    const { chainName, nativeCurrency, rpcUrls } = chain;
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId, chainName, nativeCurrency, rpcUrls }] }).catch((added: unknown) => Promise.reject(failureOf(added, 'wrong_chain')));
  }
  if ((await provider.request({ method: 'eth_chainId' })) !== chainId) throw new DepositSendError('wrong_chain');
}

/**
 * Sends the ERC-20 transfer from `from`: on the right chain, after checking the coin balance covers it
 * (a transfer that would fail is never offered to sign), as one `eth_sendTransaction` whose `chainId`
 * the wallet checks again. Resolves with the transaction hash.
 */
export async function sendEvmTransfer(provider: Eip1193Provider, from: string, transfer: EvmTransfer): Promise<string> {
  await onChain(provider, transfer.chain);
  const balance = await provider.request({ method: 'eth_call', params: [{ to: transfer.token, data: encodeBalanceOf(from) }, 'latest'] }).catch(() => undefined);
  if (typeof balance === 'string' && /^0x[0-9a-f]*$/i.test(balance) && BigInt(balance === '0x' ? 0 : balance) < transfer.units) throw new DepositSendError('insufficient');
  const tx = { from, to: transfer.token, data: encodeTransfer(transfer.to, transfer.units), value: '0x0', chainId: hex(transfer.chain.chainId) };
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] }).catch((error: unknown) => Promise.reject(failureOf(error, 'failed')));
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new DepositSendError('failed');
  return hash;
}
