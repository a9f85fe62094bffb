import { bankNames, bankWords } from './match';
import type { Bank } from './list';

/**
 * The CBN's 3-digit codes of Nigeria's deposit money banks (commercial and non-interest), by the
 * bank's formal name in `BANK_ALIASES`, for bank lists that carry no `code`. Only for the NUBAN
 * check digit's soft warning: a code that has changed makes a warning, never a refusal.
 */
export const DEPOSIT_BANK_CODES: Readonly<Record<string, string>> = {
  'Access Bank': '044',
  'Citibank Nigeria': '023',
  'Ecobank Nigeria': '050',
  'Fidelity Bank': '070',
  'First Bank of Nigeria': '011',
  'First City Monument Bank': '214',
  'Globus Bank': '103',
  'Guaranty Trust Bank': '058',
  'Jaiz Bank': '301',
  'Keystone Bank': '082',
  'Lotus Bank': '303',
  'Polaris Bank': '076',
  'Providus Bank': '101',
  'Stanbic IBTC Bank': '221',
  'Standard Chartered Bank': '068',
  'Sterling Bank': '232',
  'SunTrust Bank': '100',
  'TAJBank': '302',
  'Titan Trust Bank': '102',
  'Union Bank of Nigeria': '032',
  'United Bank for Africa': '033',
  'Unity Bank': '215',
  'Wema Bank': '035',
  'Zenith Bank': '057',
};

const compact = (name: string) => bankWords(name).join('');
const CODE_BY_NAME = new Map(Object.entries(DEPOSIT_BANK_CODES).map(([name, code]) => [compact(name), code]));

/**
 * The CBN code to check a bank's account numbers with: the list's own `code`, else the shipped
 * code of the deposit money bank it is (by its name or a common one), else undefined.
 */
export function cbnCodeOf(bank: Bank): string | undefined {
  const listed = bank.code?.trim();
  if (listed) return listed;
  for (const name of bankNames(bank)) {
    const code = CODE_BY_NAME.get(compact(name));
    if (code) return code;
  }
  return undefined;
}
