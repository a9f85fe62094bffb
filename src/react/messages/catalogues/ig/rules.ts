import type { IssueTexts } from '../../../../core';
import type { ServiceErrorTexts } from '../../types';

const SECRET = "Ọ bụ ihe nzuzo: egosila ya onye ọ bụla, n'ihi na onye ọ bụla nwere ya nwere ike iburu ego gị. Kama nke ahụ, mado adreesị ọha gị";
const KINDS = { stellar: 'Stellar', evm: 'Polygon ma ọ bụ Avalanche', solana: 'Solana' };

/** Igbo: what the form's rules say. */
export const issues: IssueTexts = {
  amountMissing: 'Tinye ego ole',
  amountOtherDigits: 'Jiri naanị nọmba 0–9 (anaghị anabata nọmba nke mkpụrụedemede ndị ọzọ)',
  amountCharacters: 'Jiri naanị nọmba 0–9, ya na ntụpọ tupu kobo (dịka 20,000.50)',
  amountMinus: 'Tinye ego karịrị efu, na-enweghị akara mwepụ',
  amountOneDot: 'Jiri naanị otu ntụpọ',
  amountGrouping: "Tinye koma ma ọ bụ oghere naanị n'etiti puku, ya na ntụpọ tupu kobo (dịka 20,000.50)",
  amountDecimals: (places) => `Agafela nọmba ${places} mgbe ntụpọ gasịrị`,
  amountZero: 'Tinye ego karịrị efu',
  amountDigits: (digits) => `Agafela nọmba ${digits}`,
  amountMin: (limit) => `Ego ole ekwesịghị ịdị ala karịa ${limit}`,
  amountMax: (limit) => `Ego ole ekwesịghị ịkarị ${limit}`,
  networkUnknown: (networks) => `Họrọ otu: ${networks}`,
  tooLong: (characters) => `Agafela mkpụrụedemede ${characters}`,
  accountNumberMissing: 'Tinye nọmba akaụntụ nwere ọnụọgụ 10',
  accountNumberDigits: "Nọmba akaụntụ nwere naanị ọnụọgụ (10 n'ime ha)",
  accountNumberLength: (digits) => `Nọmba akaụntụ nwere kpọmkwem ọnụọgụ 10 (nke a nwere ${digits}).`,
  phoneNumber: (withoutZero) => `Ọ bụrụ na nke a bụ nọmba ekwentị, OPay, PalmPay, Moniepoint na Kuda na-eji ya na-enweghị 0 mbụ: ${withoutZero}`,
  accountNumberCheck: (bank) => `Lelee nọmba a ọzọ: ọ dịghị ka nọmba akaụntụ na ${bank}. Gaa n'ihu naanị ma ọ bụrụ na i jiri n'aka na ọ ziri ezi.`,
  walletMissing: (network) => `Tinye adreesị akpa ego ${network} gị`,
  walletNone: 'Tinye adreesị akpa ego ga-anata stablecoin ahụ',
  walletLooks: {
    stellar: 'Adreesị Stellar na-amalite na G ma nwee mkpụrụedemede 56',
    polygon: 'Adreesị Polygon na-amalite na 0x ma nwee mkpụrụedemede 42',
    solana: 'Adreesị Solana nwere mkpụrụedemede na nọmba 32 ruo 44 (enweghị 0, O, I ma ọ bụ l)',
    avalanche: 'Adreesị Avalanche C-Chain na-amalite na 0x ma nwee mkpụrụedemede 42',
  },
  walletTooLong: (network, looks) => `Nke a dị ogologo maka adreesị ${network}. ${looks}`,
  walletSecret: {
    stellar: `Nke a bụ igodo nzuzo Stellar, ọ bụghị adreesị. ${SECRET}`,
    solana: `Nke a bụ igodo nzuzo Solana, ọ bụghị adreesị. ${SECRET}`,
    private: `Nke a yiri igodo nzuzo, ọ bụghị adreesị. ${SECRET}`,
  },
  walletWrongNetwork: (kind, looks) => `Nke a bụ adreesị ${KINDS[kind]}; ${looks}`,
  walletMuxed: 'Anaghị anabata adreesị Stellar muxed (nke na-amalite na M); jiri adreesị na-amalite na G',
  walletCapitals: "A na-eji mkpụrụedemede ukwu ede adreesị Stellar; detuo ya ọzọ site n'akpa ego gị",
  walletStellarTypo: "Njehie dị na adreesị Stellar a (checksum ya adabaghị); detuo ya ọzọ site n'akpa ego gị",
  walletNotAddress: (network, looks) => `Nke a abụghị adreesị ${network}. ${looks}`,
  walletNotHex: (network, looks) => `Nke a abụghị adreesị ${network}. ${looks}, jiri naanị 0–9 na a–f`,
  walletAvalancheChain: 'Nke a bụ adreesị Avalanche X-Chain ma ọ bụ P-Chain; jiri adreesị C-Chain gị (nke na-amalite na 0x)',
  walletEvmTypo: (network) => `Njehie dị na adreesị ${network} a (mkpụrụedemede ukwu ya adabaghị checksum); detuo ya ọzọ site n'akpa ego gị`,
};

const INTEGRATION = 'Ebe ịkwụ ụgwọ a zipuru arịrịọ sava anaghị anabata. Onye nwe saịtị a ga-edozi ya.';

/** Igbo: the signer's errors, worded by the widget. */
export const serviceErrors: ServiceErrorTexts = {
  codes: {
    validation: 'Ụfọdụ ozi adịghị ma ọ bụ ezighị ezi.',
    limit: "Ego ole ahụ adịghị n'ime oke e kwere.",
    payment_failed: 'Ọrụ ịkwụ ụgwọ enweghị ike imecha azụmahịa a.',
    not_found: 'Ọrụ ịkwụ ụgwọ ahụghị ihe arịrịọ a na-ekwu maka ya.',
    conflict: 'Arịrịọ a na-emegide nke e zipuru na mbụ.',
    method_not_allowed: INTEGRATION,
    payload_too_large: INTEGRATION,
    unsupported_media_type: INTEGRATION,
    rate_limited: 'Arịrịọ dị ukwuu ugbu a.',
    upstream: 'Ọrụ ịkwụ ụgwọ azaghị nke ọma.',
    store_unavailable: 'Sava adịghị njikere ugbu a, ya mere ezipughị ihe ọ bụla.',
  },
  field: 'Anabataghị nke a. Lelee ya, wee nwaa ọzọ.',
};
