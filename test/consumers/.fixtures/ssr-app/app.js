// The host's page, shared by the server render and the client's hydration (plain ESM, no JSX,
// so Node runs it as it is).
import { createElement as h } from 'react';
import { BuyRamp, SellRamp } from 'naira-ramp';

export function Shop() {
  return h('main', null, h('h1', null, 'Shop'), h(BuyRamp, { signer: '/api/ramp' }), h(SellRamp, { signer: '/api/ramp', appearance: 'light' }));
}
