import { lazyModule } from '../flow/lazyModule';

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

/**
 * The strings both first steps show, of the frame around every step and of the error a submission meets
 * when its code cannot load: in the first bundle, with the flow's own first strings (`buyFirstMessages.ts`, `sellFirstMessages.ts`).
 * The rest (`laterMessages.ts`) load after the first paint, with the later steps and the searchable lists,
 * before any request is sent.
 */
export const firstStepMessages = {
  progress: (step, total) => `Step ${step} of ${total}`,
  progressAnnouncement: (step, total, title) => `Step ${step} of ${total}: ${title}`,
  continue: 'Continue',
  back: 'Back',
  optional: '(optional)',
  lockedHint: 'Provided by this site; it cannot be changed here.',
  loading: 'Loading…',
  tryAgain: 'Try again',
  amountStepTitle: 'Amount',
  limitsHint: (min, max) => (max ? `Between ${min} and ${max}.` : `At least ${min}.`),
  errorTitle: 'Something went wrong',
  hostConfiguration:
    'This checkout is not set up correctly, so the request could not be sent. Nothing is wrong with your details; the site owner needs to fix its configuration.',
  retryHint: 'Your details are kept. Trying again will not create a second transaction.',
  networkError: 'The request could not reach the server. Check your connection and try again.',
} satisfies Partial<RampMessages>;

/** The strings that load after the first paint. */
export type LaterMessages = Omit<RampMessages, keyof typeof firstStepMessages | 'validation'>;

// Every merged set of messages inherits from this object, which the later strings fill once their code
// has loaded: a set merged before that (the first render's) holds them from then on, with no render
// and no new object, and a host's replacement, being the set's own property, still wins.
const laterDefaults = {} as LaterMessages;
const laterStrings = lazyModule(() => import('./later').then(({ laterMessages }) => Object.assign(laterDefaults, laterMessages)));

/** Loads the later steps' strings into every merged set (once; again after a failure). */
export const loadLaterMessages = (): Promise<unknown> => laterStrings.preload();

/** Loads a chunk that shows later strings together with them, so it never renders without them. */
export function withLaterMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadLaterMessages()]).then(([module]) => module);
}

/** Merges partial messages (a flow's first strings, then a host's) over the defaults (the later ones as they arrive). */
export function mergeMessages(...overrides: (Partial<RampMessages> | undefined)[]): RampMessages {
  const merged: Record<string, unknown> = Object.assign(Object.create(laterDefaults) as object, firstStepMessages);
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override ?? {})) if (value !== undefined) merged[key] = value;
  }
  return merged as RampMessages;
}
