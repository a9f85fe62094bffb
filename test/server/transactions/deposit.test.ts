import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { assertRampSignerConfig, createRampSigner } from '../../../src/server';
import { browserPost, fakeUpstream, sellBody, signerWith, successFor, upstreamJson, withoutLists, type SeenCall } from '../support/helpers';

const fullEnv = { RAMP_SECRET_KEY: 'test_s_tk_env', RAMP_BUSINESS_ID: 'biz_env', RAMP_LINK_TAG: 'tag_env', RAMP_BASE_URL: 'https://env.example/' };
const POLYGON = MOCK_DEPOSIT_ADDRESSES.polygon;
const SELLER = '0x52908400098527886e0f7030069857d2e4169ee7';
const polygonSell = (overrides: Record<string, unknown> = {}) => sellBody({ network: 'polygon', wallet_address: SELLER, amount: 120.5, asset: 'USDC', ...overrides });

async function offramp(signer: ReturnType<typeof signerWith>, body: unknown) {
  const response = await signer(browserPost('/api/ramp/offramp', body, { 'idempotency-key': crypto.randomUUID() }));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('deposit addresses at start-up', () => {
  it.each([
    ['RAMP_DEPOSIT_ADDRESS_POLYGON', 'GAQUM24QWXNP6JCJN2J3RXICE5GHDFV34ACSUT3UTG7OGCBNKJ3ZYNAN'],
    ['RAMP_DEPOSIT_ADDRESS_STELLAR', '0x4d7297bcE1062b50759AbFe4092E53789DC2e70c'],
    ['RAMP_DEPOSIT_ADDRESS_SOLANA', 'not-base58-0OIl'],
    ['RAMP_DEPOSIT_ADDRESS_AVALANCHE', '0x4D7297bcE1062b50759AbFe4092E53789DC2e70c'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, [name]: value } })).toThrow(name);
  });

  it('names the option when depositAddresses holds a bad one, and refuses a memo off Stellar', () => {
    expect(() => assertRampSignerConfig({ env: fullEnv, depositAddresses: { solana: '0xabc' } })).toThrow('depositAddresses.solana');
    expect(() => assertRampSignerConfig({ env: fullEnv, depositAddresses: { polygon: { address: POLYGON, memo: '1' } } })).toThrow(/memo.*Stellar/);
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, RAMP_DEPOSIT_ADDRESS_STELLAR: MOCK_DEPOSIT_ADDRESSES.stellar.address, RAMP_DEPOSIT_MEMO_STELLAR: 'x'.repeat(29) } })).toThrow('RAMP_DEPOSIT_MEMO_STELLAR');
  });

  it('reads the environment and tells the widget which networks take sells', async () => {
    const signer = createRampSigner({ env: { ...fullEnv, RAMP_DEPOSIT_ADDRESS_POLYGON: ` ${POLYGON} `, RAMP_DEPOSIT_ADDRESS_SOLANA: MOCK_DEPOSIT_ADDRESSES.solana } });
    const response = await signer(new Request('http://shop.example/config'));
    expect(await response.json()).toEqual({ sell_networks: ['polygon', 'solana'], quote: false, account_name: false });
  });

  it('takes sells on every network when the host configured no address', async () => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(new Request('http://shop.example/api/ramp/config'));
    expect(await response.json()).toEqual({ sell_networks: ['stellar', 'polygon', 'solana', 'avalanche'], quote: false, account_name: false });
  });
});

describe('the deposit in the offramp answer', () => {
  it('carries the host address with the exact amount and the chosen asset, which is not forwarded upstream', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const { status, json } = await offramp(signerWith(fetch, { depositAddresses: MOCK_DEPOSIT_ADDRESSES }), polygonSell());
    expect(status).toBe(200);
    expect(json.deposit).toEqual({ network: 'polygon', asset: 'USDC', amount: 120.5, address: POLYGON });
    expect(withoutLists(calls)[0]!.body).not.toHaveProperty('asset');
  });

  it('gives the Stellar memo with the Stellar address', async () => {
    const { fetch } = fakeUpstream(successFor);
    const { json } = await offramp(signerWith(fetch, { depositAddresses: MOCK_DEPOSIT_ADDRESSES }), sellBody({ amount: 50 }));
    expect(json.deposit).toEqual({ network: 'stellar', asset: 'USDT', amount: 50, ...MOCK_DEPOSIT_ADDRESSES.stellar });
  });

  it("uses the service's own deposit address over the host's", async () => {
    const service = '0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22';
    const answer = async (call: SeenCall) => {
      const body = (await successFor(call).json()) as { transaction: Record<string, unknown> };
      return upstreamJson(200, { ...body, transaction: { ...body.transaction, deposit_address: service } });
    };
    const { fetch } = fakeUpstream(answer);
    const { json } = await offramp(signerWith(fetch, { depositAddresses: MOCK_DEPOSIT_ADDRESSES }), polygonSell());
    expect((json.deposit as { address: string }).address).toBe(service);
  });

  it("passes on the service's deadline for the coins when its answer gives one, and makes none up", async () => {
    const answer = async (call: SeenCall) => {
      const body = (await successFor(call).json()) as { transaction: Record<string, unknown> };
      return upstreamJson(200, { ...body, transaction: { ...body.transaction, expires_at: '2026-05-11T14:35:00+01:00' } });
    };
    const { json } = await offramp(signerWith(fakeUpstream(answer).fetch, { depositAddresses: MOCK_DEPOSIT_ADDRESSES }), polygonSell());
    expect((json.deposit as { expires_at?: string }).expires_at).toBe('2026-05-11T13:35:00.000Z');
    const without = await offramp(signerWith(fakeUpstream(successFor).fetch, { depositAddresses: MOCK_DEPOSIT_ADDRESSES }), polygonSell());
    expect(without.json.deposit).not.toHaveProperty('expires_at');
  });

  it("ignores a service address that is not valid on the sell's network", async () => {
    const { fetch } = fakeUpstream(async (call) => upstreamJson(200, { ...(await successFor(call).json()), deposit_address: 'GAQUM24QWXNP6JCJN2J3RXICE5GHDFV34ACSUT3UTG7OGCBNKJ3ZYNAN' }));
    const { json } = await offramp(signerWith(fetch, { depositAddresses: MOCK_DEPOSIT_ADDRESSES }), polygonSell());
    expect((json.deposit as { address: string }).address).toBe(POLYGON);
  });

  it('refuses a sell on a network without an address, naming the ones it takes, before calling upstream', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const { status, json } = await offramp(signerWith(fetch, { depositAddresses: { polygon: POLYGON } }), sellBody());
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: { code: 'validation', fields: { network: 'Network: this site takes sells on Polygon only' } } });
    expect(calls).toHaveLength(0);
  });

  it('refuses an asset other than USDT or USDC', async () => {
    const { fetch } = fakeUpstream(successFor);
    const { status, json } = await offramp(signerWith(fetch), polygonSell({ asset: 'DAI' }));
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: { fields: { asset: 'Stablecoin: choose USDT or USDC' } } });
  });
});
