/**
 * The fixed terms of a payment each language words one way, everywhere it says them (the README lists
 * each language's). A test holds every catalogue to its glossary: where the English says the term, the
 * translation says the glossary's word for it.
 */
export const GLOSSARY_TERMS = ['naira', 'stablecoin', 'wallet address', 'network', 'narration', 'account number', 'reference', 'vendor'] as const;

/** A language's word for each fixed term: the word first, then any form it takes in a sentence (Hausa's plural, say). */
export type Glossary = Record<(typeof GLOSSARY_TERMS)[number], readonly [string, ...string[]]>;
