/**
 * The fixed terms of a payment each language words one way, everywhere it says them (the README lists
 * each language's). A test holds every catalogue to its glossary: where the English says the term, the
 * translation says the glossary's word for it.
 */
export const GLOSSARY_TERMS = ['naira', 'stablecoin', 'wallet address', 'network', 'narration', 'account number', 'reference', 'vendor'] as const;

/** A language's word for each fixed term. */
export type Glossary = Record<(typeof GLOSSARY_TERMS)[number], string>;
