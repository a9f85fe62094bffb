import type { Glossary } from '../glossary';

/** Nigerian Pidgin keeps the English words a Nigerian bank app uses. */
export const glossary: Glossary = {
  naira: ['naira'],
  stablecoin: ['stablecoin'],
  'wallet address': ['wallet address'],
  network: ['network'],
  narration: ['narration'],
  'account number': ['account number'],
  reference: ['reference'],
  vendor: ['vendor'],
};
