import { describe, expect, it } from 'vitest';
import { toBuyUpstream, validateBuyRequest, validateBuyUpstream } from '../../../src/core';

// The interface's sample buy values (reference "478939302", amount 1000, network "solana"), completed
// with the other fields of section 2.1 and a real Solana address.
const SAMPLE = {
  amount: 1000,
  vendor_name: 'Adaeze Okafor',
  vendor_bank: 'Wema bank',
  vendor_number: '0123456789',
  bank_name: 'Access Bank',
  account_number: '9480948372',
  network: 'solana',
  wallet_address: 'vines1vzrYbzLMRdu58ou5XTby4qAqVRLmqo36NKPTg',
  reference: '478939302',
};
const LOW = { min: 1000, max: 2_000_000 };
const identity = { businessId: '0123456789', linkTag: 'Link_eng' };

describe('validateBuyRequest', () => {
  it('accepts the spec sample when limits allow its amount', () => {
    expect(validateBuyRequest(SAMPLE, LOW)).toEqual({ ok: true, data: SAMPLE });
  });

  it('refuses the sample amount under the default ₦20,000 minimum with a limit code', () => {
    expect(validateBuyRequest(SAMPLE)).toEqual({ ok: false, code: 'limit', fields: { amount: 'Amount must be at least ₦20,000.00' } });
    expect(validateBuyRequest({ ...SAMPLE, amount: 2_000_001 })).toMatchObject({ code: 'limit', fields: { amount: 'Amount must be at most ₦2,000,000.00' } });
  });

  it('drops unknown fields and never takes type, business_id or link_tag from the browser', () => {
    const result = validateBuyRequest({ ...SAMPLE, type: 'sell_ramp', business_id: 'evil', link_tag: 'x', secret: 'k', __proto__: { a: 1 } }, LOW);
    expect(result.ok && Object.keys(result.data).sort()).toEqual(Object.keys(SAMPLE).sort());
  });

  it('reads the amount from a number or numeric string and outputs a JSON number', () => {
    for (const amount of [25000.5, '25000.50', '25,000.50', ' ₦25 000.5 ']) {
      const result = validateBuyRequest({ ...SAMPLE, amount });
      expect(result.ok && result.data.amount).toBe(25000.5);
    }
  });

  it('allows at most 2 decimals of Naira', () => {
    expect(validateBuyRequest({ ...SAMPLE, amount: '25000.123' })).toMatchObject({ fields: { amount: 'Amount: use at most 2 decimal places' } });
    expect(validateBuyRequest({ ...SAMPLE, amount: 0.1 + 0.2 }, { min: 0.01 })).toMatchObject({ fields: { amount: 'Amount: use at most 2 decimal places' } });
  });

  it('sends the network in lower case whatever case it came in', () => {
    const result = validateBuyRequest({ ...SAMPLE, network: 'SOLANA' }, LOW);
    expect(result.ok && result.data.network).toBe('solana');
  });

  it('trims text and leaves out blank optional fields', () => {
    const result = validateBuyRequest({ ...SAMPLE, vendor_name: '  Adaeze Okafor ', account_name: '  ', reference: '' }, LOW);
    expect(result.ok && result.data.vendor_name).toBe('Adaeze Okafor');
    expect(result.ok && 'account_name' in result.data).toBe(false);
    expect(result.ok && 'reference' in result.data).toBe(false);
    const named = validateBuyRequest({ ...SAMPLE, account_name: ' Tansi Jones ' }, LOW);
    expect(named.ok && named.data.account_name).toBe('Tansi Jones');
  });

  it('names every missing field and says what is wanted', () => {
    const result = validateBuyRequest({});
    expect(result).toEqual({
      ok: false,
      code: 'validation',
      fields: {
        amount: 'Amount: enter an amount',
        vendor_name: 'Vendor name: choose a payment vendor',
        vendor_bank: 'Vendor bank: choose a payment vendor',
        vendor_number: 'Vendor account number: choose a payment vendor',
        bank_name: 'Bank you paid from: enter the bank name',
        account_number: 'Account you paid from: enter the 10-digit account number',
        network: 'Network: choose a network',
        wallet_address: 'Wallet address: enter the wallet address that receives the stablecoin',
      },
    });
  });

  it('checks the wallet against the network even when other fields are wrong', () => {
    const result = validateBuyRequest({ ...SAMPLE, network: 'stellar', wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', account_number: '123' });
    expect(result).toMatchObject({
      ok: false,
      code: 'validation',
      fields: { wallet_address: 'Wallet address: this is a Polygon or Avalanche address; Stellar addresses start with G and have 56 characters' },
    });
    expect(!result.ok && result.fields.account_number).toMatch(/^Account you paid from: .*10 digits/);
  });

  it('refuses a pasted secret key in the wallet field', () => {
    const result = validateBuyRequest({ ...SAMPLE, network: 'stellar', wallet_address: `S${'A'.repeat(55)}` }, LOW);
    expect(!result.ok && result.fields.wallet_address).toMatch(/^Wallet address: this is a Stellar secret key.*never share/);
  });

  it.each([
    ['478939302', true],
    ['a'.repeat(64), true],
    ['ref_01-ABC', true],
    ['a'.repeat(65), false],
    ['has space', false],
    ['ref/1', false],
    [42, false],
  ])('reference %j accepted: %s', (reference, accepted) => {
    const result = validateBuyRequest({ ...SAMPLE, reference }, LOW);
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(result.fields.reference).toBe('Reference: use up to 64 letters, digits, hyphens or underscores');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'amount=1000', [SAMPLE]]) {
      expect(validateBuyRequest(body)).toMatchObject({ ok: false, fields: { body: 'Send a JSON object with the request fields' } });
    }
  });
});

