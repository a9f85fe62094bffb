import { FIELD_TEXTS } from '../core';

/** Every visible string of both widgets; pass a partial object as `messages` to replace any of them. */
export type RampMessages = {
  buyTitle: string;
  sellTitle: string;
  progress: (step: number, total: number) => string;
  progressAnnouncement: (step: number, total: number, title: string) => string;
  continue: string;
  back: string;
  edit: string;
  editLabel: (field: string) => string;
  copy: string;
  copyLabel: (field: string) => string;
  copied: (field: string) => string;
  copiedShort: string;
  copyFailed: string;
  optional: string;
  lockedHint: string;
  loading: string;
  tryAgain: string;
  /** The action after a request that may have gone through: the same details, a new reference. */
  startNew: string;
  startAnother: string;
  // Amount step
  amountStepTitle: string;
  amountLabel: string;
  sellAmountLabel: string;
  assetLabel: string;
  limitsHint: (min: string, max?: string) => string;
  // Vendor list
  vendorLegend: string;
  vendorsEmpty: string;
  vendorsFailed: string;
  vendorRequired: string;
  vendorSearchHint: string;
  vendorNoMatch: string;
  showVendors: string;
  vendorList: string;
  // Pay step
  payStepTitle: string;
  payIntro: (amount: string) => string;
  vendorName: string;
  vendorBank: string;
  vendorNumber: string;
  amountToPay: string;
  iHavePaid: string;
  // Proof / bank steps
  proofStepTitle: string;
  bankStepTitle: string;
  proofBankLabel: string;
  sellBankLabel: string;
  bankHint: string;
  banksFailed: string;
  bankRequired: string;
  bankNotListed: string;
  bankNoMatch: string;
  showBanks: string;
  bankList: string;
  listMore: (shown: number, total: number) => string;
  proofAccountNumberLabel: string;
  sellAccountNumberLabel: string;
  accountNumberHint: string;
  accountNameLabel: string;
  accountNameRequired: string;
  // Destination / wallet step
  destinationStepTitle: string;
  walletStepTitle: string;
  networkLegend: string;
  networkRequired: string;
  walletLabel: string;
  sellWalletLabel: string;
  // Review
  reviewStepTitle: string;
  reviewIntro: string;
  submitBuy: string;
  submitSell: string;
  submitting: string;
  submittingAnnouncement: string;
  // Receipt
  receiptStepTitle: string;
  buyReceiptIntro: string;
  sellReceiptIntro: string;
  transactionId: string;
  reference: string;
  amount: string;
  recordedAmount: string;
  youSend: string;
  network: string;
  wallet: string;
  date: string;
  status: string;
  linkAccountName: string;
  linkAccountNumber: string;
  linkBankName: string;
  // Quote (both flows)
  quoteLabel: string;
  quoteLoading: string;
  quoteFailed: string;
  quoteExpired: string;
  quoteTerms: (rate: string, fee: string) => string;
  // Deposit instructions (sell receipt)
  depositTitle: string;
  depositAmount: (amount: string) => string;
  depositNetwork: (network: string) => string;
  depositWarning: (asset: string, network: string) => string;
  depositAddress: (network: string) => string;
  depositMemo: string;
  depositMemoWarning: string;
  depositQr: (network: string, address: string) => string;
  depositMissing: string;
  /** Says the link account is the business's own, never an account to pay. */
  settlementNote: string;
  statusLabels: Record<'pending' | 'completed' | 'failed' | 'checking' | 'not_found', string>;
  /** The receipt's timeline, three stages per flow. */
  timeline: Record<'buy' | 'sell', readonly [string, string, string]>;
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
  paidTo: (amount: string, vendor: string) => string;
  youReceive: string;
  stablecoinOn: (network: string) => string;
  sentToWallet: string;
  sentFromWallet: string;
  sendOn: (amount: string, network: string) => string;
  nairaInto: (account: string) => string;
  paidFrom: string;
  requestedAt: string;
  serviceDate: string;
  lastUpdated: string;
  /** The confirm button while the status route is asked whether a lost answer went through. */
  checking: string;
  checkingAnnouncement: string;
  // Paid is paid
  paidNotice: (amount: string, vendor: string) => string;
  changePaid: string;
  restartQuestion: string;
  restartExplain: string;
  restartConfirm: string;
  keepRequest: string;
  // Errors
  errorTitle: string;
  fixFields: string;
  hostConfiguration: string;
  retryHint: string;
  /** Follows the signer's words when the request may have gone through and cannot simply be tried again. */
  newRequestHint: string;
  networkError: string;
  timeoutError: string;
  /** Replaces a validation message; receives the form field, a short code and the default text. */
  validation?: (field: string, code: string, message: string) => string;
};

