import { base58 } from '@scure/base';
import * as z from 'zod/mini';
import { FIELD_TEXTS, accountNumberWarning, createBuyFormSchema, readAccountNumber, readAmount, readNetwork, readText, validateWalletAddress } from '../../../src/core';
import type { FieldIssue, Read } from '../../../src/core';
import { STELLAR_SECRET, WALLETS } from '../support';

const NGN = { min: 20_000, max: 2_000_000 };
const COIN = { min: 20, max: 10_000 };
const STELLAR = WALLETS.stellar;
// The same account id with its last symbol changed: the checksum no longer matches.
const STELLAR_TYPO = `${STELLAR.slice(0, -1)}${STELLAR.endsWith('A') ? 'B' : 'A'}`;
const EVM_TYPO = WALLETS.polygon.replace('a', 'A');

const refused = (read: Read<unknown> | { ok: false; code: string; message: string; word?: FieldIssue['word'] } | { ok: true }): FieldIssue => {
  if (read.ok) throw new Error('expected a refusal');
  return read;
};

/** What the buy form's schema says of a body, captured as the rules' issues by field. */
function formIssues(values: Record<string, unknown>): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  const schema = createBuyFormSchema({ limits: NGN, texts: FIELD_TEXTS, say: (field, issue) => ((issues[field] = issue), issue.message) });
  z.safeParse(schema, { amount: '25000', vendorNumber: '', bankName: 'Access Bank', accountNumber: '0123456789', accountName: '', network: 'stellar', walletAddress: STELLAR, ...values });
  return issues;
}

/**
 * Every text the rules can say that the widget shows (one issue per branch), with the data each one shows:
 * a translation must show it too.
 */
export const RULE_CASES: { name: string; issue: FieldIssue; shows: string[] }[] = [
  { name: 'no amount', issue: refused(readAmount('', 'NGN', NGN)), shows: [] },
  { name: 'other digits', issue: refused(readAmount('٥٠٠٠', 'NGN', NGN)), shows: [] },
  { name: 'letters', issue: refused(readAmount('20k', 'NGN', NGN)), shows: [] },
  { name: 'minus', issue: refused(readAmount('-5', 'NGN', NGN)), shows: [] },
  { name: 'two dots', issue: refused(readAmount('1.2.3', 'NGN', NGN)), shows: [] },
  { name: 'grouping', issue: refused(readAmount('20,00', 'NGN', NGN)), shows: [] },
  { name: 'kobo', issue: refused(readAmount('20000.123', 'NGN', NGN)), shows: ['2'] },
  { name: 'zero', issue: refused(readAmount('0', 'NGN', NGN)), shows: [] },
  { name: 'too many digits', issue: refused(readAmount('1234567890.123456', 'USDT', COIN)), shows: ['15'] },
  { name: 'under the minimum', issue: refused(readAmount('500', 'NGN', NGN)), shows: ['₦20,000.00'] },
  { name: 'over the maximum', issue: refused(readAmount('20000', 'USDT', COIN)), shows: ['10,000.00 USDT'] },
  { name: 'unknown network', issue: refused(readNetwork('tron', FIELD_TEXTS)), shows: ['Stellar, Polygon, Solana, Avalanche'] },
  { name: 'too long', issue: refused(readText('x'.repeat(201), FIELD_TEXTS.accountNameRequired)), shows: ['200'] },
  { name: 'too long, optional name', issue: formIssues({ accountName: 'x'.repeat(201) }).accountName!, shows: ['200'] },
  { name: 'no account number', issue: refused(readAccountNumber('')), shows: [] },
  { name: 'letters in the account number', issue: refused(readAccountNumber('01234x6789')), shows: [] },
  { name: 'short account number', issue: refused(readAccountNumber('12345')), shows: ['5'] },
  { name: 'phone number', issue: refused(readAccountNumber('08031234567')), shows: ['11', '8031234567'] },
  { name: 'check digit', issue: accountNumberWarning('5050114930', { name: 'Access Bank', code: '044' })!, shows: ['Access Bank'] },
  { name: 'no wallet', issue: refused(validateWalletAddress('stellar', '')), shows: ['Stellar'] },
  { name: 'no wallet, no network', issue: formIssues({ network: '', walletAddress: '' }).walletAddress!, shows: [] },
  { name: 'too long an address', issue: refused(validateWalletAddress('polygon', `0x${'a'.repeat(120)}`)), shows: ['Polygon', '42'] },
  { name: 'Stellar secret', issue: refused(validateWalletAddress('stellar', STELLAR_SECRET)), shows: [] },
  { name: 'Solana keypair', issue: refused(validateWalletAddress('solana', base58.encode(new Uint8Array(64).fill(7)))), shows: [] },
  { name: 'private key', issue: refused(validateWalletAddress('polygon', 'ab'.repeat(32))), shows: [] },
  { name: 'Stellar on Polygon', issue: refused(validateWalletAddress('polygon', STELLAR)), shows: ['42'] },
  { name: '0x on Stellar', issue: refused(validateWalletAddress('stellar', WALLETS.polygon)), shows: ['56'] },
  { name: 'Solana on Stellar', issue: refused(validateWalletAddress('stellar', WALLETS.solana)), shows: ['56'] },
  { name: 'muxed', issue: refused(validateWalletAddress('stellar', `M${'A'.repeat(68)}`)), shows: [] },
  { name: 'lower case Stellar', issue: refused(validateWalletAddress('stellar', STELLAR.toLowerCase())), shows: [] },
  { name: 'Stellar typo', issue: refused(validateWalletAddress('stellar', STELLAR_TYPO)), shows: [] },
  { name: 'not Stellar', issue: refused(validateWalletAddress('stellar', 'hello')), shows: ['56'] },
  { name: 'X-Chain', issue: refused(validateWalletAddress('avalanche', 'X-avax1tzdcgj4ehsvhhgpl7zylwpw0gl2rxcg4r5afk5')), shows: [] },
  { name: 'not hex', issue: refused(validateWalletAddress('polygon', '0xhello')), shows: ['Polygon', '42'] },
  { name: 'EVM typo', issue: refused(validateWalletAddress('avalanche', EVM_TYPO)), shows: ['Avalanche'] },
  { name: 'not Solana', issue: refused(validateWalletAddress('solana', 'hello')), shows: ['32', '44'] },
];
