import type { IssueTexts } from '../../../../core';
import type { ServiceErrorTexts } from '../../types';

const SECRET = "Sirri ne: kada ku taɓa nuna shi ga kowa, domin duk wanda ke da shi zai iya ɗauke kuɗinku. Maimakon haka, liƙa adireshinku na jama'a";
const KINDS = { stellar: 'Stellar', evm: 'Polygon ko Avalanche', solana: 'Solana' };

/** Hausa: what the form's rules say. */
export const issues: IssueTexts = {
  amountMissing: 'Shigar da adadi',
  amountOtherDigits: 'Yi amfani da lambobi 0–9 kawai (ba a karɓar lambobin wasu rubutu)',
  amountCharacters: 'Yi amfani da lambobi 0–9 kawai, da digo kafin kwabo (kamar 20,000.50)',
  amountMinus: 'Shigar da adadin da ya fi sifili, ba tare da alamar cirewa ba',
  amountOneDot: 'Yi amfani da digo ɗaya kawai',
  amountGrouping: 'Saka waƙafi ko sarari tsakanin dubbai kawai, da digo kafin kwabo (kamar 20,000.50)',
  amountDecimals: (places) => `Kada ku wuce lambobi ${places} bayan digo`,
  amountZero: 'Shigar da adadin da ya fi sifili',
  amountDigits: (digits) => `Kada ku wuce lambobi ${digits}`,
  amountMin: (limit) => `Adadi dole ya kai aƙalla ${limit}`,
  amountMax: (limit) => `Adadi kada ya wuce ${limit}`,
  networkUnknown: (networks) => `Zaɓi ɗaya: ${networks}`,
  tooLong: (characters) => `Kada ku wuce haruffa ${characters}`,
  accountNumberMissing: 'Shigar da lambar asusu mai lambobi 10',
  accountNumberDigits: 'Lambar asusu lambobi ne kawai (guda 10)',
  accountNumberLength: (digits) => `Lambar asusu tana da lambobi 10 daidai (wannan yana da ${digits}).`,
  phoneNumber: (withoutZero) => `Idan lambar waya ce, OPay, PalmPay, Moniepoint da Kuda suna amfani da ita ba tare da 0 na farko ba: ${withoutZero}`,
  accountNumberCheck: (bank) => `Sake duba wannan lambar: ba ta yi kama da lambar asusu a ${bank} ba. Ku ci gaba kawai idan kun tabbata daidai ce.`,
  walletMissing: (network) => `Shigar da adireshin walat ɗinku na ${network}`,
  walletNone: 'Shigar da adireshin walat da zai karɓi stablecoin',
  walletLooks: {
    stellar: 'Adireshin Stellar yana farawa da G kuma yana da haruffa 56',
    polygon: 'Adireshin Polygon yana farawa da 0x kuma yana da haruffa 42',
    solana: 'Adireshin Solana yana da haruffa da lambobi 32 zuwa 44 (babu 0, O, I ko l)',
    avalanche: 'Adireshin Avalanche C-Chain yana farawa da 0x kuma yana da haruffa 42',
  },
  walletTooLong: (network, looks) => `Wannan ya yi tsawo ga adireshin ${network}. ${looks}`,
  walletSecret: {
    stellar: `Wannan maɓallin sirri na Stellar ne, ba adireshi ba. ${SECRET}`,
    solana: `Wannan maɓallin sirri na Solana ne, ba adireshi ba. ${SECRET}`,
    private: `Wannan ya yi kama da maɓallin sirri, ba adireshi ba. ${SECRET}`,
  },
  walletWrongNetwork: (kind, looks) => `Wannan adireshin ${KINDS[kind]} ne; ${looks}`,
  walletMuxed: 'Ba a karɓar adireshin Stellar na muxed (mai farawa da M); yi amfani da adireshi mai farawa da G',
  walletCapitals: 'Ana rubuta adireshin Stellar da manyan haruffa; sake kwafe shi daga walat ɗinku',
  walletStellarTypo: 'Akwai kuskure a wannan adireshin Stellar (checksum ɗinsa bai dace ba); sake kwafe shi daga walat ɗinku',
  walletNotAddress: (network, looks) => `Wannan ba adireshin ${network} ba ne. ${looks}`,
  walletNotHex: (network, looks) => `Wannan ba adireshin ${network} ba ne. ${looks}, da 0–9 da a–f kawai`,
  walletAvalancheChain: 'Wannan adireshin Avalanche X-Chain ko P-Chain ne; yi amfani da adireshin C-Chain ɗinku (mai farawa da 0x)',
  walletEvmTypo: (network) => `Akwai kuskure a wannan adireshin ${network} (manyan haruffansa ba su dace da checksum ba); sake kwafe shi daga walat ɗinku`,
};

const INTEGRATION = 'Wurin biyan ya aika buƙatar da sabar ba ta karɓa. Mai shafin ne zai gyara.';

/** Hausa: the signer's errors, worded by the widget. */
export const serviceErrors: ServiceErrorTexts = {
  codes: {
    validation: 'Wasu bayanai sun ɓace ko ba daidai ba ne.',
    limit: 'Adadin ba ya cikin iyakar da aka yarda da ita.',
    payment_failed: 'Sabis ɗin ba zai iya kammala wannan ciniki ba.',
    not_found: 'Sabis ɗin bai sami abin da wannan buƙatar take magana a kai ba.',
    conflict: 'Wannan buƙatar ta ci karo da wadda aka aika a baya.',
    method_not_allowed: INTEGRATION,
    payload_too_large: INTEGRATION,
    unsupported_media_type: INTEGRATION,
    rate_limited: 'Buƙatu sun yi yawa a yanzu.',
    upstream: 'Sabis ɗin biya bai amsa daidai ba.',
    store_unavailable: 'Sabar ba ta shirya ba a yanzu, don haka ba a aika komai ba.',
  },
  field: 'Ba a karɓi wannan ba. Duba shi, sannan ku sake gwadawa.',
};
