import { lowerFirst } from '../../lowerFirst';
import { pluralOf } from '../../plural';
import type { LaterMessages } from '../../types';

// Igbo has one form for every count; the rules still choose it.
const count = pluralOf('ig');

/** Igbo: the strings of the steps after the first (the keys of `LaterMessages`). */
export const later: LaterMessages = {
  quoteLabel: 'Ị ga-anata ≈',
  quoteIdle: "Tinye ego dị n'ime oke iji hụ ihe ị ga-anata.",
  quoteLoading: 'A na-achọ ọnụ ahịa…',
  quoteFailed: 'Enweghị ọnụ ahịa ugbu a. A ga-ekpebi ihe ị ga-anata mgbe ọrụ ahụ rụrụ arịrịọ ahụ.',
  quoteExpired: 'Ọnụ ahịa a agafeela oge ya, ya mere ihe ị ga-anata nwere ike ịdị iche.',
  quoteTerms: (rate, fee) => `Ọnụ ahịa: ${rate}. Ụgwọ ọrụ: ${fee}, ewepụrụla ya.`,
  edit: 'Dezie',
  editLabel: (field) => `Dezie ${lowerFirst(field)}`,
  copy: 'Detuo',
  copyLabel: (field) => `Detuo ${lowerFirst(field)}`,
  copied: (field) => `E detuola ${lowerFirst(field)}`,
  copiedShort: 'E detuola',
  copyFailed: "Ihe nchọgharị a egbochiri idetu ihe. Họrọ ederede ahụ ma detuo ya n'onwe gị.",
  startAnother: 'Malite ọzọ',
  payIntro: (amount) => `Zipu kpọmkwem ${amount} site na nnyefe ụlọ akụ gaa na akaụntụ a, wee laghachi ebe a.`,
  vendorAbout: "Akaụntụ a bụ nke onye mmekọ ịkwụ ụgwọ nke azụmahịa a, onye na-anata naịra gị n'aha ha.",
  narrationLabel: 'Nkọwa',
  narrationHint: 'Pịa nke a na nkọwa nnyefe ahụ, ka e jikọọ ịkwụ ụgwọ gị na arịrịọ a.',
  payWindow: (time) => `Oge fọdụrụ ịkwụ ụgwọ: ${time}`,
  payWindowLeft: (minutes) => count(minutes, { other: `Nkeji ${minutes} fọdụrụ ịkwụ ụgwọ.` }),
  payWindowOver: 'Oge ịkwụ ụgwọ agwụla, ya mere anaghị egosizi akaụntụ a ga-akwụ ụgwọ. Ezipula ihe ọ bụla na ya ugbu a.',
  payWindowClosedHelp: 'Ọ bụrụ na i zipuru ego ahụ tupu oge agwụ, pịa "Akwụbuola m". Ọ bụrụ na ọ bụghị, malitegharịa iji nweta oge ọhụrụ ịkwụ ụgwọ na nkọwa ọhụrụ.',
  paidVendorUnlisted: 'Vendọ ị kwụrụ ụgwọ anọghịzi na ndepụta, ya mere enweghị ike iziga ịzụrụ a site ebe a. Akwụla ụgwọ ọzọ.',
  startAgain: 'Malitegharịa',
  alreadyPaid: 'Akwụbuola m',
  vendorName: 'Aha akaụntụ',
  vendorBank: 'Ụlọ akụ',
  vendorNumber: 'Nọmba akaụntụ',
  amountToPay: 'Ego ị ga-akwụ',
  iHavePaid: 'Akwụọla m',
  proofBankLabel: 'Ụlọ akụ i si kwụọ',
  sellBankLabel: 'Ụlọ akụ',
  bankHint: 'Malite ide iji chọọ na ndepụta ụlọ akụ.',
  banksFailed: 'Ndepụta ụlọ akụ enweghị ike ibata; ị ka nwere ike ide aha ụlọ akụ ahụ.',
  bankNoMatch: 'Ọ dịghị ụlọ akụ dabara. Lelee otú i si dee ya ma ọ bụ nwaa aha ya dị mkpụmkpụ, dịka GTBank.',
  showBanks: 'Gosi ụlọ akụ',
  bankList: 'Ụlọ akụ dabara',
  proofAccountNumberLabel: 'Nọmba akaụntụ i si kwụọ',
  sellAccountNumberLabel: 'Nọmba akaụntụ',
  accountNumberHint: 'Nọmba 10',
  accountNameLabel: 'Aha akaụntụ',
  accountNameChecking: 'A na-elele aha dị na akaụntụ a…',
  payee: (name, bank) => `Ị na-akwụ ${name} na ${bank}`,
  accountNameFromBank: 'Nke a bụ aha ụlọ akụ nyere akaụntụ a. Gbanwee ụlọ akụ ma ọ bụ nọmba iji gbanwee ya.',
  accountNameOutage: "Anyị enweghị ike ilele aha akaụntụ a ugbu a. Dee ya kpọmkwem ka ọ dị n'ụlọ akụ, ma lelee ya tupu i kwado.",
  accountNameNotFound: (bank) => `Ahụghị akaụntụ nwere nọmba a na ${bank}. Lelee nọmba ahụ na ụlọ akụ ahụ.`,
  accountNameChecked: "E nyochala ya n'ụlọ akụ",
  accountNameUnchecked: "E nyochabeghị ya n'ụlọ akụ",
  accountNameAskAgain: 'Jụọ ụlọ akụ ọzọ',
  accountNameStillUnchecked: "Anyị ka enweghị ike ịjụ ụlọ akụ. Lelee aha ahụ n'onwe gị.",
  accountNameRechecked: (name) => `Ụlọ akụ nyere aha ${name} maka akaụntụ a.`,
  networkLegend: 'Netwọk',
  walletLabel: 'Adreesị akpa ego',
  walletHints: {
    stellar: 'Ọ na-amalite na G, mkpụrụedemede 56',
    polygon: 'Ọ na-amalite na 0x, mkpụrụedemede 42',
    solana: 'Mkpụrụedemede na nọmba 32 ruo 44',
    avalanche: 'Adreesị C-Chain: ọ na-amalite na 0x, mkpụrụedemede 42',
  },
  sellWalletLabel: 'Adreesị akpa ego ị ga-esi zipu',
  reviewIntro: 'Lelee ozi ọ bụla tupu i kwado.',
  submitBuy: 'Kwado ma zụta',
  submitSell: 'Kwado ma ree',
  submitting: 'A na-ezipu…',
  buyReceiptIntro: 'Anatala arịrịọ ịzụta gị. Debe ozi ndị a.',
  sellReceiptIntro: 'Anatala arịrịọ ire gị. Debe ozi ndị a.',
  transactionId: 'ID azụmahịa',
  reference: 'Ntụaka',
  amount: 'Ego ole',
  youSend: 'Ị na-ezipu',
  network: 'Netwọk',
  wallet: 'Adreesị akpa ego',
  date: 'Ụbọchị',
  status: 'Ọnọdụ',
  depositTitle: 'Ugbu a zipu coin ndị ahụ',
  depositAmount: (amount) => `Zipu kpọmkwem ${amount}`,
  depositNetwork: (network) => `na netwọk ${network}`,
  depositWarning: (asset, network) =>
    `Zipu naanị ${asset}, naanị na ${network}. Coin e zipuru na netwọk ọzọ, ma ọ bụ coin ọzọ, ga-efu, a gaghịkwa enwe ike inweta ya azụ.`,
  depositAddress: (network) => `Adreesị nnata ${network}`,
  depositMemo: 'Memo',
  depositMemoWarning: 'Tinye memo a na nnyefe ahụ kpọmkwem ka o si dị: akaụntụ na-anata ya chọrọ ya, na-enweghị ya coin ndị ahụ nwere ike ọ gaghị abata.',
  depositAmountLabel: 'Ego ị ga-ezipu',
  depositQrNote: (withMemo) => `Koodu QR ahụ nwere naanị adreesị: tinye ego ole${withMemo ? ' na memo ahụ' : ''} n'onwe gị.`,
  depositQr: (network, address) => `Koodu QR nke adreesị nnata ${network} ${address}`,
  depositMissing: 'Saịtị a enyeghị adreesị nnata maka ire a. Ezipula coin ọ bụla ruo mgbe saịtị ahụ gwara gị ebe.',
  depositOpenWallet: "Mepee n'ngwa akpa ego",
  depositQrShowRequest: 'Gosi koodu QR nke ịkwụ ụgwọ niile',
  depositQrShowAddress: 'Gosi koodu QR nke naanị adreesị',
  depositQrRequest: (network) => `Koodu QR nke arịrịọ ịkwụ ụgwọ na ${network}: adreesị, ego ole na coin`,
  depositQrRequestNote:
    'Koodu QR a nwere ịkwụ ụgwọ niile: adreesị, ego ole, coin na netwọk. Ụfọdụ akpa ego na-agụ naanị adreesị ya, ya mere lelee ego ole tupu i kwado.',
  walletSend: (amount, wallet) => `Zipu ${amount} site na ${wallet ?? 'akpa ego gị'}`,
  walletChoose: 'Họrọ akpa ego i ga-esi zipu',
  walletNone: 'Ahụghị akpa ego ọ bụla na ihe nchọgharị a. Jiri ngwa akpa ego gị nyochaa koodu QR ahụ, ma ọ bụ detuo adreesị ahụ.',
  walletConfirming: (wallet) => `Kwado nziga ahụ na ${wallet ?? 'akpa ego gị'}. Hapụ ibe a ka ọ dị mmeghe.`,
  walletOtherAccount: (account, named) =>
    `Akpa ego gị ga-esi na ${account} zipu, ọ bụghị na ${named}, akpa ego i nyere maka ire a. Site na ${account} zipu naanị ma ọ bụrụ na coin ndị ahụ dị na ya.`,
  walletSendFrom: (account) => `Zipu site na ${account} n'agbanyeghị`,
  walletFailed: (reason, network, amount) =>
    ({
      rejected: "Ị jụrụ nziga ahụ n'akpa ego gị. Ọ dịghị ihe ezigara.",
      wrong_chain: `Akpa ego gị agbanweghị gaa na ${network}. Ọ dịghị ihe ezigara: gbanwee ya gaa na ${network} ma nwaa ọzọ.`,
      insufficient: `Akpa ego gị nwere ihe na-erughị ${amount} na ${network}. Ọ dịghị ihe ezigara.`,
      no_wallet: 'Ọ dịghị akpa ego zara. Ọ dịghị ihe ezigara: mepee akpa ego gị ma nwaa ọzọ, ma ọ bụ jiri aka zipu.',
      busy: "Akpa ego gị nwere arịrịọ ọzọ mepere emepe. Mechaa ya ma ọ bụ mechie ya n'ebe ahụ, wee nwaa ọzọ.",
      failed: 'Akpa ego gị enweghị ike izipu nziga ahụ. Lelee ihe omume ya tupu i nwaa ọzọ, ma ọ bụ jiri aka zipu.',
    })[reason],
  walletUnsure: "Ibe a bugharịrị mgbe akpa ego gị na-ezipu. Lelee ihe omume akpa ego gị tupu i zipu ihe ọ bụla ọzọ: coin ndị ahụ nwere ike ịnọ n'ụzọ.",
  depositSentTitle: 'Ezigala coin ndị ahụ',
  depositSentNote: (amount, network) => `I zipuru ${amount} na ${network}. Ire ahụ ga-aga n'ihu ozugbo a hụrụ nziga ahụ.`,
  depositHash: 'Hash azụmahịa',
  depositExplorer: (network) => `Lee ya na explorer ${network}`,
  depositHashLabel: 'I jiri aka gị zipu ha? Hash azụmahịa',
  depositHashHint: (format, network) =>
    format === 'solana'
      ? `Mbinye aka azụmahịa ${network} site n'ihe omume akpa ego gị: ruo mkpụrụedemede na ọnụọgụ 88.`
      : format === 'stellar'
        ? `Hash azụmahịa ${network} site n'ihe omume akpa ego gị: mkpụrụedemede 64, 0–9 na a–f.`
        : `Hash azụmahịa ${network} site n'ihe omume akpa ego gị: 0x na mkpụrụedemede 64, 0–9 na a–f.`,
  depositHashRequired: 'Tinye hash azụmahịa ahụ',
  depositHashInvalid: (network) => `Nke a abụghị hash azụmahịa ${network}: detuo ya niile site n'ihe omume akpa ego gị`,
  depositHashSave: 'Chekwaa hash ahụ',
  walletFill: (wallet) => `Jupụta site na ${wallet || 'akpa ego ihe nchọgharị m'}`,
  walletFilled: (wallet) => `Ejupụtala ya na akaụntụ ${wallet || 'akpa ego ihe nchọgharị gị'}. Site na akaụntụ a zipu coin ndị ahụ.`,
  walletFillFailed: (reason) =>
    reason === 'rejected'
      ? "Ị jụrụ n'akpa ego gị: ọ dịghị ihe ejupụtara. Dee adreesị ahụ kama."
      : reason === 'busy'
        ? "Akpa ego gị nwere arịrịọ ọzọ mepere emepe. Mechaa ya ma ọ bụ mechie ya n'ebe ahụ, wee nwaa ọzọ."
        : 'Ọ dịghị akpa ego zara: ọ dịghị ihe ejupụtara. Dee adreesị ahụ kama.',
  linkAccountName: 'Aha akaụntụ nnata ego nke azụmahịa ahụ',
  linkAccountNumber: 'Nọmba akaụntụ nnata ego nke azụmahịa ahụ',
  linkBankName: 'Ụlọ akụ nke akaụntụ nnata ego nke azụmahịa ahụ',
  settlementNote: "Nke a bụ akaụntụ nnata ego nke azụmahịa ahụ n'onwe ya, dịka ọrụ ahụ dekọrọ ya. Ọ bụghị ebe ị ga-akwụ ụgwọ.",
  statusLabels: { pending: 'Na-eche', completed: 'Emechala', failed: 'Ọ gaghị', checking: 'A na-elele ọnọdụ…', not_found: 'Ahụghị ya' },
  timeline: {
    buy: ['Anatala arịrịọ', 'Akwadola ịkwụ ụgwọ', 'Ezipula stablecoin'],
    sell: ['Anatala arịrịọ', 'Anatala stablecoin', 'Akwụọla naịra'],
  },
  timelineCurrent: { buy: 'A na-akwado ịkwụ ụgwọ gị', sell: 'A na-eche stablecoin gị' },
  timelineMissed: { buy: ['Akwadoghị ịkwụ ụgwọ', 'Ezipughị stablecoin'], sell: ['Anataghị stablecoin', 'Akwụghị naịra'] },
  stageWords: { done: 'Emechala', current: 'Ọ na-aga', upcoming: 'Ọ bịabeghị', failed: 'Ọ gaghị', missed: 'O meghị' },
  receiptSettledTitle: (flow, status) => {
    if (status === 'failed') return 'Arịrịọ ahụ emechaghị';
    return flow === 'buy' ? 'Ezipula stablecoin' : 'Akwụọla naịra';
  },
  statusSentence: (flow, status) => {
    if (status === 'completed') {
      return flow === 'buy' ? "Akwadola ịkwụ ụgwọ gị, ezipukwala stablecoin n'akpa ego gị." : "Anatala stablecoin gị, akwụọkwala naịra n'akaụntụ ụlọ akụ gị.";
    }
    if (status === 'failed') return 'Arịrịọ a emechaghị.';
    return flow === 'buy'
      ? 'A na-akwado ịkwụ ụgwọ gị; a ga-ezipu stablecoin ozugbo e kwadoro ya. Ibe a na-emelite onwe ya.'
      : 'A ga-akwụ naịra ozugbo anatara stablecoin gị. Ibe a na-emelite onwe ya.';
  },
  statusAnnouncement: (label, sentence) => `Ọnọdụ: ${label}. ${sentence}`,
  lookupFailing: 'Anyị enweghị ike ilele ọnọdụ ahụ ugbu a. Ibe a ga-anọgide na-anwa.',
  notFound: (reference) => `Ahụghị arịrịọ nwere ntụaka ${reference}. Lelee ntụaka ahụ, ma ọ bụ malite arịrịọ ọzọ.`,
  checkingStatus: 'A na-elele ọnọdụ arịrịọ a…',
  checkAgain: 'Lelee ọzọ',
  copyReference: 'Detuo ntụaka',
  moreDetails: 'Ozi ndị ọzọ',
  youPaid: 'Ị kwụrụ',
  youSaidYouPaid: 'Ị sịrị na ị kwụrụ',
  paidTo: (amount, vendor) => `${amount} nye ${vendor}`,
  youReceive: 'Ị ga-anata',
  notReceived: 'Ihe ị nataghị',
  contactSupport: (reference) => `Ọ bụrụ na ị kwụọla ma ọ bụ zipu ego, kpọtụrụ azụmahịa ahụ ma nye ha ntụaka ${reference}:`,
  contactBusiness: (reference) => `Ọ bụrụ na ị kwụọla ma ọ bụ zipu ego, kpọtụrụ azụmahịa nwe saịtị a ma nye ha ntụaka ${reference}.`,
  depositBy: (time) => `Zipu ha tupu ${time}.`,
  depositByPassed: (time) => `Oge iziga ha gwụrụ na ${time}. Jụọ azụmahịa ahụ tupu i zipu ihe ọ bụla.`,
  estimateUntil: (time) => `Atụmatụ a ga-adị ruo ${time}.`,
  stablecoinOn: (network) => `NGN stablecoin na ${network}`,
  sentToWallet: "Gaa n'akpa ego",
  sentFromWallet: "Site n'akpa ego",
  sendOn: (amount, network) => (network ? `${amount} na ${network}` : amount),
  nairaInto: (account) => `Naịra n'ime ${account}`,
  nairaAmountInto: (amount, account) => `${amount} n'ime ${account}`,
  receiveEstimate: (what, amount) => `${what}: ihe dịka ${amount}, dịka e mere atụmatụ mgbe ị rịọrọ`,
  paidFrom: 'Kwụrụ site na',
  requestedAt: 'Mgbe ị rịọrọ',
  serviceDate: 'Ụbọchị ọrụ ahụ dekọrọ',
  lastUpdated: 'Mgbe ọnọdụ gbanwere ikpeazụ',
  checking: 'A na-elele…',
  unknownTitle: 'Anyị amabeghị ma arịrịọ gị rutere',
  unknownExplain: (flow) =>
    flow === 'buy'
      ? "Azịza ya furu efu n'ụzọ. Akwụla ụgwọ ọzọ: a na-eji nkọwa ya jikọọ ịkwụ ụgwọ gị na arịrịọ a, ọ naghịkwa agbanwe."
      : "Azịza ya furu efu n'ụzọ. Ezipula coin ọ bụla ugbu a: a ga-egosi ebe ị ga-ezipu ha ozugbo e kwadoro arịrịọ ahụ.",
  unknownNext: (flow) =>
    flow === 'buy'
      ? 'Lelee ọzọ ka ịmara ma ọ rutere. Ọ bụrụ na ọ rutughị, zipu ya ọzọ: ọ ga-eji otu ntụaka ahụ, ya mere a gaghị eme ya ugboro abụọ.'
      : 'Lelee ọzọ ka ịmara ma ọ rutere. Ọ bụrụ na ọ rutughị, zipu ya ọzọ: coin ọ bụla apụbeghị.',
  unknownNotFound: "Ahụbeghị ya. Ọ ka nwere ike ịbata: lelee ọzọ n'oge na-adịghị anya, ma ọ bụ zipu ya ọzọ.",
  unknownFailing: "Enweghị ike ilele ya ugbu a. Nwaa ọzọ n'oge na-adịghị anya.",
  sendAgain: 'Zipu ọzọ',
  paidNotice: (amount, vendor) => `Ị gwara anyị na ị kwụrụ ${amount} nye ${vendor}.`,
  changePaid: 'Gbanwee ego ole ma ọ bụ vendọ',
  changeQuestion: 'Gịnị ka ị chọrọ ịgbanwe?',
  correctPaid: 'Mezie ihe m kwụrụ',
  correctExplain: (reference) => `Ọ bụrụ na ị kwụrụ ego ole ọzọ ma ọ bụ kwụọ vendọ ọzọ karịa nke e gosiri, mezie ya. Nkọwa ahụ ka bụ ${reference}: ọ bụ ya dị na nnyefe gị.`,
  correctingNotice: (reference) => `Mezie ego ole na vendọ ka ha dị ka ihe ị kwụrụ. Nkọwa ahụ ka bụ ${reference}: ọ bụ ya dị na nnyefe gị.`,
  separatePurchase: 'Malite ịzụta ọzọ dị iche',
  separateExplain: "Ịzụta ọhụrụ nwere nkọwa nke ya, nke ị ga-akwụ ụgwọ ya iche. Ịkwụ ụgwọ a ga-anọ n'ihuenyo, ya na nkọwa ya, ruo mgbe ị naara ya ma ọ bụ wepụ ya.",
  parkedTitle: 'Ịkwụ ụgwọ ị narabeghị',
  parkedText: (amount, vendor, reference) => `Ị sịrị na ị kwụrụ ${amount} nye ${vendor}, ya na nkọwa ${reference}. E zipubeghị arịrịọ ya.`,
  claimParked: 'Nara ịkwụ ụgwọ a',
  dismissParked: 'Wepụ ya',
  dismissQuestion: 'Wepụ ịkwụ ụgwọ a?',
  dismissExplain: (reference) => `Naanị ma ọ bụrụ na i zipughị ya. Ọ bụrụ na i zipuru ya, azụmahịa ahụ chọrọ nkọwa ya, ${reference}, iji chọta ya.`,
  dismissConfirm: 'Ee, wepụ ya',
  keepParked: 'Debe ya',
  leaveQuestion: 'Hapụ arịrịọ a?',
  leaveExplain: (reference) =>
    `A ka na-arụ ya, ibe a ga-egosikwa mgbe ọ gwụrụ. Iji laghachi na ya, debe ntụaka ya, ${reference}: saịtị a nwere ike iji ya meghee arịrịọ ahụ ọzọ.`,
  leaveConfirm: 'Ee, malite ọzọ',
  stayOnRequest: "Nọgide n'arịrịọ a",
  keepRequest: 'Hapụ ya otu o si dị',
};
