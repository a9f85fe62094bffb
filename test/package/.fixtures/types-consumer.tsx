// A TypeScript host using every entry; compiled under moduleResolution bundler and node16.
import { BuyRamp, NETWORKS, RampProvider, SellRamp, type BuyRampProps, type Network } from 'naira-ramp';
import { createRampSigner, toNodeHandler, type RampSignerOptions } from 'naira-ramp/server';
import { createMockRampService, type MockRampService } from 'naira-ramp/mock';
// Checked as TypeScript 6 and later check side-effect imports by default: the stylesheet must resolve too.
import 'naira-ramp/styles.css';
import 'naira-ramp/elements';
import type { NairaBuyRampElement } from 'naira-ramp/elements';

// A declaration that failed to resolve would turn these into `any` and let anything through.
type IsAny<T> = 0 extends 1 & T ? true : false;
export const resolved: [IsAny<typeof BuyRamp>, IsAny<typeof createRampSigner>, IsAny<typeof createMockRampService>, IsAny<BuyRampProps>] = [
  false,
  false,
  false,
  false,
];

const mock: MockRampService = createMockRampService();
const options: RampSignerOptions = { baseUrl: 'http://ramp.invalid', secretKey: mock.secretKey, businessId: 'b', linkTag: 'l', fetch: mock.fetch };
const signer: (request: Request) => Promise<Response> = createRampSigner(options);
export const handler = toNodeHandler(signer);
// The signer is a handler as frameworks call it, with their own second argument: a Next.js route
// handler (`export const GET = signer`) and a Workers-style fetch(request, env, ctx).
type NextRouteHandler = (request: Request, context: { params: Promise<{ path: string[] }> }) => Promise<Response> | Response;
interface WorkerEnv {
  RAMP_SECRET_KEY: string;
}
type WorkerFetch = (request: Request, env: WorkerEnv, ctx: unknown) => Promise<Response> | Response;
export const GET: NextRouteHandler = createRampSigner(options);
export const worker: { fetch: WorkerFetch } = { fetch: createRampSigner(options) };

const network: Network = NETWORKS[0];
export const page = (
  <RampProvider signer="/api/ramp">
    <BuyRamp networks={[network]} onSuccess={(record) => console.log(record.transaction_id)} />
    <SellRamp appearance="dark" />
  </RampProvider>
);

// @ts-expect-error a signer is a URL or a fetch-like function, never a number
export const wrongSigner = <BuyRamp signer={42} />;
// @ts-expect-error only the supported networks exist
export const wrongNetwork: Network = 'bitcoin';

// The custom elements: typed tags, properties and events once the entry is imported.
export const buyElement: NairaBuyRampElement = document.createElement('naira-buy-ramp');
buyElement.signer = '/api/ramp';
buyElement.theme = { primary: '#0f5132' };
document.addEventListener('ramp:success', (event) => console.log(event.detail.flow, event.detail.record.transaction_id));
// @ts-expect-error appearance is light, dark or auto
buyElement.appearance = 'blue';
