import { createMockRampService, MOCK_VENDORS } from '../../src/mock';
// The signer module itself: the server entry also exports the Node adapter, which needs Node globals.
import { createRampSigner } from '../../src/server/signer';
import type { RampSignerOptions } from '../../src/server/signer/options';
import type { RampStore } from '../../src/server/store/types';

/**
 * Brings `store` to where a deployment's is once its status lookup has been seen to work: an earlier
 * instance over it, at the same service address and lookup path, lost a buy's answer after the service
 * created it, and the retry found the buy through the lookup. A signer over the store then believes
 * the lookup's 404 ("holds nothing"), so "Send again" after a fault that created nothing goes through;
 * over a fresh store it hears "may have gone through" until the lookup has found a transaction. The
 * earlier traffic went to a mock of its own, so a chain's counts of requests and transactions start clean.
 */
export async function seeLookupWork(options: Pick<RampSignerOptions, 'baseUrl' | 'statusPath'> & { store: RampStore }): Promise<void> {
  const service = createMockRampService({ faults: { route: 'onramp', afterCreating: true, reset: true, times: 1 } });
  const earlier = createRampSigner({ ...options, secretKey: service.secretKey, businessId: 'biz_earlier', linkTag: 'earlier', fetch: service.fetch, env: {} });
  const vendor = MOCK_VENDORS[0]!;
  const reference = 'earlier-traffic';
  const body = JSON.stringify({
    amount: 25000,
    vendor_name: vendor.venderName,
    vendor_bank: vendor.vendorBank,
    vendor_number: vendor.vendorNumber,
    bank_name: 'Zenith Bank',
    account_number: '1234567890',
    network: 'polygon',
    wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
    reference,
  });
  const buy = () => earlier(new Request('http://earlier.example/onramp', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': reference }, body }));
  const lost = await buy();
  const found = await buy();
  if (lost.status !== 502 || found.headers.get('idempotent-replayed') !== 'true') {
    throw new Error(`the earlier instance's status lookup did not find its buy (${lost.status}, then ${found.status})`);
  }
}
