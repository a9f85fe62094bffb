/**
 * The Custom Elements Manifest (schema 2.1) of `<naira-buy-ramp>` and `<naira-sell-ramp>`, which IDEs,
 * Storybook and framework tooling read: every property with its attribute, every event in both its
 * `ramp:` and `ramp-` forms, every `::part()` and theme custom property. Built from the elements' own tables, so it cannot miss one.
 */
import type { RampEventType } from '../src';
import { PARTS } from '../src/elements/parts';
import { ATTRIBUTES, PROPERTIES, type PropertyName } from '../src/elements/properties';
import { COLOR_VARIABLES, METRIC_VARIABLES } from '../src/react/theme/style';

const PROPERTY_DOCS = {
  signer: ['string | SignerFetch', "The signer's mount URL (e.g. /api/ramp), or (property only) a fetch-signature function."],
  limits: ['RampLimitsInput', 'Amount limits, { buy?: { min, max }, sell?: { min, max } }.'],
  networks: ['Network[] | string', 'Networks offered, in order; a string separated by spaces or commas ("solana stellar").'],
  locale: ['string', 'The language shown: en-NG by default, pcm, yo, ha, ig, with or without -NG.'],
  languages: ['string[] | string', 'Languages offered in the header\'s switch; a string separated by spaces or commas ("en-NG pcm yo ha ig").'],
  timeoutMs: ['number | string', 'Milliseconds before a call to the signer is given up.'],
  support: ['string', 'Where a person asks about a request: a web address, an email address or a phone number.'],
  reference: ['string | number', 'Opens the receipt of a known reference and follows its status.'],
  persist: ['boolean | "true" | "false"', 'Keeps the flow in this tab across reloads; on by default, "false" turns it off.'],
  persistPaid: ['boolean | "true" | "false"', 'Buy only: keeps a paid transfer not yet claimed in localStorage (narration, amount, vendor number, when paid; never the account paid from nor the wallet) so a new tab takes it up; persist-paid="false" turns it off.'],
  persistKey: ['string', 'The sessionStorage key prefix.'],
  statusPolling: ['StatusPolling', 'How often the receipt asks for the status (object, from script).'],
  defaultValues: ['object', 'Values to prefill; the person can change them (object, from script).'],
  lockedValues: ['object', 'Values the site already knows, shown read-only (object, from script).'],
  messages: ['Partial<RampMessages>', 'Replacement strings (object, from script).'],
  queryClient: ['QueryClient', 'A TanStack QueryClient for the lists (from script); without one, the elements of the page share one.'],
  theme: ['RampTheme', 'Design tokens, set as --nr-* custom properties (object, from script).'],
  appearance: ['"light" | "dark" | "auto"', 'Colour scheme; auto (the default) follows the system.'],
  paymentWindowMinutes: ['number | string', 'Buy only: minutes to pay the vendor, counted down.'],
  sendDeposit: ['SendDeposit', 'Sell only: (instructions) => Promise<{ hash }>, your wallet stack sends the deposit (function, from script).'],
} as const satisfies Record<PropertyName, readonly [string, string]>;

const CALLBACK_EVENTS = {
  success: ['RampRecordDetail', 'A request was accepted; detail.record is the service\'s record (onSuccess).'],
  error: ['{ flow, error: RampError }', 'A submission failed (onError).'],
  'step-change': ['{ flow, step }', 'The visible step changed (onStepChange).'],
  'status-change': ['RampRecordDetail<{ status }>', "The transaction's status changed (onStatusChange)."],
} as const;

