import type { Language } from '../../../src/react/messages/languages';
import type { Catalogue } from '../../../src/react/messages/types';
import type { Glossary } from '../../../src/react/messages/catalogues/glossary';
import { catalogue as pcm } from '../../../src/react/messages/catalogues/pcm';
import { glossary as pcmGlossary } from '../../../src/react/messages/catalogues/pcm/glossary';

/** A shipped catalogue, its glossary, and the keys whose text is rightly the English one (a name the language uses as is). */
export type Shipped = { language: Exclude<Language, 'en'>; catalogue: Catalogue; glossary: Glossary; asInEnglish: readonly string[] };

export const SHIPPED: readonly Shipped[] = [
  {
    language: 'pcm',
    catalogue: pcm,
    glossary: pcmGlossary,
    // Pidgin says these as a Nigerian bank app's English does.
    asInEnglish: [
      'language',
      'buyTitle',
      'sellTitle',
      'assetLabel',
      'payStepTitle',
      'narrationLabel',
      'vendorName',
      'vendorBank',
      'vendorNumber',
      'sellBankLabel',
      'sellAccountNumberLabel',
      'accountNameLabel',
      'networkLegend',
      'walletLabel',
      'transactionId',
      'reference',
      'network',
      'wallet',
      'date',
      'status',
      'depositMemo',
      'changePaid',
      'edit',
    ],
  },
];
