import { describe, expect, it } from 'vitest';
import { BUY_LABELS, SELL_LABELS } from '../../src/core';
import { createMockRampService, MOCK_BANKS, MOCK_VENDORS, type MockRampOptions } from '../../src/mock';

const BASE = 'http://mock.test';

function wireBuy(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    business_id: '0123456789',
    link_tag: 'Link_eng',
    type: 'buy_ramp',
    amount: 25639.55,
    vendor_name: 'Adaeze Okonkwo',
    vendor_bank: 'Access Bank',
    vendor_number: '0123456789',
    bank_name: 'Zenith Bank',
    account_number: '1234567890',
    network: 'solana',
    wallet_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    reference: '478939302',
    ...overrides,
  };
}

function wireSell(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    business_id: '0123456789',
    link_tag: 'Link_eng',
    type: 'sell_ramp',
    amount: 70,
    account_name: 'Tansi Jones',
    account_number: '9480948372',
    bank_name: 'Wema bank',
    network: 'polygon',
    wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
    ...overrides,
  };
}

function setup(options: MockRampOptions = {}) {
  const mock = createMockRampService({ now: () => new Date(Date.UTC(2023, 4, 11, 12)), ...options });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await mock.fetch(`${BASE}${path}`, {
      method,
      headers: { [mock.secretHeader]: mock.secretKey, accept: 'application/json', 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return { mock, call };
}

describe('mock ramp service', () => {
  it('answers a buy with the interface 2.3 record', async () => {
    const { call } = setup();
    const { status, json } = await call('POST', '/transactions/v1/onramp', wireBuy());
    expect(status).toBe(200);
    expect(json).toEqual({
      status: 'success',
      message: 'Transaction Request successful',
      transaction: {
        transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/),
        business: { business_id: '0123456789' },
        type: 'Buy',
        reference: '478939302',
        amount: 25639.55,
        link_account_name: expect.any(String),
        link_account_number: expect.stringMatching(/^\d{10}$/),
        link_bank_name: expect.any(String),
        account_number: '1234567890',
        bank_name: 'Zenith Bank',
        link_tag: 'Link_eng',
        network: 'Solana',
        wallet_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        date_created: 'May 11, 2023',
      },
    });
  });

  it('quotes a sell at the payout its record then states, fee taken off, so the estimate a person sees is what the record says', async () => {
    const { mock, call } = setup({ nairaPerUnit: 1458.5, nairaFee: 250 });
    const quote = mock.quote({ side: 'sell', amount: 70, asset: 'USDT', network: 'polygon' });
    const { json } = await call('POST', '/transactions/v1/offramp', wireSell({ amount: 70 }));
    expect(quote.receive).toBe(101845);
    expect((json.transaction as Record<string, unknown>).amount).toBe(quote.receive);
  });

  it('issues a digit reference when a buy sends none, and fresh ids each time', async () => {
    const { call } = setup();
    const first = (await call('POST', '/transactions/v1/onramp', wireBuy({ reference: undefined }))).json.transaction as Record<string, string>;
    const second = (await call('POST', '/transactions/v1/onramp', wireBuy())).json.transaction as Record<string, string>;
    expect(first.reference).toMatch(/^\d{11}$/);
    expect(first.transaction_id).not.toBe(second.transaction_id);
  });

  it('answers a sell with the documented sell record: Naira payout, no network or wallet', async () => {
    const { call } = setup({ nairaPerUnit: 1458.5 });
    const { status, json } = await call('POST', '/transactions/v1/offramp', wireSell());
    expect(status).toBe(200);
    expect(json.transaction).toEqual({
      transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      business: { business_id: '0123456789' },
      type: 'Sell',
      reference: expect.stringMatching(/^\d{11}$/),
      amount: 102095,
      account_name: 'Tansi Jones',
      account_number: '9480948372',
      bank_name: 'Wema bank',
      link_tag: 'Link_eng',
      date_created: 'May 11, 2023',
    });
  });

  it('lists vendors in the observed shape and banks with CBN codes', async () => {
    const { call, mock } = setup();
    const vendors = await call('GET', '/transactions/v1/vendors?currency=NGN');
    expect(vendors).toEqual({ status: 200, json: { Vendors: MOCK_VENDORS } });
    expect(MOCK_VENDORS.length).toBeGreaterThanOrEqual(3);
    for (const vendor of MOCK_VENDORS) expect(Object.keys(vendor).sort()).toEqual(['venderName', 'vendorBank', 'vendorNumber']);
    const banks = await call('GET', '/transactions/v1/banks');
    expect(banks).toEqual({ status: 200, json: { banks: MOCK_BANKS } });
    expect(MOCK_BANKS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(MOCK_BANKS.map((b) => b.code)).size).toBe(MOCK_BANKS.length);
    expect(MOCK_BANKS).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(MOCK_BANKS).toContainEqual({ name: 'Zenith Bank', code: '057' });
    expect(mock.received.map((r) => [r.method, r.path, r.search])).toEqual([
      ['GET', '/transactions/v1/vendors', '?currency=NGN'],
      ['GET', '/transactions/v1/banks', ''],
    ]);
  });

  it.each([
    ['missing', {}],
    ['wrong', { 'service-sec-key': 'mock_s_tk_wrong' }],
    ['a prefix of the right one', undefined],
  ])('answers 401 when the key is %s', async (_, headers) => {
    const { call, mock } = setup();
    const sent = headers ?? { 'service-sec-key': mock.secretKey.slice(0, -1) };
    const response = await mock.fetch(`${BASE}/transactions/v1/banks`, { headers: sent });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: expect.any(String) });
    expect((await call('GET', '/transactions/v1/banks')).status).toBe(200);
  });

  it.each(['business_id', 'link_tag', 'type', 'amount', 'vendor_name', 'vendor_bank', 'vendor_number', 'bank_name', 'account_number'])(
    'answers a buy without %s with 400 naming it',
    async (field) => {
      const { call } = setup();
      const { status, json } = await call('POST', '/transactions/v1/onramp', wireBuy({ [field]: undefined }));
      expect(status).toBe(400);
      // The core wire rules' message, led by the field's label.
      expect(json).toEqual({ status: 'error', message: expect.stringMatching(new RegExp(`^${BUY_LABELS[field] ?? field}[ :]`)) });
    },
  );

  it.each(['business_id', 'link_tag', 'type', 'amount', 'account_name', 'account_number', 'bank_name'])(
    'answers a sell without %s with 400 naming it',
    async (field) => {
      const { call } = setup();
      const { status, json } = await call('POST', '/transactions/v1/offramp', wireSell({ [field]: undefined }));
      expect(status).toBe(400);
      expect(json.message).toMatch(new RegExp(`^${SELL_LABELS[field] ?? field}[ :]`));
    },
  );

  it('accepts a buy without network and wallet, as its own table allows', async () => {
    const { call } = setup();
    const { status, json } = await call('POST', '/transactions/v1/onramp', wireBuy({ network: undefined, wallet_address: undefined }));
    expect(status).toBe(200);
    expect(json.transaction).not.toHaveProperty('network');
  });

  it('accepts a buy with a network and no wallet: its table makes each optional on its own', async () => {
    const { call } = setup();
    const { status, json } = await call('POST', '/transactions/v1/onramp', wireBuy({ wallet_address: undefined }));
    expect(status).toBe(200);
    expect(json.transaction).toMatchObject({ network: 'Solana' });
    expect(json.transaction).not.toHaveProperty('wallet_address');
  });

  it.each([
    ['onramp', 'type: must be "buy_ramp"', wireBuy({ type: 'sell_ramp' })],
    ['offramp', 'type: must be "sell_ramp"', wireSell({ type: 'buy_ramp' })],
    ['onramp', 'Network: choose one of Stellar, Polygon, Solana, Avalanche', wireBuy({ network: 'bitcoin' })],
    ['offramp', 'Account number: account numbers have exactly 10 digits (this has 5)', wireSell({ account_number: '12345' })],
    ['onramp', 'Amount: use only the digits 0–9, with a dot for decimals (like 20,000.50)', wireBuy({ amount: 'abc' })],
    ['onramp', 'Amount must be at least ₦15,000.00', wireBuy({ amount: 14999 })],
    ['onramp', 'Amount must be at most ₦2,000,000.00', wireBuy({ amount: 2000001 })],
    ['offramp', 'Amount must be at least 20.00 USDT', wireSell({ amount: 19.99 })],
    ['onramp', 'Request body must be JSON', 'not json'],
  ])('refuses a bad %s body with 400: %s', async (route, message, body) => {
    const { call } = setup();
    const { status, json } = await call('POST', `/transactions/v1/${route}`, body);
    expect(status).toBe(400);
    expect(json).toEqual({ status: 'error', message });
  });

  it('applies configured minimums and accepts amounts sent as strings', async () => {
    const { call } = setup({ limits: { buy: { min: 20000 } } });
    expect((await call('POST', '/transactions/v1/onramp', wireBuy({ amount: '19999' }))).json.message).toBe('Amount must be at least ₦20,000.00');
    expect((await call('POST', '/transactions/v1/onramp', wireBuy({ amount: '20000' }))).status).toBe(200);
  });

  it('answers 403 for another business when one is configured', async () => {
    const { call } = setup({ businessId: '0123456789' });
    expect((await call('POST', '/transactions/v1/onramp', wireBuy({ business_id: '999' }))).status).toBe(403);
  });

  it('answers 404 to any other path', async () => {
    const { call } = setup();
    expect((await call('GET', '/transactions/v1/fetch_everything')).status).toBe(404);
  });

  it('records what it received, headers lower-cased, and forgets on reset', async () => {
    const { call, mock } = setup();
    await call('POST', '/transactions/v1/onramp', wireBuy(), { 'X-Extra': 'Yes' });
    expect(mock.received).toEqual([
      {
        method: 'POST',
        path: '/transactions/v1/onramp',
        search: '',
        headers: expect.objectContaining({ 'x-extra': 'Yes', 'service-sec-key': mock.secretKey }),
        body: wireBuy(),
      },
    ]);
    mock.reset();
    expect(mock.received).toEqual([]);
  });

  it('keeps a bounded request log', async () => {
    const { call, mock } = setup({ maxReceived: 3 });
    for (let i = 0; i < 5; i += 1) await call('GET', `/transactions/v1/banks?n=${i}`);
    expect(mock.received.map((r) => r.search)).toEqual(['?n=2', '?n=3', '?n=4']);
  });

  it('lists each transaction it created, not refused requests, in a bounded log', async () => {
    const { call, mock } = setup({ maxReceived: 3 });
    await call('POST', '/transactions/v1/onramp', wireBuy({ amount: 1 }));
    for (let i = 0; i < 4; i += 1) await call('POST', '/transactions/v1/onramp', wireBuy({ reference: `r${i}` }));
    await call('POST', '/transactions/v1/offramp', wireSell());
    expect(mock.transactions.map((t) => [t.type, t.type === 'Buy' ? t.reference : 'sell'])).toEqual([
      ['Buy', 'r2'],
      ['Buy', 'r3'],
      ['Sell', 'sell'],
    ]);
  });

  it('generates a distinct test key per instance unless one is given', () => {
    const a = createMockRampService();
    const b = createMockRampService();
    expect(a.secretKey).toMatch(/^mock_s_tk_[0-9a-f]{32}$/);
    expect(a.secretKey).not.toBe(b.secretKey);
    expect(createMockRampService({ secretKey: 'k1' }).secretKey).toBe('k1');
  });
});
