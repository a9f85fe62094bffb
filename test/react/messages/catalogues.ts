import type { Language } from '../../../src/react/messages/languages';
import type { Catalogue } from '../../../src/react/messages/catalogue';
import type { Glossary } from '../../../src/react/messages/catalogues/glossary';
import { catalogue as ha } from '../../../src/react/messages/catalogues/ha';
import { glossary as haGlossary } from '../../../src/react/messages/catalogues/ha/glossary';
import { catalogue as ig } from '../../../src/react/messages/catalogues/ig';
import { glossary as igGlossary } from '../../../src/react/messages/catalogues/ig/glossary';
import { catalogue as pcm } from '../../../src/react/messages/catalogues/pcm';
import { glossary as pcmGlossary } from '../../../src/react/messages/catalogues/pcm/glossary';
import { catalogue as yo } from '../../../src/react/messages/catalogues/yo';
import { glossary as yoGlossary } from '../../../src/react/messages/catalogues/yo/glossary';

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
      'depositHash',
      'reference',
      'network',
      'wallet',
      'date',
      'status',
      'depositMemo',
      'changePaid',
      'claimParked',
      'edit',
    ],
  },
  // Memo is the wallets' own word for it.
  { language: 'yo', catalogue: yo, glossary: yoGlossary, asInEnglish: ['depositMemo'] },
  { language: 'ha', catalogue: ha, glossary: haGlossary, asInEnglish: ['depositMemo'] },
  { language: 'ig', catalogue: ig, glossary: igGlossary, asInEnglish: ['depositMemo'] },
];
