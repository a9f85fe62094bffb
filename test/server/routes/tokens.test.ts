import { describe, expect, it } from 'vitest';
import { MAIN_NETWORKS, TEST_NETWORKS, assertRampSignerConfig, createRampSigner } from '../../../src/server';
import { createMockRampService } from '../../../src/mock';
import { signerOverMock } from '../../../src/bin/signer-over-mock';

const env = { RAMP_SECRET_KEY: 'test_s_tk_env', RAMP_BUSINESS_ID: 'biz_env', RAMP_LINK_TAG: 'tag_env', RAMP_BASE_URL: 'https://env.example/' };
const config = async (signer: (request: Request) => Promise<Response>) => (await signer(new Request('http://shop.example/config'))).json() as Promise<Record<string, unknown>>;

describe('the signer’s tokens option', () => {
  it('is told to the widget in GET /config, and left out when the host gave none', async () => {
    expect(await config(createRampSigner({ env, tokens: { polygon: TEST_NETWORKS.polygon } }))).toMatchObject({ tokens: { polygon: TEST_NETWORKS.polygon } });
    expect(await config(createRampSigner({ env }))).not.toHaveProperty('tokens');
  });

  it('refuses at start-up a table with a wrong fact, naming it', () => {
    const wrongCase = { ...MAIN_NETWORKS.avalanche, tokens: { USDC: { address: '0xb97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', decimals: 6 } } };
    expect(() => assertRampSignerConfig({ env, tokens: { avalanche: wrongCase } })).toThrow('tokens.avalanche.tokens.USDC');
    expect(() => assertRampSignerConfig({ env, tokens: { stellar: { ...TEST_NETWORKS.stellar, explorerTx: 'http://x/{hash}' } } })).toThrow('tokens.stellar.explorerTx');
  });

  it('over the mock names the test networks, so no demo links to a main-net contract', async () => {
    const mock = createMockRampService();
    try {
      expect((await config(createRampSigner(signerOverMock(mock, {})))).tokens).toEqual(TEST_NETWORKS);
    } finally {
      mock.stop();
    }
  });
});
