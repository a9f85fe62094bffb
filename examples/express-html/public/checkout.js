/// <reference types="naira-ramp/elements" />
// (That line types the events below for your editor.) Every ramp:* event bubbles to document, from
// both widgets. In a file of its own: a strict Content Security Policy runs no inline script.
document.addEventListener('ramp:success', (event) => {
  console.log(event.detail.flow === 'buy' ? 'Bought' : 'Sold', event.detail.record.transaction_id);
});