describe('buy upstream body', () => {
  it('adds business_id, link_tag and type buy_ramp, and passes the upstream schema', () => {
    const browser = validateBuyRequest(SAMPLE, LOW);
    if (!browser.ok) throw new Error('sample refused');
    const upstream = toBuyUpstream(browser.data, identity);
    expect(upstream).toEqual({ ...SAMPLE, business_id: '0123456789', link_tag: 'Link_eng', type: 'buy_ramp' });
    expect(validateBuyUpstream(upstream, LOW)).toEqual({ ok: true, data: upstream });
  });

  it('copies only the spec fields even if the body object carries more', () => {
    const upstream = toBuyUpstream({ ...SAMPLE, network: 'solana', extra: 'x' } as never, identity);
    expect('extra' in upstream).toBe(false);
  });

  it('requires business_id, link_tag and type buy_ramp upstream', () => {
    const result = validateBuyUpstream({ ...SAMPLE, type: 'sell_ramp' }, LOW);
    expect(result).toMatchObject({
      ok: false,
      fields: { business_id: expect.stringMatching(/^business_id: /), link_tag: expect.stringMatching(/^link_tag: /), type: 'type: must be "buy_ramp"' },
    });
  });
});

describe('invisible characters in a buy body', () => {
  it('are refused in the vendor\'s details and the names, naming each field', () => {
    const result = validateBuyRequest(
      { ...SAMPLE, vendor_name: 'Ada\u200beze Okafor', vendor_bank: 'Wema bank\u202e', vendor_number: '0123456789\u2066', account_name: 'Ade\u00adBola', bank_name: '\u200fAccess Bank' },
      LOW,
    );
    expect(result).toMatchObject({
      ok: false,
      fields: {
        vendor_name: 'Vendor name: remove the invisible character U+200B: it changes how the text reads',
        vendor_bank: 'Vendor bank: remove the invisible character U+202E: it changes how the text reads',
        vendor_number: 'Vendor account number: remove the invisible character U+2066: it changes how the text reads',
        account_name: 'Account name: remove the invisible character U+00AD: it changes how the text reads',
        bank_name: 'Bank you paid from: remove the invisible character U+200F: it changes how the text reads',
      },
    });
  });

  it('are removed from the account number and wallet', () => {
    const result = validateBuyRequest({ ...SAMPLE, account_number: '9480\u200b948372', wallet_address: `${SAMPLE.wallet_address}\ufeff` }, LOW);
    expect(result).toEqual({ ok: true, data: SAMPLE });
  });
});
