export { NETWORKS } from './networks';
export { parseNetwork } from './parse-network';
export { NETWORK_LABELS, WALLET_FORMAT_HINTS } from './network-labels';
export { readNetwork } from './rules/network';
export type { Network } from './networks';
export { detectNetwork, validateWalletAddress } from './wallet';
export type { WalletCheck } from './wallet';
export { ASSET_DECIMALS, amountToWire, compareAmounts, formatAmount, parseAmount } from './money';
export type { AmountParse, Asset } from './money';
export { DEFAULT_LIMITS, checkAmountLimits } from './limits';
export type { AmountLimits, RampLimits } from './limits';
export { normaliseAccountNumber, readAccountNumber, validateAccountNumber } from './account';
export { BANK_ALIASES } from './bank-aliases';
export { bankNames, bankWords, findBank, searchBanks, searchByNames } from './bank-match';
export { readListedBank } from './banks';
export { readListedVendor } from './vendors';
export { readAmount } from './rules/amount';
export { FIELD_TEXTS, LATER_FIELD_TEXTS } from './rules/field-texts';
export { FIRST_FIELD_TEXTS } from './rules/read';
export { readOptionalText, readText } from './rules/text';
export type { FieldIssue, FieldTexts, Read } from './rules/read';
export {
  BUY_LABELS,
  SELL_LABELS,
  buyFirstFields,
  createBuyFormSchema,
  sellFirstFields,
  createSellFormSchema,
  labelled,
  toResult,
  createBuyRequestSchema,
  createBuyUpstreamSchema,
  createSellRequestSchema,
  createSellUpstreamSchema,
  parseBuyResponse,
  parseSellResponse,
  toBuyUpstream,
  toSellUpstream,
  validateBuyRequest,
  validateBuyUpstream,
  validateSellRequest,
  validateSellUpstream,
} from './schemas';
export type {
  BuyRecord,
  BuyRequest,
  BuyUpstreamBody,
  RampResponse,
  RuleContext,
  Say,
  SellRecord,
  SellRequest,
  SellUpstreamBody,
  ValidationResult,
} from './schemas';
export { normaliseVendors } from './normalise';
export type { Bank, Vendor } from './normalise';
export { createReference } from './reference';
export { RampError, errorBody, isErrorBody, isHostProblem } from './errors';
export { ERROR_STATUS } from './error-status';
export type { ErrorBody, RampErrorCode } from './errors';
export { RAMP_WEBHOOK_EVENTS, TRANSACTION_STATUSES, isTerminalStatus } from './status';
export { normaliseStatus, parseStatusAnswer } from './status-answer';
export type { StatusAnswer, TransactionStatus } from './status';
export { SELL_ASSETS } from './schemas';
export type { SellAsset } from './schemas';
export { parseDeposit, serviceDepositAddress } from './deposit';
export type { DepositAddress, DepositInstructions } from './deposit';
export { createQuoteQueryCheck, parseQuote } from './quote';
export type { Quote, QuoteQuery, QuoteQueryCheck } from './quote';
export { normaliseBanks } from './normalise-banks';
export { isRecord } from './is-record';
export { secretMatches } from './constant-time';
