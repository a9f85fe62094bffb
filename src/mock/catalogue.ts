import { FIRST_NAMES, LAST_NAMES } from './names';
import type { MockAccount, MockBank, MockVendor } from './types';

/** Payment vendors a buyer pays Naira to; invented people, plausible accounts. */
export const MOCK_VENDORS: readonly MockVendor[] = [
  { venderName: 'Adaeze Okonkwo', vendorNumber: '0123456789', vendorBank: 'Access Bank' },
  { venderName: 'Babatunde Adeyemi', vendorNumber: '2034567891', vendorBank: 'Guaranty Trust Bank' },
  { venderName: 'Chinedu Eze', vendorNumber: '3045678912', vendorBank: 'Zenith Bank' },
  { venderName: 'Fatima Bello', vendorNumber: '1056789123', vendorBank: 'United Bank for Africa' },
];

/** Nigerian banks and the fintechs many people bank with, with their institution codes. */
export const MOCK_BANKS: readonly MockBank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Jaiz Bank', code: '301' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Lotus Bank', code: '303' },
  { name: 'Parallex Bank', code: '104' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'SunTrust Bank', code: '100' },
  { name: 'TAJBank', code: '302' },
  { name: 'Titan Trust Bank', code: '102' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank for Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
  { name: 'OPay', code: '999992' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'Kuda Microfinance Bank', code: '50211' },
  { name: 'PalmPay', code: '999991' },
  { name: 'VFD Microfinance Bank', code: '566' },
  { name: 'FairMoney Microfinance Bank', code: '51318' },
  { name: 'Carbon', code: '565' },
  { name: 'Paga', code: '100002' },
];

/** Accounts the mock's account-name enquiry knows: each vendor's, and the interface's sample payout account. */
export const MOCK_ACCOUNTS: readonly MockAccount[] = [
  ...MOCK_VENDORS.map((vendor) => ({ bankName: vendor.vendorBank, accountNumber: vendor.vendorNumber, accountName: vendor.venderName })),
  { bankName: 'Wema Bank', accountNumber: '9480948372', accountName: 'Tansi Jones' },
];

/** The account the mock reports as attached to the business link. */
export const MOCK_LINK = { accountName: 'Naira Ramp Test Business', accountNumber: '0987654321', bankName: 'Wema Bank' };


/** A long vendor list for testing scale: `count` distinct invented vendors (up to 500) across the listed banks. */
export function mockVendors(count: number): MockVendor[] {
  const vendors: MockVendor[] = [];
  for (let index = 0; index < count; index++) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const bank = MOCK_BANKS[(index * 7) % MOCK_BANKS.length]!;
    vendors.push({ venderName: `${first} ${last}`, vendorNumber: String(1_000_000_000 + index * 7919).padStart(10, '0'), vendorBank: bank.name });
  }
  return vendors;
}
