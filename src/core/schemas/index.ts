export type { ValidationResult } from './fields';
export type { BuyRequest, BuyUpstreamBody } from './buy';
export { createBuyRequestSchema, createBuyUpstreamSchema, toBuyUpstream, validateBuyRequest, validateBuyUpstream } from './buy';
export type { SellAsset, SellRequest, SellUpstreamBody } from './sell';
export { SELL_ASSETS, createSellRequestSchema, createSellUpstreamSchema, toSellUpstream, validateSellRequest, validateSellUpstream } from './sell';
export type { BuyRecord, RampResponse, SellRecord } from './records';
export { parseBuyResponse, parseSellResponse } from './records';
