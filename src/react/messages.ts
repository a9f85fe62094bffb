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
  vendorRequired: 'Choose a payment vendor',
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
  bankRequired: 'Enter the bank name',
  bankNotListed: 'Choose a bank from the list',
  bankNoMatch: 'No bank matches that. Check the spelling or try its short name, like GTBank.',
  showBanks: 'Show banks',
  bankList: 'Matching banks',
  listMore: (shown, total) => `Showing ${shown} of ${total}. Keep typing to narrow the list.`,
  proofAccountNumberLabel: 'Account number you paid from',
  sellAccountNumberLabel: 'Account number',
  accountNumberHint: '10 digits',
  accountNameLabel: 'Account name',
  accountNameRequired: 'Enter the name on the bank account',
  destinationStepTitle: 'Where to receive the stablecoin',
  walletStepTitle: 'Network and wallet',
  networkLegend: 'Network',
  networkRequired: 'Choose a network',
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
  recordedAmount: 'Amount (as recorded by the service)',
  youSend: 'You send',
  network: 'Network',
  wallet: 'Wallet address',
  date: 'Date',
  status: 'Status',
  linkAccountName: 'Link account name',
  linkAccountNumber: 'Link account number',
  linkBankName: 'Link bank',
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
