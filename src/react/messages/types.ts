import type { IssueTexts, Network, RampErrorCode } from '../../core';
import type { RampDialogMessages } from './dialog';

/**
 * The strings the first paint shows: the frame around every step (titles, progress, announcements),
 * both flows' first steps with their lists, the quote line, the rules' field texts and every error
 * text. They are in the first bundle.
 */
export type FirstMessages = {
  /** Names the language switch in the header (shown with `languages`). */
  language: string;
  buyTitle: string;
  sellTitle: string;
  progress: (step: number, total: number) => string;
  progressAnnouncement: (step: number, total: number, title: string) => string;
  continue: string;
  back: string;
  optional: string;
  lockedHint: string;
  loading: string;
  tryAgain: string;
  /** The action after a request that may have gone through: the same details, a new reference. */
  startNew: string;
  amountStepTitle: string;
  amountLabel: string;
  sellAmountLabel: string;
  assetLabel: string;
  limitsHint: (min: string, max?: string) => string;
  vendorLegend: string;
  vendorsEmpty: string;
  vendorsFailed: string;
  vendorRequired: string;
  vendorSearchHint: string;
  vendorNoMatch: string;
  showVendors: string;
  vendorList: string;
  /** Beside a vendor whose name and bank read like another's: the last digits of its account, which tell them apart. */
  vendorEnding: (digits: string) => string;
  payStepTitle: string;
  proofStepTitle: string;
  bankStepTitle: string;
  bankRequired: string;
  bankNotListed: string;
  listMore: (shown: number, total: number) => string;
  accountNameRequired: string;
  destinationStepTitle: string;
  walletStepTitle: string;
  networkRequired: string;
  reviewStepTitle: string;
  submittingAnnouncement: string;
  receiptStepTitle: string;
  checkingAnnouncement: string;
  errorTitle: string;
  fixFields: string;
  hostConfiguration: string;
  retryHint: string;
  /** Follows the signer's words when the request may have gone through and cannot simply be tried again. */
  newRequestHint: string;
  networkError: string;
  timeoutError: string;
  /** Replaces a validation message; receives the form field, a short code and the text the widget would show. */
  validation?: (field: string, code: string, message: string) => string;
  /** The rules' texts in the widget's language; without them (English) each rule says its own text, as the signer does. */
  issues?: IssueTexts;
  /** The signer's errors in the widget's language; without them (English) the signer's own words are shown. */
  serviceErrors?: ServiceErrorTexts;
  /** The words of a `<RampDialog>` around the widget, in its language (the dialog's own `messages` win); English by default. */
  dialog?: RampDialogMessages;
};

/**
 * The signer writes its errors in English; a widget in another language words them itself, by code.
 * Network failures and timeouts, host problems and field errors have their own texts in `FirstMessages`.
 */
export type ServiceErrorTexts = {
  /** What happened, for each code the signer's own message would otherwise say. */
  codes: Record<Exclude<RampErrorCode, 'network' | 'timeout' | 'unauthorized' | 'forbidden' | 'configuration'>, string>;
  /** Beside a field the signer refused. */
  field: string;
};

