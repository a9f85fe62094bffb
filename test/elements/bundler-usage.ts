// The README's naira-ramp/elements snippet, type-checked by `npm run typecheck` (the names resolve to
// this repository's sources here, to the published declarations in a host's app) and run in Chromium
// by bundler-usage.test.ts.
import '../../src/elements';
import type { RampElementEventMap } from '../../src/elements';

// README: start
const buy = document.createElement('naira-buy-ramp');
buy.signer = '/api/ramp';
buy.theme = { primary: '#0f5132', radius: '12px', dark: { primary: '#6fcf97' } };
buy.lockedValues = { network: 'stellar' };
buy.messages = { buyTitle: 'Top up' };
buy.addEventListener('ramp:step-change', (event) => console.log(event.detail.step));
document.addEventListener('ramp:success', (event) => {
  console.log(event.detail.flow, event.detail.record.transaction_id);
});
document.querySelector('#checkout')?.append(buy);
// README: end

// The types refuse what the widget would refuse (on an element of its own, never put in the page,
// so running this file leaves the snippet's element as the README sets it).
const refused = document.createElement('naira-buy-ramp');
// @ts-expect-error appearance is light, dark or auto
refused.appearance = 'blue';
// @ts-expect-error a signer is a URL or a fetch-like function
refused.signer = 42;
// @ts-expect-error a sell widget has no vendor to lock
document.createElement('naira-sell-ramp').lockedValues = { vendorNumber: '0123456789' };
// The success detail narrows by flow: a sell's record has the deposit instructions, a buy's the vendor paid.
export const successDetail = (event: RampElementEventMap['ramp:success']) => (event.detail.flow === 'sell' ? event.detail.record.deposit : event.detail.record.link_account_name);
