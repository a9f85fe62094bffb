export type { RuleContext, Say, ValidationResult } from './fields';
export { labelled, toResult } from './fields';
export type { BuyRequest, BuyUpstreamBody } from './buy';
export { BUY_LABELS, createBuyFormSchema, createBuyRequestSchema, createBuyUpstreamSchema, toBuyUpstream, validateBuyRequest, validateBuyUpstream } from './buy';
export type { SellAsset, SellRequest, SellUpstreamBody } from './sell';
export { SELL_ASSETS, SELL_LABELS, createSellFormSchema, createSellRequestSchema, createSellUpstreamSchema, toSellUpstream, validateSellRequest, validateSellUpstream } from './sell';
export type { BuyRecord, RampResponse, SellRecord } from './records';
export { parseBuyResponse, parseSellResponse } from './records';
export { buyFirstFields, sellFirstFields } from './first-fields';