// "Account number" reads as "Copy account number"; "Transaction ID" keeps its capitals after the first.
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The default English (Nigeria) strings. */
export const defaultMessages: RampMessages = {
  // The field rules' own texts (core), so the widget and the signer say the same.
  ...FIELD_TEXTS,
  buyTitle: 'Buy NGN stablecoin',
  sellTitle: 'Sell stablecoin',
  progress: (step, total) => `Step ${step} of ${total}`,
  progressAnnouncement: (step, total, title) => `Step ${step} of ${total}: ${title}`,
  continue: 'Continue',
  back: 'Back',
  edit: 'Edit',
  editLabel: (field) => `Edit ${lowerFirst(field)}`,
  copy: 'Copy',
  copyLabel: (field) => `Copy ${lowerFirst(field)}`,
  copied: (field) => `Copied ${lowerFirst(field)}`,
  copiedShort: 'Copied',
  copyFailed: 'This browser blocked copying. Select the text and copy it yourself.',
  optional: '(optional)',
  lockedHint: 'Provided by this site; it cannot be changed here.',
  loading: 'Loading…',
  tryAgain: 'Try again',
  startNew: 'Start a new request',
  startAnother: 'Start another',
  amountStepTitle: 'Amount',
  amountLabel: 'Amount in naira',
  sellAmountLabel: 'Amount to sell',
  assetLabel: 'Stablecoin',
  limitsHint: (min, max) => (max ? `Between ${min} and ${max}.` : `At least ${min}.`),
  vendorLegend: 'Payment vendor',
  vendorsEmpty: 'No payment vendors are available right now. Please try again later.',
  vendorsFailed: 'The list of payment vendors could not be loaded.',
  vendorSearchHint: 'Type a name or a bank to find the vendor.',
  vendorNoMatch: 'No vendor matches that. Check the spelling.',
  showVendors: 'Show vendors',
  vendorList: 'Matching vendors',
  payStepTitle: 'Pay the vendor',
  payIntro: (amount) => `Send exactly ${amount} by bank transfer to this account, then come back here.`,
  vendorName: 'Account name',
  vendorBank: 'Bank',
  vendorNumber: 'Account number',
  amountToPay: 'Amount to pay',
  iHavePaid: 'I have paid',
  proofStepTitle: 'Proof of payment',
  bankStepTitle: 'Bank account to receive naira',
  proofBankLabel: 'Bank you paid from',
  sellBankLabel: 'Bank',
  bankHint: 'Start typing to search the list of banks.',
  banksFailed: 'The list of banks could not be loaded; you can still type the bank name.',
  bankNoMatch: 'No bank matches that. Check the spelling or try its short name, like GTBank.',
  showBanks: 'Show banks',
  bankList: 'Matching banks',
  listMore: (shown, total) => `Showing ${shown} of ${total}. Keep typing to narrow the list.`,
  proofAccountNumberLabel: 'Account number you paid from',
  sellAccountNumberLabel: 'Account number',
  accountNumberHint: '10 digits',
  accountNameLabel: 'Account name',
  destinationStepTitle: 'Where to receive the stablecoin',
  walletStepTitle: 'Network and wallet',
  networkLegend: 'Network',
  walletLabel: 'Wallet address',
  sellWalletLabel: 'Wallet address you will send from',
  reviewStepTitle: 'Review',
  reviewIntro: 'Check every detail before you confirm.',
  submitBuy: 'Confirm and buy',
  submitSell: 'Confirm and sell',
  submitting: 'Submitting…',
  submittingAnnouncement: 'Submitting your request. Please wait.',
  receiptStepTitle: 'Request received',
  buyReceiptIntro: 'Your buy request was received. Keep these details.',
  sellReceiptIntro: 'Your sell request was received. Keep these details.',
  transactionId: 'Transaction ID',
  reference: 'Reference',
  amount: 'Amount',
  recordedAmount: 'Payout (as recorded by the service)',
  youSend: 'You send',
  network: 'Network',
  wallet: 'Wallet address',
  date: 'Date',
  status: 'Status',
  quoteLabel: 'You receive ≈',
  quoteLoading: 'Getting a quote…',
  quoteFailed: 'No quote right now. What you receive is set when the service processes the request.',
  quoteExpired: 'This quote has expired, so the amount you receive may differ.',
  quoteTerms: (rate, fee) => `Rate: ${rate}. Fee: ${fee}, already taken off.`,
  depositTitle: 'Now send the coins',
  depositAmount: (amount) => `Send exactly ${amount}`,
  depositNetwork: (network) => `on the ${network} network`,
  depositWarning: (asset, network) => `Send only ${asset}, only on ${network}. Coins sent on another network, or another coin, are lost and cannot be recovered.`,
  depositAddress: (network) => `${network} deposit address`,
  depositMemo: 'Memo',
  depositMemoWarning: 'Add this memo to the transfer: without it the deposit cannot be matched to your sale.',
  depositQr: (network, address) => `QR code of the ${network} deposit address ${address}`,
  depositMissing: 'This site has not given a deposit address for this sale. Do not send any coins until the site tells you where.',
  linkAccountName: 'Business settlement account name',
  linkAccountNumber: 'Business settlement account number',
  linkBankName: 'Business settlement bank',
  settlementNote: 'The business’s own settlement account, as the service recorded it. You do not pay into it.',
  statusLabels: { pending: 'Pending', completed: 'Completed', failed: 'Failed', checking: 'Checking status…', not_found: 'Not found' },
  timeline: {
    buy: ['Request received', 'Payment confirmed', 'Stablecoin sent'],
    sell: ['Request received', 'Stablecoin received', 'Naira paid out'],
  },
  statusSentence: (flow, status) => {
    if (status === 'completed') {
      return flow === 'buy' ? 'Your payment was confirmed and the stablecoin has been sent to your wallet.' : 'Your stablecoin was received and the naira has been paid into your bank account.';
    }
    if (status === 'failed') return 'This request was not completed. If you have paid or sent funds, contact the business and give them the reference below.';
    return flow === 'buy'
      ? 'Your payment is being confirmed; the stablecoin is sent once it is. This page updates by itself.'
      : 'The naira is paid out once your stablecoin is received. This page updates by itself.';
  },
  statusAnnouncement: (label, sentence) => `Status: ${label}. ${sentence}`,
  lookupFailing: 'The status could not be checked just now. This page keeps trying.',
  notFound: (reference) => `No request with reference ${reference} was found. Check the reference, or start another request.`,
  checkingStatus: 'Checking the status of this request…',
  checkAgain: 'Check again',
  copyReference: 'Copy reference',
  moreDetails: 'More details',
  youPaid: 'You paid',
  paidTo: (amount, vendor) => `${amount} to ${vendor}`,
  youReceive: 'You receive',
  stablecoinOn: (network) => `NGN stablecoin on ${network}`,
  sentToWallet: 'To wallet',
  sentFromWallet: 'From wallet',
  sendOn: (amount, network) => (network ? `${amount} on ${network}` : amount),
  nairaInto: (account) => `Naira into ${account}`,
  paidFrom: 'Paid from',
  requestedAt: 'Requested',
  serviceDate: 'Date recorded by the service',
  lastUpdated: 'Status last updated',
  checking: 'Checking…',
  checkingAnnouncement: 'The answer was lost. Checking whether your request went through…',
  paidNotice: (amount, vendor) =>
    `You have told us you paid ${amount} to ${vendor}, so the amount and vendor can no longer be changed in this request.`,
  changePaid: 'Change amount or vendor',
  restartQuestion: 'Start a new request?',
  restartExplain: 'A different amount or vendor is a new request that you pay for again. This request is set aside; your other details are kept.',
  restartConfirm: 'Yes, start a new request',
  keepRequest: 'Keep this request',
  errorTitle: 'Something went wrong',
  fixFields: 'Please correct the highlighted details.',
  hostConfiguration:
    'This checkout is not set up correctly, so the request could not be sent. Nothing is wrong with your details; the site owner needs to fix its configuration.',
  retryHint: 'Your details are kept. Trying again will not create a second transaction.',
  newRequestHint: 'Your details are kept: a new request gets a new reference.',
  networkError: 'The request could not reach the server. Check your connection and try again.',
  timeoutError: 'The server took too long to answer.',
};

/** Merges a host's partial messages over the defaults. */
export function mergeMessages(...overrides: (Partial<RampMessages> | undefined)[]): RampMessages {
  const merged: Record<string, unknown> = { ...defaultMessages };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override ?? {})) if (value !== undefined) merged[key] = value;
  }
  return merged as RampMessages;
}
