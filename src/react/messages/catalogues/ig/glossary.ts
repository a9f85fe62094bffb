import type { Glossary } from '../glossary';

/** Igbo: the fixed terms. */
export const glossary: Glossary = {
  naira: ['naịra'],
  stablecoin: ['stablecoin'],
  'wallet address': ['adreesị akpa ego'],
  network: ['netwọk'],
  narration: ['nkọwa'],
  'account number': ['nọmba akaụntụ'],
  reference: ['ntụaka'],
  vendor: ['vendọ'],
};
