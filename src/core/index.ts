export { NETWORKS, NETWORK_LABELS, parseNetwork } from './networks';
export type { Network } from './networks';
export { WALLET_FORMAT_HINTS, detectNetwork, validateWalletAddress } from './wallet';
export type { WalletCheck } from './wallet';
export { ASSET_DECIMALS, amountToWire, compareAmounts, formatAmount, parseAmount } from './money';
export type { AmountParse, Asset } from './money';
export { DEFAULT_LIMITS, checkAmountLimits } from './limits';
export type { AmountLimits, RampLimits } from './limits';
export { normaliseAccountNumber, validateAccountNumber } from './account';
export { BANK_ALIASES } from './bank-aliases';
export { bankNames, bankWords, findBank, searchBanks, searchByNames } from './bank-match';
export {
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
  SellRecord,
  SellRequest,
  SellUpstreamBody,
  ValidationResult,
} from './schemas';
export { normaliseBanks, normaliseVendors } from './normalise';
export type { Bank, Vendor } from './normalise';
export { createReference } from './reference';
export { ERROR_STATUS, RampError, errorBody, isErrorBody } from './errors';
export type { ErrorBody, RampErrorCode } from './errors';
export { TRANSACTION_STATUSES, isTerminalStatus, normaliseStatus, parseStatusAnswer } from './status';
export type { StatusAnswer, TransactionStatus } from './status';
