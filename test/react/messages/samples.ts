import type { IssueTexts } from '../../../src/core';
import type { RampMessages } from '../../../src/react/messages/types';

type Fn = (...args: never[]) => unknown;
type FunctionKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Fn ? K : never }[keyof T];
type Samples<T> = { [K in FunctionKeys<T>]: Parameters<Extract<NonNullable<T[K]>, Fn>>[] };

/**
 * Arguments to call every worded function with, covering each branch a translation must word (a flow, a
 * status, a count of one and of many). A function added to the messages without samples is a type error here.
 */
export const MESSAGE_SAMPLES: Omit<Samples<RampMessages>, 'validation'> = {
  progress: [[2, 5]],
  progressAnnouncement: [[2, 5, 'STEP TITLE']],
  limitsHint: [['₦20,000.00', '₦2,000,000.00'], ['20.00 USDT', undefined]],
  listMore: [[50, 318]],
  vendorEnding: [['6789']],
  quoteTerms: [['1 USDT = ₦1,510.25', '₦500.00']],
  editLabel: [['account number']],
  copyLabel: [['account number']],
  copied: [['account number']],
  payIntro: [['₦25,000.00']],
  payWindow: [['14:05']],
  payWindowLeft: [[1], [5], [21]],
  payee: [['TANSI JONES', 'Wema Bank']],
  accountNameNotFound: [['Wema Bank']],
  accountNameRechecked: [['TANSI JONES']],
  depositAmount: [['120.50 USDC']],
  depositNetwork: [['Stellar']],
  depositWarning: [['USDC', 'Stellar']],
  depositAddress: [['Stellar']],
  depositQrNote: [[true], [false]],
  depositQr: [['Stellar', 'GAAZI4TCR3TY5OJH']],
  receiptSettledTitle: [
    ['buy', 'completed'],
    ['sell', 'completed'],
    ['buy', 'failed'],
    ['sell', 'failed'],
  ],
  statusSentence: [
    ['buy', 'pending'],
    ['sell', 'pending'],
    ['buy', 'completed'],
    ['sell', 'completed'],
    ['buy', 'failed'],
    ['sell', 'failed'],
  ],
  statusAnnouncement: [['STATUS LABEL', 'STATUS SENTENCE.']],
  notFound: [['4821907355302286']],
  paidTo: [['₦25,000.00', 'Adaeze Okonkwo, Access Bank']],
  stablecoinOn: [['Polygon']],
  sendOn: [
    ['50.00 USDT', 'Solana'],
    ['50.00 USDT', ''],
  ],
  nairaInto: [['TANSI JONES, Wema Bank, 9480948372']],
  nairaAmountInto: [['₦74,875.00', 'TANSI JONES, Wema Bank, 9480948372']],
  receiveEstimate: [['WHAT ARRIVES', '₦74,875.00']],
  paidNotice: [['₦25,000.00', 'Adaeze Okonkwo']],
  leaveExplain: [['4821907355302286']],
  contactSupport: [['4821907355302286']],
  contactBusiness: [['4821907355302286']],
  depositBy: [['27 Nov 2026, 14:05']],
  depositByPassed: [['27 Nov 2026, 14:05']],
  estimateUntil: [['27 Nov 2026, 14:05']],
  unknownExplain: [['buy'], ['sell']],
  unknownNext: [['buy'], ['sell']],
  correctExplain: [['4821907355302286']],
  correctingNotice: [['4821907355302286']],
  parkedText: [['₦25,000.00', 'Adaeze Okonkwo', '4821907355302286']],
  dismissExplain: [['4821907355302286']],
};

/** Arguments for every worded rule text, as the rules pass them. */
export const ISSUE_SAMPLES: Samples<IssueTexts> = {
  amountDecimals: [[2], [6]],
  amountDigits: [[15]],
  amountMin: [['₦20,000.00']],
  amountMax: [['10,000.00 USDT']],
  networkUnknown: [['Stellar, Polygon, Solana, Avalanche']],
  tooLong: [[200]],
  accountNumberLength: [[9], [11]],
  phoneNumber: [['8031234567']],
  accountNumberCheck: [['Access Bank']],
  walletMissing: [['Stellar']],
  walletTooLong: [['Polygon', 'LOOKS SENTENCE']],
  walletWrongNetwork: [
    ['stellar', 'LOOKS SENTENCE'],
    ['evm', 'LOOKS SENTENCE'],
    ['solana', 'LOOKS SENTENCE'],
  ],
  walletNotAddress: [['Solana', 'LOOKS SENTENCE']],
  walletNotHex: [['Polygon', 'LOOKS SENTENCE']],
  walletEvmTypo: [['Avalanche']],
};
