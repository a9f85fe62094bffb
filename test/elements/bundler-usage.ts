// The README's naira-ramp/elements snippet, type-checked by `npm run typecheck` (the names resolve to
// this repository's sources here, to the published declarations in a host's app).
import '../../src/elements';
import type { RampElementEventMap } from '../../src/elements';

// README: start
const buy = document.createElement('naira-buy-ramp');
buy.signer = '/api/ramp';
buy.theme = { primary: '#0f5132', radius: '12px' };
buy.lockedValues = { network: 'stellar' };
buy.messages = { buyTitle: 'Top up' };
buy.addEventListener('ramp:step-change', (event) => console.log(event.detail.step));
document.addEventListener('ramp:success', (event) => {
  console.log(event.detail.flow, event.detail.record.transaction_id);
});
document.querySelector('#checkout')?.append(buy);
// README: end

// The types refuse what the widget would refuse.
// @ts-expect-error appearance is light, dark or auto
buy.appearance = 'blue';
// @ts-expect-error a signer is a URL or a fetch-like function
buy.signer = 42;
// @ts-expect-error a sell widget has no vendor to lock
document.createElement('naira-sell-ramp').lockedValues = { vendorNumber: '0123456789' };
// The success detail narrows by flow: a sell's record has the deposit instructions, a buy's the vendor paid.
export const successDetail = (event: RampElementEventMap['ramp:success']) => (event.detail.flow === 'sell' ? event.detail.record.deposit : event.detail.record.link_account_name);