const ANALYTICS_EVENTS = {
  step_viewed: 'A step was shown.',
  list_failed: 'The vendor or bank list could not be loaded.',
  copied: 'A value was copied.',
  submit_started: 'A request was sent.',
  submit_succeeded: 'The service accepted a request.',
  submit_failed: 'A request failed.',
  outcome_unknown: 'The answer was lost and the status route did not find the request.',
  new_request: 'The person started a new request after one whose outcome is unknown.',
  status_changed: "The transaction's status changed.",
  resumed: 'A flow kept in the tab came back.',
  paid_correcting: 'Amount and vendor opened again under the same reference, to correct what was paid.',
  paid_parked: 'The transfer made was set aside under its reference for a separate purchase.',
  parked_claimed: 'The transfer set aside was taken up again.',
  parked_dismissed: 'The transfer set aside was dismissed.',
  reset: 'The person started another.',
  deposit_sent: "The sale's coins were sent (a wallet, sendDeposit, or a hash the person gave); detail.hash, reported once.",
} as const satisfies Record<RampEventType, string>;

const ATTRIBUTE_OF = Object.fromEntries(Object.entries(ATTRIBUTES).map(([attribute, property]) => [property, attribute]));

function events() {
  const named = [
    ...Object.entries(CALLBACK_EVENTS).map(([name, [detail, description]]) => ({ name, type: `CustomEvent<${detail}>`, description })),
    ...Object.entries(ANALYTICS_EVENTS).map(([type, description]) => ({ name: type.replaceAll('_', '-'), type: `CustomEvent<Extract<RampEvent, { type: '${type}' }>>`, description: `${description} (onEvent, type ${type})` })),
  ];
  return named.flatMap(({ name, type, description }) => [
    { name: `ramp:${name}`, type: { text: type }, description },
    { name: `ramp-${name}`, type: { text: type }, description: `The same as ramp:${name}, for templates that cannot write a colon (Svelte 5: onramp-${name}).` },
  ]);
}

/** The theme's custom properties, which a page sets on the element or an ancestor (README, Theming). */
function cssProperties() {
  const colors = Object.entries(COLOR_VARIABLES).flatMap(([token, name]) => [
    { name: `--nr-${name}`, syntax: '<color>', description: `The ${token} colour token, in light and dark.` },
    { name: `--nr-light-${name}`, syntax: '<color>', description: `The ${token} colour token in light mode, over --nr-${name}.` },
    { name: `--nr-dark-${name}`, syntax: '<color>', description: `The ${token} colour token in dark mode, over --nr-${name}.` },
  ]);
  return [...colors, ...Object.entries(METRIC_VARIABLES).map(([token, name]) => ({ name, description: `The ${token} token.` }))];
}

function element(className: string, tagName: string, flow: 'buy' | 'sell') {
  const properties = PROPERTIES.filter((name) => (flow === 'buy' ? name !== 'sendDeposit' : name !== 'paymentWindowMinutes'));
  return {
    kind: 'class',
    name: className,
    tagName,
    customElement: true,
    description: `The ${flow} checkout (<${flow === 'buy' ? 'BuyRamp' : 'SellRamp'}>) in an open shadow root.`,
    superclass: { name: 'HTMLElement' },
    members: properties.map((name) => ({ kind: 'field', name, type: { text: PROPERTY_DOCS[name][0] }, description: PROPERTY_DOCS[name][1], ...(ATTRIBUTE_OF[name] ? { attribute: ATTRIBUTE_OF[name] } : {}) })),
    attributes: properties.filter((name) => ATTRIBUTE_OF[name]).map((name) => ({ name: ATTRIBUTE_OF[name]!, fieldName: name, type: { text: 'string' }, description: PROPERTY_DOCS[name][1] })),
    events: events(),
    cssParts: Object.keys(PARTS).map((name) => ({ name })),
    cssProperties: cssProperties(),
  };
}

/** The manifest, for `dist/elements.js`. */
export function customElementsManifest() {
  const module = 'dist/elements.js';
  const declarations = [element('NairaBuyRampElement', 'naira-buy-ramp', 'buy'), element('NairaSellRampElement', 'naira-sell-ramp', 'sell')];
  return {
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path: module,
        declarations,
        exports: declarations.flatMap(({ name, tagName }) => [
          { kind: 'js', name, declaration: { name, module } },
          { kind: 'custom-element-definition', name: tagName, declaration: { name, module } },
        ]),
      },
    ],
  };
}
