/**
 * The `::part()` names a page can style, each given to the elements the selector finds. The markup
 * belongs to the React widget, so the names are given here from its stable hooks (elements, roles
 * and `data-slot`), never from its class names, and stay the same when the markup's classes change.
 */
export const PARTS = {
  root: '[data-naira-ramp]',
  title: 'h2',
  'step-title': '[data-slot="step-heading"]',
  step: '[data-slot="step"], [data-slot="receipt"]',
  field: '[data-slot="field"], [data-slot="choices"]',
  label: 'label:not([data-slot="choice"]), legend',
  input: 'input:not([type="radio"]):not([type="checkbox"])',
  choice: '[data-slot="choice"]',
  button: 'button',
  submit: 'button[type="submit"]',
  'field-error': '[data-slot="field-error"]',
  alert: '[data-slot="error"]',
  quote: '[data-slot="quote"]',
  deposit: '[data-slot="deposit"]',
  status: '[data-slot="receipt-status"]',
} as const;

/** A documented part name. */
export type RampPart = keyof typeof PARTS;

const entries = Object.entries(PARTS);

function label(root: ShadowRoot): void {
  for (const [name, selector] of entries) {
    for (const element of root.querySelectorAll(selector)) element.part.add(name);
  }
}

/** Keeps every part named as the widget renders: once now, then after each change to the tree. */
export function exposeParts(root: ShadowRoot): () => void {
  label(root);
  const observer = new MutationObserver(() => label(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
