// The one entry of `src/core` for the widget, the signer and the mock: nothing outside this folder imports a module of it directly.
export { NETWORKS, NETWORK_LABELS, parseNetwork } from './networks/list';
export { WALLET_FORMAT_HINTS } from './networks/hints';
export type { Network } from './networks/list';
export { readNetwork } from './networks/rule';
export { detectNetwork, validateWalletAddress } from './wallet/address';
export type { WalletCheck } from './wallet/address';
export { ASSET_DECIMALS, SELL_ASSETS, amountToWire, compareAmounts, formatAmount, groupAmount, parseAmount } from './money/amount';
export type { AmountParse, Asset, SellAsset } from './money/amount';
export { DEFAULT_LIMITS, checkAmountLimits } from './money/limits';
export type { AmountLimits, RampLimits } from './money/limits';
export { readAmount } from './money/rule';
export { normaliseAccountNumber, readAccountNumber, validateAccountNumber } from './banks/account';
export { MAX_ACCOUNT_NAME_LENGTH, MAX_BANK_NAME_LENGTH, parseAccountNameAnswer, readAccountName, readAccountNameQuery } from './banks/account-name';
export type { AccountNameQuery, AccountNameQueryRead } from './banks/account-name';
export { accountNumberWarning } from './banks/account-warning';
export { DEPOSIT_BANK_CODES, cbnCodeOf } from './banks/codes';
export { institutionCode, nubanCheckDigit, nubanCheckPasses } from './banks/nuban';
export { isPhoneNumberAccount, isPhoneNumberBank, phoneNumberHint } from './banks/phone-accounts';
export { BANK_ALIASES } from './banks/aliases';
export { normaliseBanks } from './banks/list';
export type { Bank } from './banks/list';
export { bankNames, bankWords, findBank, searchBanks, searchByNames } from './banks/match';
export { readListedBank } from './banks/rule';
export { normaliseVendors, readListedVendor } from './vendors';
export type { Vendor } from './vendors';
export { FIELD_TEXTS } from './rules/field-texts';
export type { FieldTexts } from './rules/field-texts';
export type { FieldIssue, Read } from './rules/read';
export type { AddressKind, IssueTexts, SecretKind } from './rules/issue-texts';
export { MAX_TEXT_LENGTH, readOptionalText, readText } from './rules/text';
export { labelled, toResult } from './schemas/fields';
export type { RuleContext, Say, ValidationResult } from './schemas/fields';
export { buyFirstFields, sellFirstFields } from './schemas/first-step';
export { depositHashSchema } from './schemas/deposit';
export {
  BUY_LABELS,
  createBuyFormSchema,
  createBuyRequestSchema,
  createBuyUpstreamSchema,
  toBuyUpstream,
  validateBuyRequest,
  validateBuyUpstream,
} from './schemas/buy';
export type { BuyRequest, BuyUpstreamBody } from './schemas/buy';
export {
  SELL_LABELS,
  createSellFormSchema,
  createSellRequestSchema,
  createSellUpstreamSchema,
  toSellUpstream,
  validateSellRequest,
  validateSellUpstream,
} from './schemas/sell';
export type { SellRequest, SellUpstreamBody } from './schemas/sell';
export { parseBuyResponse, parseSellResponse } from './schemas/records';
export type { BuyRecord, RampResponse, SellRecord } from './schemas/records';
export { createReference } from './reference';
export { ERROR_STATUS, RampError, errorBody, isErrorBody, isHostProblem } from './errors';
export type { ErrorBody, RampErrorCode } from './errors';
export { RAMP_WEBHOOK_EVENTS, TRANSACTION_STATUSES, isTerminalStatus } from './status';
export { normaliseStatus, parseStatusAnswer, recordStatus } from './status-read';
export type { StatusAnswer, TransactionStatus } from './status';
export { parseDeposit, serviceDepositAddress, serviceDepositDeadline } from './deposit';
export type { DepositAddress, DepositInstructions } from './deposit';
export { createQuoteQueryCheck, parseQuote } from './quote';
export type { Quote, QuoteQuery, QuoteQueryCheck } from './quote';
export { isRecord } from './json';
export { secretMatches } from './secret';
export { controlCharacterIn, invisibleCharacterIn, plainText, withoutInvisibles } from './text/plain';
export { asciiLookalikeKey } from './text/lookalike';
export { lookalikeKey } from './text/skeleton';
export type { LookalikeTable } from './text/skeleton';
export { LOOKALIKE_TABLE } from './text/lookalike-table';
export { readingPlain, refusingInvisibles } from './rules/plain';
export { createFlowReducer, stillRefused } from './flow/reducer';
export type { FlowEvent } from './flow/events';
export { inFlight, initialFlowState, requestOf, unsettled } from './flow/state';
export { keptOf, submissionView } from './flow/kept';
export type { KeptFlow, SubmissionState } from './flow/kept';
export { nextUnclaimed, readUnclaimed, takenUp, unclaimedOf, UNCLAIMED_FOR_MS } from './flow/unclaimed';
export type { UnclaimedTransfer } from './flow/unclaimed';
export type { FlowShape, FlowState, FlowValues, Lookup, ParkedTransfer, PendingRequest, Refusal, Submission } from './flow/state';
export { isRetryable, mayHaveGoneThrough, needsNewRequest, recoveryOf } from './flow/recovery';
export { createStore } from './flow/store';
export type { Store } from './flow/store';
export { MAIN_NETWORKS, TEST_NETWORKS } from './tokens/facts';
export type { EvmChain, NetworkFacts, TokenFact, TokenTable } from './tokens/facts';
export { explorerLink, factsFor, readTokenTable } from './tokens/table';
export type { TokenTableOption, TokenTableRead } from './tokens/table';
export { paymentRequest } from './payment-request/links';
export { baseUnits, decimalText } from './payment-request/units';
export { encodeBalanceOf, encodeTransfer } from './payment-request/erc20';
export { DEPOSIT_HASH_FORMATS, isDepositHash, readDepositHash } from './payment-request/hash';
