// Plain Node ESM, as a host's server would use the package: the signer over the mock, in-process.
import { createRampSigner, toNodeHandler } from 'naira-ramp/server';
import { createMockRampService } from 'naira-ramp/mock';

const mock = createMockRampService();
const signer = createRampSigner({
  baseUrl: 'http://ramp.invalid',
  secretKey: mock.secretKey,
  businessId: 'biz_consumer',
  linkTag: 'link_consumer',
  basePath: '/api/ramp',
  fetch: mock.fetch,
});
const origin = 'http://shop.localhost';

const vendors = await signer(new Request(`${origin}/api/ramp/vendors`));
const vendorList = (await vendors.json()).vendors;
const banks = await signer(new Request(`${origin}/api/ramp/banks`));
const bankList = (await banks.json()).banks;
const vendor = vendorList[0];
const buy = await signer(
  new Request(`${origin}/api/ramp/onramp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: 25000,
      vendor_name: vendor.name,
      vendor_bank: vendor.bank,
      vendor_number: vendor.number,
      bank_name: bankList[0].name,
      account_number: '0123456789',
      network: 'stellar',
      wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    }),
  }),
);
const upstream = mock.received.find((request) => request.method === 'POST');

console.log(
  JSON.stringify({
    vendorsStatus: vendors.status,
    vendorCount: vendorList.length,
    banksStatus: banks.status,
    bankCount: bankList.length,
    buyStatus: buy.status,
    buy: await buy.json(),
    upstreamKey: upstream?.headers[mock.secretHeader] === mock.secretKey,
    nodeHandler: typeof toNodeHandler(signer),
    stylesheet: import.meta.resolve('naira-ramp/styles.css'),
  }),
);
