import type { Glossary } from '../glossary';

/** Yorùbá: the fixed terms. */
export const glossary: Glossary = {
  naira: ['náírà'],
  stablecoin: ['stablecoin'],
  'wallet address': ['àdírẹ́sì àpamọ́wọ́'],
  network: ['nẹ́tíwọ́ọ̀kì'],
  narration: ['àpèjúwe'],
  'account number': ['nọ́mbà àkáǹtì'],
  reference: ['ìtọ́kasí'],
  vendor: ['olùtajà'],
};
