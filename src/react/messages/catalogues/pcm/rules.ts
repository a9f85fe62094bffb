import type { IssueTexts } from '../../../../core';
import type { ServiceErrorTexts } from '../../types';

const SECRET = 'E dey secret: no ever show am to anybody, because anybody wey get am fit carry your money. Paste your public address instead';

/** Nigerian Pidgin: what the form's rules say. */
export const issues: IssueTexts = {
  amountMissing: 'Put amount',
  amountOtherDigits: 'Use only the numbers 0–9 (we no dey take numbers from another writing)',
  amountCharacters: 'Use only the numbers 0–9, with dot before kobo (like 20,000.50)',
  amountMinus: 'Put amount wey pass zero, without minus sign',
  amountOneDot: 'Use only one dot',
  amountGrouping: 'Put comma or space only between thousands, and dot before kobo (like 20,000.50)',
  amountDecimals: (places) => `No put pass ${places} numbers after the dot`,
  amountZero: 'Put amount wey pass zero',
  amountDigits: (digits) => `No put pass ${digits} numbers`,
  amountMin: (limit) => `Amount no fit dey less than ${limit}`,
  amountMax: (limit) => `Amount no fit pass ${limit}`,
  networkUnknown: (networks) => `Pick one: ${networks}`,
  tooLong: (characters) => `No write pass ${characters} letters`,
  accountNumberMissing: 'Put the account number wey get 10 digits',
  accountNumberDigits: 'Account number na only numbers (10 of dem)',
  accountNumberLength: (digits) => `Account number get exactly 10 digits (this one get ${digits}).`,
  phoneNumber: (withoutZero) => `If na phone number, OPay, PalmPay, Moniepoint and Kuda dey use am without the first 0: ${withoutZero}`,
  accountNumberCheck: (bank) => `Check this number again: e no resemble account number for ${bank}. Go front only if you sure say e correct.`,
  walletMissing: (network) => `Put your ${network} wallet address`,
  walletNone: 'Put the wallet address wey go collect the stablecoin',
  walletLooks: {
    stellar: 'Stellar address dey start with G and e get 56 characters',
    polygon: 'Polygon address dey start with 0x and e get 42 characters',
    solana: 'Solana address get 32 to 44 letters and numbers (no 0, O, I or l)',
    avalanche: 'Avalanche C-Chain address dey start with 0x and e get 42 characters',
  },
  walletTooLong: (network, looks) => `E too long for ${network} address. ${looks}`,
  walletSecret: {
    stellar: `Na Stellar secret key be this, no be address. ${SECRET}`,
    solana: `Na Solana private key be this, no be address. ${SECRET}`,
    private: `This one resemble private key, no be address. ${SECRET}`,
  },
  walletWrongNetwork: (kind, looks) =>
    `Na ${kind === 'evm' ? 'Polygon or Avalanche' : kind === 'stellar' ? 'Stellar' : 'Solana'} address be this; ${looks}`,
  walletMuxed: 'We no dey take muxed Stellar address (wey start with M); use address wey start with G',
  walletCapitals: 'Stellar address na capital letters; copy am again from your wallet',
  walletStellarTypo: 'Mistake dey this Stellar address (the checksum no match); copy am again from your wallet',
  walletNotAddress: (network, looks) => `This one no be ${network} address. ${looks}`,
  walletNotHex: (network, looks) => `This one no be ${network} address. ${looks}, with only 0–9 and a–f`,
  walletAvalancheChain: 'Na Avalanche X-Chain or P-Chain address be this; use your C-Chain address (wey start with 0x)',
  walletEvmTypo: (network) => `Mistake dey this ${network} address (the capital letters no match the checksum); copy am again from your wallet`,
};

const INTEGRATION = 'The checkout send request wey the server no dey take. Na the site owner go fix am.';

/** Nigerian Pidgin: the signer's errors, worded by the widget. */
export const serviceErrors: ServiceErrorTexts = {
  codes: {
    validation: 'Some details no correct, or dem no dey there.',
    limit: 'The amount no dey inside the limit wey dem allow.',
    payment_failed: 'The service no fit complete this transaction.',
    not_found: 'The service no see wetin this request dey talk about.',
    conflict: 'This request clash with one wey dem send before.',
    method_not_allowed: INTEGRATION,
    payload_too_large: INTEGRATION,
    unsupported_media_type: INTEGRATION,
    rate_limited: 'Too many requests dey enter now.',
    upstream: 'The payment service no answer well.',
    store_unavailable: 'The server no ready now, so nothing go.',
  },
  field: 'Dem no take this one. Check am, then try again.',
};
