import type { Network } from '../networks/list';

/** What a pasted private key is, as the wallet rule tells it apart. */
export type SecretKind = 'stellar' | 'solana' | 'private';

/** Which family of address a pasted one is (a wrong-network paste). */
export type AddressKind = 'stellar' | 'evm' | 'solana';

/**
 * Everything a field rule can say, one entry per text, for a translation to word: the rules write
 * their English `message` themselves (the signer's words) and carry how to say it from these texts
 * (`FieldIssue.word`). The texts of `FieldTexts` are not here: the widget's messages already supply them.
 */
export type IssueTexts = {
  amountMissing: string;
  amountOtherDigits: string;
  amountCharacters: string;
  amountMinus: string;
  amountOneDot: string;
  amountGrouping: string;
  amountDecimals: (places: number) => string;
  amountZero: string;
  amountDigits: (digits: number) => string;
  amountMin: (limit: string) => string;
  amountMax: (limit: string) => string;
  networkUnknown: (networks: string) => string;
  tooLong: (characters: number) => string;
  accountNumberMissing: string;
  accountNumberDigits: string;
  accountNumberLength: (digits: number) => string;
  /** Follows the length problem of an 11-digit number starting with 0: the same number without its 0. */
  phoneNumber: (withoutZero: string) => string;
  /** The soft warning when the NUBAN check digit does not fit the bank. */
  accountNumberCheck: (bank: string) => string;
  walletMissing: (network: string) => string;
  walletNone: string;
  /** What a valid address looks like on each network, said after a problem. */
  walletLooks: Record<Network, string>;
  walletTooLong: (network: string, looks: string) => string;
  walletSecret: Record<SecretKind, string>;
  walletWrongNetwork: (kind: AddressKind, looks: string) => string;
  walletMuxed: string;
  walletCapitals: string;
  walletStellarTypo: string;
  walletNotAddress: (network: string, looks: string) => string;
  walletNotHex: (network: string, looks: string) => string;
  walletAvalancheChain: string;
  walletEvmTypo: (network: string) => string;
};
