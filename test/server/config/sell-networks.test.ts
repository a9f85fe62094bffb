import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES, createMockRampService } from '../../../src/mock';
import { createRampServer, createRampSigner } from '../../../src/server';

const SECRET = 'test_s_tk_Distinctive_Secret_9f3a';
const mock = createMockRampService({ secretKey: SECRET });
const configured = { secretKey: SECRET, businessId: 'b', linkTag: 't', baseUrl: 'https://ramp.example', fetch: mock.fetch, env: {} };

/** A logger that keeps each info line. */
function infoLogger() {
  const lines: string[] = [];
  return { lines, logger: { warn: () => {}, info: (message: string) => void lines.push(message) } };
}

afterEach(() => vi.restoreAllMocks());

describe("the signer's start-up line on where sells are taken", () => {
  it('names the networks with a deposit address, and those whose sells it refuses, before any request', async () => {
    const { lines, logger } = infoLogger();
    const signer = createRampSigner({ ...configured, logger, depositAddresses: { polygon: MOCK_DEPOSIT_ADDRESSES.polygon, solana: MOCK_DEPOSIT_ADDRESSES.solana } });
    expect(lines).toEqual([
      'naira-ramp signer: sells can be taken on polygon, solana, the networks with a deposit address (depositAddresses or RAMP_DEPOSIT_ADDRESS_*); stellar, avalanche have none, and their sells are refused (422 on network).',
    ]);
    // What it said is what /config tells the widget.
    const config = (await (await signer(new Request('http://shop.example/config'))).json()) as { sell_networks: string[] };
    expect(config.sell_networks).toEqual(['polygon', 'solana']);
  });

  it('reads the addresses from RAMP_DEPOSIT_ADDRESS_* as the signer does', () => {
    const { lines, logger } = infoLogger();
    createRampSigner({ ...configured, logger, env: { RAMP_DEPOSIT_ADDRESS_STELLAR: MOCK_DEPOSIT_ADDRESSES.stellar.address } });
    expect(lines).toEqual([expect.stringMatching(/^naira-ramp signer: sells can be taken on stellar, the networks .*; polygon, solana, avalanche have none/)]);
  });

  it('says every network is open when no deposit address is set', () => {
    const { lines, logger } = infoLogger();
    createRampSigner({ ...configured, logger });
    expect(lines).toEqual([expect.stringMatching(/^naira-ramp signer: sells can be taken on every network \(stellar, polygon, solana, avalanche\): no deposit address is set/)]);
  });

  it('goes to the console without a logger, once per configuration however many signers start with it', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const options = { ...configured, depositAddresses: { avalanche: MOCK_DEPOSIT_ADDRESSES.avalanche } };
    createRampSigner(options);
    createRampServer(options);
    expect(info.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/^naira-ramp signer: sells can be taken on avalanche, /)]);
  });

  it('waits for a configuration that is whole: a signer missing its key says nothing about sells', () => {
    const { lines, logger } = infoLogger();
    createRampSigner({ env: {}, logger, depositAddresses: { polygon: MOCK_DEPOSIT_ADDRESSES.polygon } });
    expect(lines).toEqual([]);
  });
});
