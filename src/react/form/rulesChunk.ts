// The lazily loaded chunk of `formRules.ts`: the whole form schemas, with the wallet and bank rules they run.
export { createBuyFormSchema, createSellFormSchema } from '../../core/schemas';
