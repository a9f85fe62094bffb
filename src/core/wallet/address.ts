import { NETWORK_LABELS, type Network } from '../networks/list';
import type { AddressKind, IssueTexts, SecretKind } from '../rules/issue-texts';
import { EVM_ADDRESS, evmChecksumOk } from './evm';
import { SOLANA_SHAPE, base58Length } from './solana';
import { STELLAR_ACCOUNT, STELLAR_MUXED, STELLAR_SECRET, stellarAccountProblem } from './stellar';

/** Outcome of checking a wallet address; `address` is the trimmed text to send. */
export type WalletCheck =
  | { ok: true; address: string }
  | { ok: false; code: 'empty' | 'secret_key' | 'wrong_network' | 'format' | 'checksum'; message: string; word: (texts: IssueTexts) => string };

const LOOKS: Record<Network, string> = {
  stellar: 'Stellar addresses start with G and have 56 characters',
  polygon: 'Polygon addresses start with 0x and have 42 characters',
  solana: 'Solana addresses have 32 to 44 letters and digits (no 0, O, I or l)',
  avalanche: 'Avalanche C-Chain addresses start with 0x and have 42 characters',
};

const SECRET_WARNING =
  'never share it with anyone: whoever has it can take your funds. Paste your public address instead';

const KIND_LABELS: Record<AddressKind, string> = {
  stellar: 'a Stellar address',
  evm: 'a Polygon or Avalanche address',
  solana: 'a Solana address',
};

/** Which family of address `text` is shaped like (checksums not checked), to explain a wrong-network paste. */
function kindOf(text: string): AddressKind | undefined {
  if (STELLAR_ACCOUNT.test(text)) return 'stellar';
  if (EVM_ADDRESS.test(text)) return 'evm';
  if (SOLANA_SHAPE.test(text) && base58Length(text) === 32) return 'solana';
  return undefined;
}

const SECRET_LABELS: Record<SecretKind, string> = {
  stellar: 'This is a Stellar secret key, not an address',
  solana: 'This is a Solana private key, not an address',
  private: 'This looks like a private key, not an address',
};

/** A private key pasted by mistake, in the shapes wallets export them. */
function secretKind(text: string): SecretKind | undefined {
  if (STELLAR_SECRET.test(text)) return 'stellar';
  // Solana wallets export a 64-byte keypair (secret and public key) in base58.
  if (text.length > 80 && base58Length(text) === 64) return 'solana';
  // EVM wallets export the private key as 64 hex digits without 0x (with 0x it is more likely a transaction hash).
  if (/^[0-9a-fA-F]{64}$/.test(text)) return 'private';
  return undefined;
}

function fail(code: Exclude<WalletCheck, { ok: true }>['code'], message: string, word: (texts: IssueTexts) => string): WalletCheck {
  return { ok: false, code, message, word };
}

/** Checks that `address` can receive funds on `network`, with checksums where the network has them. */
export function validateWalletAddress(network: Network, address: string): WalletCheck {
  const text = typeof address === 'string' ? address.trim() : '';
  const label = NETWORK_LABELS[network];
  if (text === '') return fail('empty', `Enter your ${label} wallet address`, (t) => t.walletMissing(label));
  // No address or exported key is this long; refusing early keeps base58 decoding cheap.
  if (text.length > 100) return fail('format', `This is too long for a ${label} address. ${LOOKS[network]}`, (t) => t.walletTooLong(label, t.walletLooks[network]));
  const secret = secretKind(text);
  if (secret) return fail('secret_key', `${SECRET_LABELS[secret]}. It is secret: ${SECRET_WARNING}`, (t) => t.walletSecret[secret]);

  const kind = kindOf(text);
  const wanted: AddressKind = network === 'polygon' || network === 'avalanche' ? 'evm' : network;
  if (kind && kind !== wanted) return fail('wrong_network', `This is ${KIND_LABELS[kind]}; ${LOOKS[network]}`, (t) => t.walletWrongNetwork(kind, t.walletLooks[network]));

  if (wanted === 'stellar') {
    if (STELLAR_MUXED.test(text)) {
      // Muxed accounts (M…) carry a 64-bit id beside the account. The service's interface has no field for it,
      // so the id would be silently dropped and a payment to a shared (exchange) account could not be credited.
      return fail('format', 'Muxed Stellar addresses (starting with M) are not supported; use an address that starts with G', (t) => t.walletMuxed);
    }
    if (!STELLAR_ACCOUNT.test(text) && STELLAR_ACCOUNT.test(text.toUpperCase())) {
      return fail('format', 'Stellar addresses are written in capital letters; copy it again from your wallet', (t) => t.walletCapitals);
    }
    const problem = stellarAccountProblem(text);
    if (problem === 'checksum') return fail('checksum', 'This Stellar address has a typo (its checksum does not match); copy it again from your wallet', (t) => t.walletStellarTypo);
    if (problem) return fail('format', `This is not a Stellar address. ${LOOKS.stellar}`, (t) => t.walletNotAddress(label, t.walletLooks.stellar));
    return { ok: true, address: text };
  }

  if (wanted === 'evm') {
    if (network === 'avalanche' && /^[XP]-/i.test(text)) {
      return fail('format', 'This is an Avalanche X-Chain or P-Chain address; use your C-Chain address (starts with 0x)', (t) => t.walletAvalancheChain);
    }
    if (!EVM_ADDRESS.test(text)) return fail('format', `This is not a ${label} address. ${LOOKS[network]}, using only 0–9 and a–f`, (t) => t.walletNotHex(label, t.walletLooks[network]));
    if (!evmChecksumOk(text)) {
      return fail('checksum', `This ${label} address has a typo (its capital letters do not match its checksum); copy it again from your wallet`, (t) => t.walletEvmTypo(label));
    }
    return { ok: true, address: text };
  }

  return kind === 'solana' ? { ok: true, address: text } : fail('format', `This is not a Solana address. ${LOOKS.solana}`, (t) => t.walletNotAddress(label, t.walletLooks.solana));
}

/**
 * The network a valid address belongs to, or undefined. Polygon and Avalanche C-Chain addresses are
 * identical in form, so a 0x address gives undefined: only the person can say which chain they mean.
 */
export function detectNetwork(address: string): Network | undefined {
  const text = typeof address === 'string' ? address.trim() : '';
  const kind = kindOf(text);
  if (kind === 'stellar') return stellarAccountProblem(text) ? undefined : 'stellar';
  return kind === 'solana' ? 'solana' : undefined;
}
