import type { IssueTexts } from '../../../../core';
import type { ServiceErrorTexts } from '../../types';

const SECRET = 'Àṣírí ni: má ṣe fi hàn ẹnikẹ́ni láéláé, nítorí ẹni tó bá ní i lè kó owó rẹ lọ. Lẹ̀ àdírẹ́sì gbangba rẹ dípò rẹ̀';
const KINDS = { stellar: 'Stellar', evm: 'Polygon tàbí Avalanche', solana: 'Solana' };

/** Yorùbá: what the form's rules say. */
export const issues: IssueTexts = {
  amountMissing: 'Tẹ iye owó',
  amountOtherDigits: 'Lo nọ́mbà 0–9 nìkan (a kò gba nọ́mbà ti ìkọ̀wé mìíràn)',
  amountCharacters: 'Lo nọ́mbà 0–9 nìkan, pẹ̀lú àmì . ṣáájú kọ́bọ̀ (bí 20,000.50)',
  amountMinus: 'Tẹ iye tó ju òdo lọ, láìsí àmì àyọkúrò',
  amountOneDot: 'Lo àmì . ẹ̀ẹ̀kan ṣoṣo',
  amountGrouping: 'Fi kọ́mà tàbí àlàfo sí àárín ẹgbẹẹgbẹ̀rún nìkan, àti àmì . ṣáájú kọ́bọ̀ (bí 20,000.50)',
  amountDecimals: (places) => `Má kọ ju nọ́mbà ${places} lọ lẹ́yìn àmì .`,
  amountZero: 'Tẹ iye tó ju òdo lọ',
  amountDigits: (digits) => `Má kọ ju nọ́mbà ${digits} lọ`,
  amountMin: (limit) => `Iye owó kò gbọ́dọ̀ dín ní ${limit}`,
  amountMax: (limit) => `Iye owó kò gbọ́dọ̀ ju ${limit} lọ`,
  networkUnknown: (networks) => `Yan ọ̀kan: ${networks}`,
  tooLong: (characters) => `Má kọ ju lẹ́tà ${characters} lọ`,
  accountNumberMissing: 'Tẹ nọ́mbà àkáǹtì oní-nọ́mbà 10',
  accountNumberDigits: 'Nọ́mbà nìkan ló wà nínú nọ́mbà àkáǹtì (mẹ́wàá)',
  accountNumberLength: (digits) => `Nọ́mbà àkáǹtì ní nọ́mbà 10 gẹ́lẹ́ (èyí ní ${digits}).`,
  phoneNumber: (withoutZero) => `Tí èyí bá jẹ́ nọ́mbà fóònù, OPay, PalmPay, Moniepoint àti Kuda ń lò ó láìsí 0 àkọ́kọ́: ${withoutZero}`,
  accountNumberCheck: (bank) => `Tún nọ́mbà yìí wò: kò jọ nọ́mbà àkáǹtì ní ${bank}. Tẹ̀síwájú kìkì tí ó bá dá ọ lójú pé ó tọ̀nà.`,
  walletMissing: (network) => `Tẹ àdírẹ́sì àpamọ́wọ́ ${network} rẹ`,
  walletNone: 'Tẹ àdírẹ́sì àpamọ́wọ́ tí yóò gba stablecoin náà',
  walletLooks: {
    stellar: 'Àdírẹ́sì Stellar ń bẹ̀rẹ̀ pẹ̀lú G, ó sì ní lẹ́tà 56',
    polygon: 'Àdírẹ́sì Polygon ń bẹ̀rẹ̀ pẹ̀lú 0x, ó sì ní lẹ́tà 42',
    solana: 'Àdírẹ́sì Solana ní lẹ́tà àti nọ́mbà 32 sí 44 (kò sí 0, O, I tàbí l)',
    avalanche: 'Àdírẹ́sì Avalanche C-Chain ń bẹ̀rẹ̀ pẹ̀lú 0x, ó sì ní lẹ́tà 42',
  },
  walletTooLong: (network, looks) => `Èyí gùn jù fún àdírẹ́sì ${network}. ${looks}`,
  walletSecret: {
    stellar: `Kọ́kọ́rọ́ àṣírí Stellar ni èyí, kì í ṣe àdírẹ́sì. ${SECRET}`,
    solana: `Kọ́kọ́rọ́ àdáni Solana ni èyí, kì í ṣe àdírẹ́sì. ${SECRET}`,
    private: `Èyí jọ kọ́kọ́rọ́ àdáni, kì í ṣe àdírẹ́sì. ${SECRET}`,
  },
  walletWrongNetwork: (kind, looks) => `Àdírẹ́sì ${KINDS[kind]} ni èyí; ${looks}`,
  walletMuxed: 'A kò gba àdírẹ́sì Stellar muxed (tó ń bẹ̀rẹ̀ pẹ̀lú M); lo àdírẹ́sì tó ń bẹ̀rẹ̀ pẹ̀lú G',
  walletCapitals: 'Lẹ́tà ńlá ni a fi ń kọ àdírẹ́sì Stellar; tún ṣàdàkọ rẹ̀ láti inú àpamọ́wọ́ rẹ',
  walletStellarTypo: 'Àṣìṣe wà nínú àdírẹ́sì Stellar yìí (checksum rẹ̀ kò bá a mu); tún ṣàdàkọ rẹ̀ láti inú àpamọ́wọ́ rẹ',
  walletNotAddress: (network, looks) => `Èyí kì í ṣe àdírẹ́sì ${network}. ${looks}`,
  walletNotHex: (network, looks) => `Èyí kì í ṣe àdírẹ́sì ${network}. ${looks}, pẹ̀lú 0–9 àti a–f nìkan`,
  walletAvalancheChain: 'Àdírẹ́sì Avalanche X-Chain tàbí P-Chain ni èyí; lo àdírẹ́sì C-Chain rẹ (tó ń bẹ̀rẹ̀ pẹ̀lú 0x)',
  walletEvmTypo: (network) => `Àṣìṣe wà nínú àdírẹ́sì ${network} yìí (àwọn lẹ́tà ńlá rẹ̀ kò bá checksum mu); tún ṣàdàkọ rẹ̀ láti inú àpamọ́wọ́ rẹ`,
};

