// The lazily loaded chunk of `formRules.ts`: the whole form schemas, with the wallet and bank rules as the signer runs them.
export { createBuyFormSchema, createSellFormSchema } from '../core/schemas';
export { FORM_CHECKS } from '../core/checks';
