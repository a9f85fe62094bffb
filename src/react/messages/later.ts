import type { LaterMessages } from './types';

// "Account number" reads as "Copy account number"; "Transaction ID" keeps its capitals after the first.
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The default English (Nigeria) strings of the steps after the first: they load with those steps. */
export const laterMessages: LaterMessages = {
  quoteLabel: 'You receive ≈',
  quoteLoading: 'Getting a quote…',
  quoteFailed: 'No quote right now. What you receive is set when the service processes the request.',
  quoteExpired: 'This quote has expired, so the amount you receive may differ.',
  quoteTerms: (rate, fee) => `Rate: ${rate}. Fee: ${fee}, already taken off.`,
  edit: 'Edit',
  editLabel: (field) => `Edit ${lowerFirst(field)}`,
  copy: 'Copy',
  copyLabel: (field) => `Copy ${lowerFirst(field)}`,
  copied: (field) => `Copied ${lowerFirst(field)}`,
  copiedShort: 'Copied',
  copyFailed: 'This browser blocked copying. Select the text and copy it yourself.',
  startAnother: 'Start another',
  payIntro: (amount) => `Send exactly ${amount} by bank transfer to this account, then come back here.`,
  vendorName: 'Account name',
  vendorBank: 'Bank',
  vendorNumber: 'Account number',
  amountToPay: 'Amount to pay',
  iHavePaid: 'I have paid',
  proofBankLabel: 'Bank you paid from',
  sellBankLabel: 'Bank',
  bankHint: 'Start typing to search the list of banks.',
  banksFailed: 'The list of banks could not be loaded; you can still type the bank name.',
  bankNoMatch: 'No bank matches that. Check the spelling or try its short name, like GTBank.',
  showBanks: 'Show banks',
  bankList: 'Matching banks',
  proofAccountNumberLabel: 'Account number you paid from',
  sellAccountNumberLabel: 'Account number',
  accountNumberHint: '10 digits',
  accountNameLabel: 'Account name',
  networkLegend: 'Network',
  walletLabel: 'Wallet address',
  sellWalletLabel: 'Wallet address you will send from',
  reviewIntro: 'Check every detail before you confirm.',
  submitBuy: 'Confirm and buy',
  submitSell: 'Confirm and sell',
  submitting: 'Submitting…',
  buyReceiptIntro: 'Your buy request was received. Keep these details.',
  sellReceiptIntro: 'Your sell request was received. Keep these details.',
  transactionId: 'Transaction ID',
  reference: 'Reference',
  amount: 'Amount',
  youSend: 'You send',
  network: 'Network',
  wallet: 'Wallet address',
  date: 'Date',
  status: 'Status',
  depositTitle: 'Now send the coins',
  depositAmount: (amount) => `Send exactly ${amount}`,
  depositNetwork: (network) => `on the ${network} network`,
  depositWarning: (asset, network) => `Send only ${asset}, only on ${network}. Coins sent on another network, or another coin, are lost and cannot be recovered.`,
  depositAddress: (network) => `${network} deposit address`,
  depositMemo: 'Memo',
  // The memo may be one the site uses for every sale: it is not called unique to this one.
  depositMemoWarning: 'Add this memo to the transfer exactly as shown: the receiving account needs it, and without it the coins may not be credited.',
  depositAmountLabel: 'Amount to send',
  depositQrNote: (withMemo) => `The QR code holds the address only: enter the amount${withMemo ? ' and the memo' : ''} yourself.`,
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
  timelineCurrent: { buy: 'Confirming your payment', sell: 'Waiting for your stablecoin' },
  receiptSettledTitle: (flow, status) => {
    if (status === 'failed') return 'Request not completed';
    return flow === 'buy' ? 'Stablecoin sent' : 'Naira paid out';
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
  nairaAmountInto: (amount, account) => `${amount} into ${account}`,
  receiveEstimate: (what, amount) => `${what}: about ${amount}, as estimated when you asked`,
  paidFrom: 'Paid from',
  requestedAt: 'Requested',
  serviceDate: 'Date recorded by the service',
  lastUpdated: 'Status last updated',
  checking: 'Checking…',
  paidNotice: (amount, vendor) =>
    `You have told us you paid ${amount} to ${vendor}, so the amount and vendor can no longer be changed in this request.`,
  changePaid: 'Change amount or vendor',
  restartQuestion: 'Start a new request?',
  restartExplain: 'A different amount or vendor is a new request that you pay for again. This request is set aside; your other details are kept.',
  leaveQuestion: 'Leave this request?',
  leaveExplain: (reference) =>
    `It is still being processed, and this page shows when it is done. To come back to it, keep its reference, ${reference}: this site can open the request again from it.`,
  leaveConfirm: 'Yes, start another',
  stayOnRequest: 'Stay on this request',
  restartConfirm: 'Yes, start a new request',
  keepRequest: 'Keep this request',};