/** The strings only the steps after the first show (pay, proof, wallet, bank, review, receipt, deposit): they load with those steps. */
export type LaterMessages = {
  quoteLabel: string;
  /** Where the quote will show, while there is no amount to quote (empty, or one the form would refuse). */
  quoteIdle: string;
  quoteLoading: string;
  quoteFailed: string;
  quoteExpired: string;
  quoteTerms: (rate: string, fee: string) => string;
  edit: string;
  editLabel: (field: string) => string;
  copy: string;
  copyLabel: (field: string) => string;
  copied: (field: string) => string;
  copiedShort: string;
  copyFailed: string;
  startAnother: string;
  payIntro: (amount: string) => string;
  /** Who the vendor is, on the pay step (replace it to name your partner). */
  vendorAbout: string;
  narrationLabel: string;
  narrationHint: string;
  /** The payment window's visible countdown (`time` as m:ss). */
  payWindow: (time: string) => string;
  /** Read out at each 5 minutes and at the last minute, not every second. */
  payWindowLeft: (minutes: number) => string;
  /** Once the window has run out before "I have paid": the vendor's account is no longer shown. */
  payWindowOver: string;
  /** Under it: the two ways on. */
  payWindowClosedHelp: string;
  /** After "I have paid", when the vendor list no longer has the vendor paid: the request cannot be sent, nothing invites a second payment (`contactBusiness` follows it). */
  paidVendorUnlisted: string;
  /** A new window and a new narration (nothing was paid). */
  startAgain: string;
  /** The transfer was made before the window ran out: go on with the same narration. */
  alreadyPaid: string;
  vendorName: string;
  vendorBank: string;
  vendorNumber: string;
  amountToPay: string;
  iHavePaid: string;
  proofBankLabel: string;
  sellBankLabel: string;
  bankHint: string;
  banksFailed: string;
  bankNoMatch: string;
  showBanks: string;
  bankList: string;
  proofAccountNumberLabel: string;
  sellAccountNumberLabel: string;
  accountNumberHint: string;
  accountNameLabel: string;
  /** While the signer looks the account's holder up. */
  accountNameChecking: string;
  /** The holder the bank gives for the account, and the bank: who the naira goes to. */
  payee: (name: string, bank: string) => string;
  /** The account name's hint while it is the bank's. */
  accountNameFromBank: string;
  /** When the holder could not be looked up: the person types the name, warned. */
  accountNameOutage: string;
  /** On the account number when the bank has no such account. */
  accountNameNotFound: (bank: string) => string;
  /** The review's mark on an account name the bank gave. */
  accountNameChecked: string;
  /** The review's mark on an account name the person typed while the bank could not be asked. */
  accountNameUnchecked: string;
  /** The review's button that asks the bank for the account's name again. */
  accountNameAskAgain: string;
  /** When the bank, asked again from the review, still could not be asked. */
  accountNameStillUnchecked: string;
  /** Read out when the bank, asked again from the review, gave the account's name (which replaces the typed one). */
  accountNameRechecked: (name: string) => string;
  networkLegend: string;
  walletLabel: string;
  /** Under the wallet field: what an address on the chosen network looks like. */
  walletHints: Record<Network, string>;
  sellWalletLabel: string;
  reviewIntro: string;
  submitBuy: string;
  submitSell: string;
  submitting: string;
  transactionId: string;
  reference: string;
  amount: string;
  youSend: string;
  /** On a completed sale's receipt, in place of "You send". */
  youSent: string;
  network: string;
  wallet: string;
  date: string;
  status: string;
  linkAccountName: string;
  linkAccountNumber: string;
  linkBankName: string;
  depositTitle: string;
  depositAmount: (amount: string) => string;
  depositNetwork: (network: string) => string;
  depositWarning: (asset: string, network: string) => string;
  depositAddress: (network: string) => string;
  depositMemo: string;
  depositMemoWarning: string;
  /** The Copy button's label for the amount to send. */
  depositAmountLabel: string;
  /** Under the QR code: what it holds (the address alone), and what to enter by hand. */
  depositQrNote: (withMemo: boolean) => string;
  depositQr: (network: string, address: string) => string;
  depositMissing: string;
  /** The payment request link (EIP-681, Solana Pay or SEP-7), which a wallet app opens with everything filled in. */
  depositOpenWallet: string;
  /** Switches the QR code between the address alone and the whole payment request. */
  depositQrShowRequest: string;
  depositQrShowAddress: string;
  depositQrRequest: (network: string) => string;
  /** Under the payment request's QR code: what it holds, and that some wallets read the address alone. */
  depositQrRequestNote: string;
  /** The button that sends from a browser wallet (`wallet` its name) or the host's (`wallet` undefined). */
  walletSend: (amount: string, wallet?: string) => string;
  walletChoose: string;
  walletNone: string;
  /** While the wallet asks the person to approve the transfer. */
  walletConfirming: (wallet?: string) => string;
  /** The wallet's account is not the wallet the sale names: said before anything is sent. */
  walletOtherAccount: (account: string, named: string) => string;
  /** After the other-account warning: send anyway from `account` (shortened, 0x5aAe…eAed). */
  walletSendFrom: (account: string) => string;
  /** Why nothing was sent; the instructions stay beside it. */
  walletFailed: (reason: 'rejected' | 'wrong_chain' | 'insufficient' | 'no_wallet' | 'busy' | 'failed', network: string, amount: string) => string;
  /** A request to the wallet was open when the page reloaded: whether it sent is not known. */
  walletUnsure: string;
  depositSentTitle: string;
  depositSentNote: (amount: string, network: string) => string;
  depositHash: string;
  depositExplorer: (network: string) => string;
  /** The field for the hash of a deposit the person sent by hand, its hint (the network's format), its errors and its button. */
  depositHashLabel: string;
  depositHashHint: (format: 'evm' | 'stellar' | 'solana', network: string) => string;
  depositHashRequired: string;
  depositHashInvalid: (network: string) => string;
  depositHashSave: string;
  /** The sell's wallet step: fill the address from a browser wallet's account (`wallet` its name, '' when it gives none). */
  walletFill: (wallet: string) => string;
  /** Said once the address was filled in from the wallet. */
  walletFilled: (wallet: string) => string;
  /** The wallet gave no account: nothing was filled in. */
  walletFillFailed: (reason: 'rejected' | 'no_wallet' | 'busy') => string;
  /** Says the link account is the business's own, never an account to pay. */
  settlementNote: string;
  statusLabels: Record<'pending' | 'completed' | 'failed' | 'checking' | 'not_found', string>;
  /** The receipt's timeline, three stages per flow, each worded as done. */
  timeline: Record<'buy' | 'sell', readonly [string, string, string]>;
  /** The timeline's middle stage while it is under way (not yet done). */
  timelineCurrent: Record<'buy' | 'sell', string>;
  /** The last two stages worded as not having happened, for a request not completed. */
  timelineMissed: Record<'buy' | 'sell', readonly [string, string]>;
  /** Beside each stage, in words (not only its colour): done, under way, still to come, failed, did not happen. */
  stageWords: Record<'done' | 'current' | 'upcoming' | 'failed' | 'missed', string>;
  /** The receipt's heading once the transaction is settled (while pending it is `receiptStepTitle`). */
  receiptSettledTitle: (flow: 'buy' | 'sell', status: 'completed' | 'failed') => string;
  /** The plain sentence under the status chip. */
  statusSentence: (flow: 'buy' | 'sell', status: 'pending' | 'completed' | 'failed') => string;
  statusAnnouncement: (label: string, sentence: string) => string;
  lookupFailing: string;
  notFound: (reference: string) => string;
  checkingStatus: string;
  checkAgain: string;
  copyReference: string;
  moreDetails: string;
  youPaid: string;
  /** Until the service says the payment is confirmed: what the person said they paid. */
  youSaidYouPaid: string;
  paidTo: (amount: string, vendor: string) => string;
  youReceive: string;
  /** On a completed request's receipt, in place of "You receive": what arrived. */
  youReceived: string;
  /** For a request not completed, in place of "You receive": what did not arrive. */
  notReceived: string;
  /** How to ask about a request, with the reference to quote, followed by the host's `support` link. */
  contactSupport: (reference: string) => string;
  /** The same without a `support` option: the business is named, no way to reach it made up. */
  contactBusiness: (reference: string) => string;
  /** A sell's deadline to send the coins, from the service's answer. */
  depositBy: (time: string) => string;
  depositByPassed: (time: string) => string;
  /** Until when the estimate a sell was sent with holds, from its quote. */
  estimateUntil: (time: string) => string;
  /** Once that time has passed: the estimate no longer holds. */
  estimatePassed: (time: string) => string;
  stablecoinOn: (network: string) => string;
  sentToWallet: string;
  sentFromWallet: string;
  sendOn: (amount: string, network: string) => string;
  nairaInto: (account: string) => string;
  /** The payout the service recorded, into the person's account. */
  nairaAmountInto: (amount: string, account: string) => string;
  /** What arrives, with the estimate the review showed, labelled as such. */
  receiveEstimate: (what: string, amount: string) => string;
  paidFrom: string;
  requestedAt: string;
  serviceDate: string;
  lastUpdated: string;
  /** The confirm button while the status route is asked whether a lost answer went through. */
  checking: string;
  /** While it is not known whether the request went through: the title, what it means, what to do. */
  unknownTitle: string;
  unknownExplain: (flow: 'buy' | 'sell') => string;
  unknownNext: (flow: 'buy' | 'sell') => string;
  /** After "Check again": the status route did not know it, or could not be asked. */
  unknownNotFound: string;
  unknownFailing: string;
  /** The same request sent again, under the same reference. */
  sendAgain: string;
  paidNotice: (amount: string, vendor: string) => string;
  changePaid: string;
  /** Asked by "Change amount or vendor" once paid: correct the transfer made, or buy separately. */
  changeQuestion: string;
  correctPaid: string;
  correctExplain: (reference: string) => string;
  /** On the first step while correcting: the narration stays. */
  correctingNotice: (reference: string) => string;
  separatePurchase: string;
  separateExplain: string;
  /** A paid transfer set aside for a separate purchase, on every step until claimed or dismissed. */
  parkedTitle: string;
  parkedText: (amount: string, vendor: string, reference: string) => string;
  claimParked: string;
  dismissParked: string;
  dismissQuestion: string;
  dismissExplain: (reference: string) => string;
  dismissConfirm: string;
  keepParked: string;
  /** Asked before "Start another" leaves a receipt that is not settled. */
  leaveQuestion: string;
  /** How to get back to the request left (its reference, from which the site can open it again). */
  leaveExplain: (reference: string) => string;
  leaveConfirm: string;
  stayOnRequest: string;
  keepRequest: string;
};

/** Every visible string of both widgets; pass a partial object as `messages` to replace any of them. */
export type RampMessages = FirstMessages & LaterMessages;
