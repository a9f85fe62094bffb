import { lowerFirst } from '../../lowerFirst';
import { pluralOf } from '../../plural';
import type { LaterMessages } from '../../types';

// Yorùbá has one form for every count; the rules still choose it.
const count = pluralOf('yo');

/** Yorùbá: the strings of the steps after the first (the keys of `LaterMessages`). */
export const later: LaterMessages = {
  quoteLabel: 'Ohun tí o máa gbà ≈',
  quoteIdle: 'Tẹ iye owó tó wà láàrin òdiwọ̀n láti rí ohun tí o máa gbà.',
  quoteLoading: 'À ń wá iye…',
  quoteFailed: 'Kò sí iye báyìí. Ohun tí o máa gbà yóò di mímọ̀ nígbà tí wọ́n bá ṣe ìbéèrè náà.',
  quoteExpired: 'Iye yìí ti kọjá àkókò rẹ̀, nítorí náà ohun tí o máa gbà lè yàtọ̀.',
  quoteTerms: (rate, fee) => `Oṣùwọ̀n: ${rate}. Owó iṣẹ́: ${fee}, a ti yọ ọ́ kúrò.`,
  edit: 'Ṣàtúnṣe',
  editLabel: (field) => `Ṣàtúnṣe ${lowerFirst(field)}`,
  copy: 'Ṣàdàkọ',
  copyLabel: (field) => `Ṣàdàkọ ${lowerFirst(field)}`,
  copied: (field) => `A ti ṣàdàkọ ${lowerFirst(field)}`,
  copiedShort: 'A ti ṣàdàkọ',
  copyFailed: 'Bírásà yìí kò jẹ́ kí a ṣàdàkọ. Yan ọ̀rọ̀ náà kí o ṣàdàkọ rẹ̀ fúnra rẹ.',
  startAnother: 'Bẹ̀rẹ̀ òmíràn',
  payIntro: (amount) => `Fi ${amount} gẹ́lẹ́ ránṣẹ́ sí àkáǹtì yìí nípasẹ̀ ìfiránṣẹ́ báǹkì, lẹ́yìn náà padà wá síbí.`,
  vendorAbout: 'Àkáǹtì yìí jẹ́ ti alábàáṣiṣẹ́pọ̀ ìsanwó kan ti ilé iṣẹ́ yìí, tó ń gba náírà rẹ fún wọn.',
  narrationLabel: 'Àpèjúwe',
  narrationHint: 'Tẹ èyí sínú àpèjúwe ìfiránṣẹ́ náà, kí wọ́n lè so ìsanwó rẹ mọ́ ìbéèrè yìí.',
  payWindow: (time) => `Àkókò tó kù láti san: ${time}`,
  payWindowLeft: (minutes) => count(minutes, { other: `Ìṣẹ́jú ${minutes} ló kù láti san.` }),
  payWindowOver: 'Àkókò ìsanwó ti tán, nítorí náà a kò fi àkáǹtì tí o máa san sí hàn mọ́. Má ṣe fi ohunkóhun ránṣẹ́ sí i báyìí.',
  payWindowClosedHelp: 'Tí o bá ti fi owó náà ránṣẹ́ kí àkókò tó tán, tẹ "Mo ti san tẹ́lẹ̀". Tí kò bá rí bẹ́ẹ̀, bẹ̀rẹ̀ lẹ́ẹ̀kan sí i láti gba àkókò ìsanwó tuntun àti àpèjúwe tuntun.',
  paidVendorUnlisted: 'Olùtajà tí o san owó fún kò sí nínú àkójọ mọ́, nítorí náà a kò lè fi ìrajà yìí ránṣẹ́ láti ibí. Má ṣe san owó lẹ́ẹ̀kan sí i.',
  startAgain: 'Bẹ̀rẹ̀ lẹ́ẹ̀kan sí i',
  alreadyPaid: 'Mo ti san tẹ́lẹ̀',
  vendorName: 'Orúkọ àkáǹtì',
  vendorBank: 'Báǹkì',
  vendorNumber: 'Nọ́mbà àkáǹtì',
  amountToPay: 'Iye tí o máa san',
  iHavePaid: 'Mo ti san',
  proofBankLabel: 'Báǹkì tí o ti san',
  sellBankLabel: 'Báǹkì',
  bankHint: 'Bẹ̀rẹ̀ sí í tẹ̀ láti wá báǹkì nínú àkójọ.',
  banksFailed: 'Àkójọ báǹkì kò ṣí; o ṣì lè tẹ orúkọ báǹkì náà.',
  bankNoMatch: 'Kò sí báǹkì tó bá a mu. Ṣàyẹ̀wò bí o ṣe kọ ọ́ tàbí lo orúkọ kúkúrú rẹ̀, bí GTBank.',
  showBanks: 'Fi àwọn báǹkì hàn',
  bankList: 'Àwọn báǹkì tó bá a mu',
  proofAccountNumberLabel: 'Nọ́mbà àkáǹtì tí o ti san',
  sellAccountNumberLabel: 'Nọ́mbà àkáǹtì',
  accountNumberHint: 'Nọ́mbà 10',
  accountNameLabel: 'Orúkọ àkáǹtì',
  accountNameChecking: 'À ń ṣàyẹ̀wò orúkọ tó wà lórí àkáǹtì yìí…',
  payee: (name, bank) => `O ń san fún ${name} ní ${bank}`,
  accountNameFromBank: 'Orúkọ tí báǹkì ní fún àkáǹtì yìí nìyí. Yí báǹkì tàbí nọ́mbà padà láti yí i padà.',
  accountNameOutage: 'A kò lè ṣàyẹ̀wò orúkọ àkáǹtì yìí báyìí. Tẹ̀ ẹ́ gẹ́lẹ́ bí báǹkì ṣe kọ ọ́, kí o sì ṣàyẹ̀wò rẹ̀ kí o tó jẹ́rìísí.',
  accountNameNotFound: (bank) => `A kò rí àkáǹtì kankan pẹ̀lú nọ́mbà yìí ní ${bank}. Ṣàyẹ̀wò nọ́mbà àti báǹkì náà.`,
  accountNameChecked: 'A ti ṣàyẹ̀wò rẹ̀ pẹ̀lú báǹkì',
  accountNameUnchecked: 'A kò tíì ṣàyẹ̀wò rẹ̀ pẹ̀lú báǹkì',
  accountNameAskAgain: 'Tún bi báǹkì léèrè',
  accountNameStillUnchecked: 'A ṣì kò lè bi báǹkì léèrè. Ṣàyẹ̀wò orúkọ náà fúnra rẹ.',
  accountNameRechecked: (name) => `Orúkọ tí báǹkì fún àkáǹtì yìí ni ${name}.`,
  networkLegend: 'Nẹ́tíwọ́ọ̀kì',
  walletLabel: 'Àdírẹ́sì àpamọ́wọ́',
  walletHints: {
    stellar: 'Ó ń bẹ̀rẹ̀ pẹ̀lú G, ó ní lẹ́tà 56',
    polygon: 'Ó ń bẹ̀rẹ̀ pẹ̀lú 0x, ó ní lẹ́tà 42',
    solana: 'Lẹ́tà àti nọ́mbà 32 sí 44',
    avalanche: 'Àdírẹ́sì C-Chain: ó ń bẹ̀rẹ̀ pẹ̀lú 0x, ó ní lẹ́tà 42',
  },
  sellWalletLabel: 'Àdírẹ́sì àpamọ́wọ́ tí o máa fi ránṣẹ́ láti ibẹ̀',
  reviewIntro: 'Ṣàyẹ̀wò gbogbo àlàyé kí o tó jẹ́rìísí.',
  submitBuy: 'Jẹ́rìísí kí o rà',
  submitSell: 'Jẹ́rìísí kí o tà',
  submitting: 'Ó ń lọ…',
  transactionId: 'ID ìdúnàádúrà',
  reference: 'Ìtọ́kasí',
  amount: 'Iye owó',
  youSend: 'O ń fi ránṣẹ́',
  youSent: 'O fi ránṣẹ́',
  network: 'Nẹ́tíwọ́ọ̀kì',
  wallet: 'Àdírẹ́sì àpamọ́wọ́',
  date: 'Ọjọ́',
  status: 'Ipò',
  depositTitle: 'Fi àwọn coin náà ránṣẹ́ báyìí',
  depositAmount: (amount) => `Fi ${amount} gẹ́lẹ́ ránṣẹ́`,
  depositNetwork: (network) => `lórí nẹ́tíwọ́ọ̀kì ${network}`,
  depositWarning: (asset, network) =>
    `Fi ${asset} nìkan ránṣẹ́, lórí ${network} nìkan. Coin tí a fi ránṣẹ́ lórí nẹ́tíwọ́ọ̀kì mìíràn, tàbí coin mìíràn, yóò sọnù, kò sì ní ṣeé gbà padà.`,
  depositAddress: (network) => `Àdírẹ́sì ìfiránṣẹ́ ${network}`,
  depositMemo: 'Memo',
  depositMemoWarning: 'Fi memo yìí kún ìfiránṣẹ́ náà gẹ́lẹ́ bó ṣe wà: àkáǹtì tó ń gbà á nílò rẹ̀, láìsí i, àwọn coin náà lè má wọlé.',
  depositAmountLabel: 'Iye tí o máa fi ránṣẹ́',
  depositQrNote: (withMemo) => `Àdírẹ́sì nìkan ló wà nínú QR code náà: tẹ iye owó${withMemo ? ' àti memo náà' : ''} fúnra rẹ.`,
  depositQr: (network, address) => `QR code àdírẹ́sì ìfiránṣẹ́ ${network} ${address}`,
  depositMissing: 'Ojúlé yìí kò fún ọ ní àdírẹ́sì ìfiránṣẹ́ fún títà yìí. Má ṣe fi coin kankan ránṣẹ́ títí ojúlé náà yóò fi sọ ibi tí o máa fi ránṣẹ́ sí.',
  depositOpenWallet: 'Ṣí i nínú áàpù àpamọ́wọ́',
  depositQrShowRequest: 'Fi QR code gbogbo ìsanwó náà hàn',
  depositQrShowAddress: 'Fi QR code àdírẹ́sì nìkan hàn',
  depositQrRequest: (network) => `QR code ìbéèrè ìsanwó lórí ${network}: àdírẹ́sì, iye owó àti coin`,
  depositQrRequestNote:
    'QR code yìí ní gbogbo ìsanwó náà nínú: àdírẹ́sì, iye owó, coin àti nẹ́tíwọ́ọ̀kì. Àwọn àpamọ́wọ́ kan máa ń ka àdírẹ́sì nìkan, nítorí náà ṣàyẹ̀wò iye owó kí o tó fọwọ́ sí i.',
  walletSend: (amount, wallet) => `Fi ${amount} ránṣẹ́ pẹ̀lú ${wallet ?? 'àpamọ́wọ́ rẹ'}`,
  walletChoose: 'Yan àpamọ́wọ́ tí o máa fi ránṣẹ́',
  walletNone: 'A kò rí àpamọ́wọ́ kankan nínú bírásà yìí. Fi áàpù àpamọ́wọ́ rẹ ka QR code náà, tàbí ṣàdàkọ àdírẹ́sì náà.',
  walletConfirming: (wallet) => `Fọwọ́ sí ìfiránṣẹ́ náà nínú ${wallet ?? 'àpamọ́wọ́ rẹ'}. Má ṣe pa ojúewé yìí dé.`,
  walletOtherAccount: (account, named) =>
    `Àpamọ́wọ́ rẹ máa fi ránṣẹ́ láti ${account}, kì í ṣe láti ${named}, àpamọ́wọ́ tí o fún wa fún títà yìí. Fi ránṣẹ́ láti ${account} kìkì tí àwọn coin náà bá wà níbẹ̀.`,
  walletSendFrom: (account) => `Fi ránṣẹ́ láti ${account} bẹ́ẹ̀ náà`,
  walletFailed: (reason, network, amount) =>
    ({
      rejected: 'O kọ ìfiránṣẹ́ náà nínú àpamọ́wọ́ rẹ. A kò fi nǹkankan ránṣẹ́.',
      wrong_chain: `Àpamọ́wọ́ rẹ kò yí padà sí ${network}. A kò fi nǹkankan ránṣẹ́: yí i padà sí ${network} kí o sì tún gbìyànjú.`,
      insufficient: `Ohun tó wà nínú àpamọ́wọ́ rẹ lórí ${network} kò tó ${amount}. A kò fi nǹkankan ránṣẹ́.`,
      no_wallet: 'Àpamọ́wọ́ kankan kò dáhùn. A kò fi nǹkankan ránṣẹ́: ṣí àpamọ́wọ́ rẹ kí o tún gbìyànjú, tàbí fi ọwọ́ ara rẹ fi ránṣẹ́.',
      busy: 'Àpamọ́wọ́ rẹ ti ní ìbéèrè mìíràn tó ṣí sílẹ̀. Parí rẹ̀ tàbí pa á dé níbẹ̀, lẹ́yìn náà tún gbìyànjú.',
      failed: 'Àpamọ́wọ́ rẹ kò lè fi ìfiránṣẹ́ náà ránṣẹ́. Ṣàyẹ̀wò ìtàn rẹ̀ kí o tó tún gbìyànjú, tàbí fi ọwọ́ ara rẹ fi ránṣẹ́.',
    })[reason],
  walletUnsure:
    'Ojúewé náà tún bẹ̀rẹ̀ nígbà tí àpamọ́wọ́ rẹ ń fi ránṣẹ́. Ṣàyẹ̀wò ìtàn àpamọ́wọ́ rẹ kí o tó fi ohunkóhun ránṣẹ́ lẹ́ẹ̀kan sí i: àwọn coin náà lè ti wà lójú ọ̀nà.',
  depositSentTitle: 'A ti fi àwọn coin náà ránṣẹ́',
  depositSentNote: (amount, network) => `O fi ${amount} ránṣẹ́ lórí ${network}. Títà náà máa tẹ̀síwájú ní kété tí a bá rí ìfiránṣẹ́ náà.`,
  depositHash: 'Hash ìdúnàádúrà',
  depositExplorer: (network) => `Wò ó lórí explorer ${network}`,
  depositHashLabel: 'Ṣé ìwọ fúnra rẹ lo fi wọ́n ránṣẹ́? Hash ìdúnàádúrà',
  depositHashHint: (format, network) =>
    format === 'solana'
      ? `Ìbuwọ́lù ìdúnàádúrà ${network} láti inú ìtàn àpamọ́wọ́ rẹ: tó lẹ́tà àti nọ́mbà 88.`
      : format === 'stellar'
        ? `Hash ìdúnàádúrà ${network} láti inú ìtàn àpamọ́wọ́ rẹ: àmì 64, 0–9 àti a–f.`
        : `Hash ìdúnàádúrà ${network} láti inú ìtàn àpamọ́wọ́ rẹ: 0x àti àmì 64, 0–9 àti a–f.`,
  depositHashRequired: 'Tẹ hash ìdúnàádúrà náà',
  depositHashInvalid: (network) => `Èyí kì í ṣe hash ìdúnàádúrà ${network}: ṣàdàkọ rẹ̀ látòkèdélẹ̀ láti inú ìtàn àpamọ́wọ́ rẹ`,
  depositHashSave: 'Fi hash náà pamọ́',
  walletFill: (wallet) => `Kún un láti ${wallet || 'àpamọ́wọ́ bírásà mi'}`,
  walletFilled: (wallet) => `A ti kún un pẹ̀lú àkáǹtì ${wallet || 'àpamọ́wọ́ bírásà rẹ'}. Fi àwọn coin náà ránṣẹ́ láti àkáǹtì yìí.`,
  walletFillFailed: (reason) =>
    reason === 'rejected'
      ? 'O kọ̀ ọ́ nínú àpamọ́wọ́ rẹ: a kò kún nǹkankan. Tẹ àdírẹ́sì náà dípò.'
      : reason === 'busy'
        ? 'Àpamọ́wọ́ rẹ ti ní ìbéèrè mìíràn tó ṣí sílẹ̀. Parí rẹ̀ tàbí pa á dé níbẹ̀, lẹ́yìn náà tún gbìyànjú.'
        : 'Àpamọ́wọ́ kankan kò dáhùn: a kò kún nǹkankan. Tẹ àdírẹ́sì náà dípò.',
  linkAccountName: 'Orúkọ àkáǹtì ìgbowó ilé iṣẹ́ náà',
  linkAccountNumber: 'Nọ́mbà àkáǹtì ìgbowó ilé iṣẹ́ náà',
  linkBankName: 'Báǹkì àkáǹtì ìgbowó ilé iṣẹ́ náà',
  settlementNote: 'Àkáǹtì ìgbowó ti ilé iṣẹ́ náà fúnra rẹ̀ ni, gẹ́gẹ́ bí iṣẹ́ ìsanwó ṣe kọ ọ́ sílẹ̀. Kì í ṣe ibẹ̀ ni o máa san owó sí.',
  statusLabels: { pending: 'Ó ń dúró', completed: 'Ó ti parí', failed: 'Kò yọrí', checking: 'À ń ṣàyẹ̀wò ipò…', not_found: 'A kò rí i' },
  timeline: {
    buy: ['A ti gba ìbéèrè', 'A ti jẹ́rìísí ìsanwó', 'A ti fi stablecoin ránṣẹ́'],
    sell: ['A ti gba ìbéèrè', 'A ti gba stablecoin', 'A ti san náírà'],
  },
  timelineCurrent: { buy: 'À ń jẹ́rìísí ìsanwó rẹ', sell: 'À ń dúró de stablecoin rẹ' },
  timelineMissed: { buy: ['A kò jẹ́rìísí ìsanwó', 'A kò fi stablecoin ránṣẹ́'], sell: ['A kò gba stablecoin', 'A kò san náírà'] },
  stageWords: { done: 'Ó ti parí', current: 'Ó ń lọ lọ́wọ́', upcoming: 'Kò tíì dé', failed: 'Kò yọrí', missed: 'Kò ṣẹlẹ̀' },
  receiptSettledTitle: (flow, status) => {
    if (status === 'failed') return 'Ìbéèrè náà kò parí';
    return flow === 'buy' ? 'A ti fi stablecoin ránṣẹ́' : 'A ti san náírà';
  },
  statusSentence: (flow, status) => {
    if (status === 'completed') {
      return flow === 'buy' ? 'A ti jẹ́rìísí ìsanwó rẹ, a sì ti fi stablecoin ránṣẹ́ sí àpamọ́wọ́ rẹ.' : 'A ti gba stablecoin rẹ, a sì ti san náírà sínú àkáǹtì báǹkì rẹ.';
    }
    if (status === 'failed') return 'Ìbéèrè yìí kò parí.';
    return flow === 'buy'
      ? 'À ń jẹ́rìísí ìsanwó rẹ; a máa fi stablecoin ránṣẹ́ ní kété tí a bá jẹ́rìísí rẹ̀. Ojú-ìwé yìí ń ṣe àtúnṣe ara rẹ̀.'
      : 'A máa san náírà ní kété tí a bá gba stablecoin rẹ. Ojú-ìwé yìí ń ṣe àtúnṣe ara rẹ̀.';
  },
  statusAnnouncement: (label, sentence) => `Ipò: ${label}. ${sentence}`,
  lookupFailing: 'A kò lè ṣàyẹ̀wò ipò náà báyìí. Ojú-ìwé yìí ń gbìyànjú lọ.',
  notFound: (reference) => `A kò rí ìbéèrè kankan pẹ̀lú ìtọ́kasí ${reference}. Ṣàyẹ̀wò ìtọ́kasí náà, tàbí bẹ̀rẹ̀ ìbéèrè mìíràn.`,
  checkingStatus: 'À ń ṣàyẹ̀wò ipò ìbéèrè yìí…',
  checkAgain: 'Tún ṣàyẹ̀wò',
  copyReference: 'Ṣàdàkọ ìtọ́kasí',
  moreDetails: 'Àlàyé síwájú sí i',
  youPaid: 'O san',
  youSaidYouPaid: 'O sọ pé o ti san',
  paidTo: (amount, vendor) => `${amount} fún ${vendor}`,
  youReceive: 'O máa gbà',
  youReceived: 'O ti gbà',
  notReceived: 'Ohun tí o kò rí gbà',
  contactSupport: (reference) => `Tí o bá ti san owó tàbí fi owó ránṣẹ́, kàn sí ilé iṣẹ́ náà kí o sì fún wọn ní ìtọ́kasí ${reference}:`,
  contactBusiness: (reference) => `Tí o bá ti san owó tàbí fi owó ránṣẹ́, kàn sí ilé iṣẹ́ tó ni ojúlé yìí kí o sì fún wọn ní ìtọ́kasí ${reference}.`,
  depositBy: (time) => `Fi wọ́n ránṣẹ́ kí ó tó di ${time}.`,
  depositByPassed: (time) => `Àkókò láti fi wọ́n ránṣẹ́ ti parí ní ${time}. Béèrè lọ́wọ́ ilé iṣẹ́ náà kí o tó fi ohunkóhun ránṣẹ́.`,
  estimateUntil: (time) => `Iye tí a fojú bù yìí dúró títí di ${time}.`,
  estimatePassed: (time) => `Iye tí a fojú bù yìí dúró títí di ${time}: ohun tí o máa gbà lè yàtọ̀ báyìí.`,
  stablecoinOn: (network) => `NGN stablecoin lórí ${network}`,
  sentToWallet: 'Sí àpamọ́wọ́',
  sentFromWallet: 'Láti àpamọ́wọ́',
  sendOn: (amount, network) => (network ? `${amount} lórí ${network}` : amount),
  nairaInto: (account) => `Náírà sínú ${account}`,
  nairaAmountInto: (amount, account) => `${amount} sínú ${account}`,
  receiveEstimate: (what, amount) => `${what}: nǹkan bí ${amount}, gẹ́gẹ́ bí a ṣe fojú bù ú nígbà tí o béèrè`,
  paidFrom: 'Àkáǹtì tí o ti san',
  requestedAt: 'Ìgbà tí o béèrè',
  serviceDate: 'Ọjọ́ tí iṣẹ́ ìsanwó kọ sílẹ̀',
  lastUpdated: 'Ìgbà tí ipò yí padà kẹ́yìn',
  checking: 'À ń ṣàyẹ̀wò…',
  unknownTitle: 'A kò tíì mọ̀ bóyá ìbéèrè rẹ dé',
  unknownExplain: (flow) =>
    flow === 'buy'
      ? 'Èsì rẹ̀ kò dé ọ̀dọ̀ wa. Má ṣe tún san owó: àpèjúwe ìbéèrè yìí ni a fi ń so ìsanwó rẹ mọ́ ọn, kò sì ní yí padà.'
      : 'Èsì rẹ̀ kò dé ọ̀dọ̀ wa. Má ṣe fi coin kankan ránṣẹ́ síbẹ̀: a máa fi ibi tí o máa fi wọ́n ránṣẹ́ sí hàn ní kété tí a bá jẹ́rìísí ìbéèrè náà.',
  unknownNext: (flow) =>
    flow === 'buy'
      ? 'Tún ṣàyẹ̀wò láti mọ̀ bóyá ó dé. Tí kò bá dé, tún fi ránṣẹ́: ìtọ́kasí kan náà ló máa bá a lọ, nítorí náà a kò ní ṣe é lẹ́ẹ̀mejì láé.'
      : 'Tún ṣàyẹ̀wò láti mọ̀ bóyá ó dé. Tí kò bá dé, tún fi ránṣẹ́: kò sí coin kankan tó tíì kúrò.',
  unknownNotFound: 'A kò tíì rí i. Ó ṣì lè dé: tún ṣàyẹ̀wò láìpẹ́, tàbí tún fi ránṣẹ́.',
  unknownFailing: 'A kò lè ṣàyẹ̀wò báyìí. Tún gbìyànjú láìpẹ́.',
  sendAgain: 'Tún fi ránṣẹ́',
  paidNotice: (amount, vendor) => `O ti sọ fún wa pé o san ${amount} fún ${vendor}.`,
  changePaid: 'Yí iye owó tàbí olùtajà padà',
  changeQuestion: 'Kí ni o fẹ́ yí padà?',
  correctPaid: 'Ṣàtúnṣe ohun tí mo san',
  correctExplain: (reference) => `Tí o bá san iye owó mìíràn tàbí o san fún olùtajà mìíràn yàtọ̀ sí èyí tí a fi hàn, ṣàtúnṣe rẹ̀. Àpèjúwe náà ṣì jẹ́ ${reference}: òun ló wà lórí ìfiránṣẹ́ rẹ.`,
  correctingNotice: (reference) => `Ṣàtúnṣe iye owó àti olùtajà sí ohun tí o san. Àpèjúwe náà ṣì jẹ́ ${reference}: òun ló wà lórí ìfiránṣẹ́ rẹ.`,
  separatePurchase: 'Bẹ̀rẹ̀ ìrajà mìíràn lọ́tọ̀',
  separateExplain: 'Ìrajà tuntun tó ní àpèjúwe tirẹ̀, tí o máa san fún lọ́tọ̀. Ìsanwó yìí máa wà lójú ìbòjú pẹ̀lú àpèjúwe rẹ̀ títí o fi máa gbà á tàbí pa á tì.',
  parkedTitle: 'Ìsanwó tí o kò tíì gbà',
  parkedText: (amount, vendor, reference) => `O sọ pé o san ${amount} fún ${vendor}, pẹ̀lú àpèjúwe ${reference}. A kò tíì fi ìbéèrè rẹ̀ ránṣẹ́.`,
  claimParked: 'Gba ìsanwó yìí',
  dismissParked: 'Pa á tì',
  dismissQuestion: 'Pa ìsanwó yìí tì?',
  dismissExplain: (reference) => `Kìkì tí o kò bá fi í ránṣẹ́. Tí o bá ti fi í ránṣẹ́, ilé iṣẹ́ náà nílò àpèjúwe rẹ̀, ${reference}, láti rí i.`,
  dismissConfirm: 'Bẹ́ẹ̀ni, pa á tì',
  keepParked: 'Pa á mọ́',
  leaveQuestion: 'Fi ìbéèrè yìí sílẹ̀?',
  leaveExplain: (reference) =>
    `Wọ́n ṣì ń ṣe é lọ́wọ́, ojú-ìwé yìí yóò sì fi hàn nígbà tó bá parí. Láti padà sí i, pa ìtọ́kasí rẹ̀ mọ́, ${reference}: ojúlé yìí lè fi í ṣí ìbéèrè náà padà.`,
  leaveConfirm: 'Bẹ́ẹ̀ni, bẹ̀rẹ̀ òmíràn',
  stayOnRequest: 'Dúró sórí ìbéèrè yìí',
  keepRequest: 'Fi sílẹ̀ bó ṣe wà',
};
