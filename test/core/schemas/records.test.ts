import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBuyResponse, parseSellResponse } from '../../../src/core';

// Interface 2.3 fields with the documented values (transaction id, amount, Avalanche capitalised, date).
const BUY_RESPONSE = {
  status: 'success',
  message: 'Transaction Request successful',
  transaction: {
    transaction_id: '645c329afc3ac414bf70f9a1',
    business: { business_id: '0123456789' },
    type: 'Buy',
    reference: '478939302',
    amount: 25639.55,
    link_account_name: 'Adaeze Okafor',
    link_account_number: '0123456789',
    link_bank_name: 'Wema bank',
    account_number: '9480948372',
    bank_name: 'Access Bank',
    link_tag: 'Link_eng',
    network: 'Avalanche',
    wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    date_created: 'May 11, 2023',
  },
};

// The documented sell response, verbatim.
const SELL_RESPONSE = {
  status: 'success',
  message: 'Transaction Request successful',
  transaction: {
    transaction_id: '645c31fdedd472fb04b3be53',
    business: { business_id: '0123456789' },
    type: 'Sell',
    reference: '64125118694',
    amount: 102094,
    account_name: 'Tansi Jones',
    account_number: '9480948372',
    bank_name: 'Wema bank',
    link_tag: 'Link_eng',
    date_created: 'May 11, 2023',
  },
};

describe('parseBuyResponse', () => {
  it('reads the documented record, with the network in lower case', () => {
    expect(parseBuyResponse(BUY_RESPONSE)).toEqual({
      ...BUY_RESPONSE,
      transaction: { ...BUY_RESPONSE.transaction, network: 'avalanche' },
    });
  });

  it('ignores extra fields and survives missing optional ones', () => {
    const { wallet_address: _w, link_bank_name: _l, ...rest } = BUY_RESPONSE.transaction;
    const parsed = parseBuyResponse({ ...BUY_RESPONSE, extra: 1, transaction: { ...rest, transaction_status: 'pending' } });
    expect(parsed?.transaction.transaction_id).toBe('645c329afc3ac414bf70f9a1');
    expect(parsed && 'wallet_address' in parsed.transaction).toBe(false);
    expect(parsed && 'transaction_status' in parsed.transaction).toBe(false);
  });

  it('drops a field of the wrong type instead of failing the whole record', () => {
    const parsed = parseBuyResponse({ transaction: { ...BUY_RESPONSE.transaction, amount: 'lots', network: 'Ethereum', business: 'x' } });
    expect(parsed?.transaction).not.toHaveProperty('amount');
    expect(parsed?.transaction).not.toHaveProperty('network');
    expect(parsed?.transaction).not.toHaveProperty('business');
    expect(parsed?.transaction.reference).toBe('478939302');
  });

  it('reads numeric strings and numeric ids', () => {
    const parsed = parseBuyResponse({ transaction: { transaction_id: 645, amount: '25,639.55' } });
    expect(parsed?.transaction).toEqual({ transaction_id: '645', amount: 25639.55 });
  });

  it('gives undefined when there is no transaction object', () => {
    for (const json of [null, 'ok', [], {}, { status: 'error', message: 'Invalid key' }, { transaction: 'x' }]) {
      expect(parseBuyResponse(json)).toBeUndefined();
    }
  });
});

describe('parseSellResponse', () => {
  it('reads the documented sell response exactly', () => {
    expect(parseSellResponse(SELL_RESPONSE)).toEqual(SELL_RESPONSE);
  });

  it('accepts network in any case when the service adds it', () => {
    const parsed = parseSellResponse({ transaction: { ...SELL_RESPONSE.transaction, network: 'STELLAR' } });
    expect(parsed?.transaction.network).toBe('stellar');
  });
});

it('response parsers never throw', () => {
  fc.assert(
    fc.property(fc.oneof(fc.anything(), fc.record({ transaction: fc.anything(), status: fc.anything() })), (json) => {
      parseBuyResponse(json);
      parseSellResponse(json);
      return true;
    }),
    { numRuns: 500 },
  );
});
