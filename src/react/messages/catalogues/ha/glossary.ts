import type { Glossary } from '../glossary';

/** Hausa: the fixed terms, with the forms a sentence gives them (plural, linked). */
export const glossary: Glossary = {
  naira: ['naira'],
  stablecoin: ['stablecoin'],
  'wallet address': ['adireshin walat'],
  network: ['hanyar sadarwa'],
  narration: ['bayanin biya'],
  'account number': ['lambar asusu'],
  reference: ['lambar shaida'],
  vendor: ['dillali', 'dillalai', 'dillalan'],
};