const INTEGRATION = 'Ojú ìsanwó yìí fi ìbéèrè tí sáfà kò gbà ránṣẹ́. Ẹni tó ni ojúlé yìí ló gbọ́dọ̀ tún un ṣe.';

/** Yorùbá: the signer's errors, worded by the widget. */
export const serviceErrors: ServiceErrorTexts = {
  codes: {
    validation: 'Àwọn àlàyé kan kò pé tàbí kò tọ̀nà.',
    limit: 'Iye owó náà kò sí láàrin òdiwọ̀n tí a gbà.',
    payment_failed: 'Iṣẹ́ ìsanwó kò lè parí ìdúnàádúrà yìí.',
    not_found: 'Iṣẹ́ ìsanwó kò rí ohun tí ìbéèrè yìí ń tọ́ka sí.',
    conflict: 'Ìbéèrè yìí takora pẹ̀lú èyí tí a fi ránṣẹ́ ṣáájú.',
    method_not_allowed: INTEGRATION,
    payload_too_large: INTEGRATION,
    unsupported_media_type: INTEGRATION,
    rate_limited: 'Ìbéèrè ti pọ̀ jù báyìí.',
    upstream: 'Iṣẹ́ ìsanwó kò dáhùn dáadáa.',
    store_unavailable: 'Sáfà kò ṣetán báyìí, nítorí náà kò sí ohun tí a fi ránṣẹ́.',
  },
  field: 'Wọn kò gba èyí. Ṣàyẹ̀wò rẹ̀, kí o sì tún gbìyànjú.',
};
