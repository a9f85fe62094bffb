import type { ArgTypes } from '@storybook/react-vite';
import { DEFAULT_LIMITS, NETWORKS } from '../../src/core';

/**
 * The props tables of the widgets' docs pages, written out: Storybook's own reading of the types
 * prints `union`, `unknown`, bare `Partial` and unresolved generics, and no defaults. Each entry says
 * the type as a host writes it, the default, and what the prop does in any app (not only here).
 * Grouped as a host meets them: essentials, events, lifecycle, appearance, advanced.
 */
type Doc = { category: 'Essentials' | 'Events' | 'Lifecycle' | 'Appearance' | 'Advanced'; type: string; detail?: string; defaultValue?: string; description: string };

const NETWORK = NETWORKS.map((network) => `'${network}'`).join(' | ');
const naira = (value: number) => `₦${value.toLocaleString('en-NG')}`;
const LIMITS = `buy ${naira(DEFAULT_LIMITS.buy.min)}–${naira(DEFAULT_LIMITS.buy.max ?? Infinity)}; sell ${DEFAULT_LIMITS.sell.min}–${(DEFAULT_LIMITS.sell.max ?? Infinity).toLocaleString('en-NG')} USDT/USDC`;
type Flow = 'buy' | 'sell' | 'either';
const STEPS = { buy: "'amount' | 'pay' | 'proof' | 'destination' | 'review' | 'receipt'", sell: "'amount' | 'wallet' | 'bank' | 'review' | 'receipt'", either: 'BuyStep | SellStep' } as const;
const VALUES = {
  buy: `{ amount?: string; vendorNumber?: string; bankName?: string; accountNumber?: string; accountName?: string; network?: ${NETWORK}; walletAddress?: string }`,
  sell: `{ asset?: 'USDT' | 'USDC'; amount?: string; network?: ${NETWORK}; walletAddress?: string; bankName?: string; accountNumber?: string; accountName?: string }`,
  either: '{ amount?: string; network?: …; walletAddress?: string; … } (the flow’s form values)',
} as const;
const SHORT_VALUES = { buy: '{ amount?, vendorNumber?, network?, walletAddress?, … }', sell: '{ asset?, amount?, network?, walletAddress?, … }', either: '{ amount?, network?, walletAddress?, … }' } as const;
const RECORD = { buy: 'BuyRecord', sell: 'SellRecord', either: 'BuyRecord | SellRecord' } as const;
const THEME = '{ primary?, onPrimary?, background?, surface?, text?, muted?, border?, danger?, success?, focus?, fontFamily?, fontSize?, radius?, spacing?: string }';
const EVENTS = "step_viewed | list_failed | copied | submit_started | submit_succeeded | submit_failed | outcome_unknown | new_request | status_changed | resumed | paid_correcting | paid_parked | parked_claimed | parked_dismissed | reset";

function docs(flow: Flow): Record<string, Doc> {
  return {
    signer: {
      category: 'Essentials',
      type: 'string | fetch-like function',
      detail: 'string | ((input: string, init?: RequestInit) => Promise<Response>)',
      defaultValue: "the RampProvider's",
      description: "Where the widget sends its requests: your signer's mount URL (e.g. `/api/ramp`), or a function with `fetch`'s signature (to add an `Authorization` header, say). Required, here or on `RampProvider`. These stories pass a function that runs the real signer over the mock.",
    },
    limits: { category: 'Essentials', type: '{ buy?, sell?: { min, max? } }', detail: '{ buy?: { min: number; max?: number }; sell?: { min: number; max?: number } }', defaultValue: LIMITS, description: 'Amount limits, shown before typing and checked as the person types (Naira on a buy, USDT/USDC on a sell). Keep them within the signer’s.' },
    networks: { category: 'Essentials', type: 'Network[]', detail: `Network: ${NETWORK}`, defaultValue: 'every network', description: flow === 'sell' ? 'Networks offered, in this order; a sell offers only those the signer takes (its deposit addresses).' : 'Networks offered, in this order.' },
    defaultValues: { category: 'Essentials', type: SHORT_VALUES[flow], detail: VALUES[flow], description: 'Values to prefill; the person can change them.' },
    lockedValues: { category: 'Essentials', type: SHORT_VALUES[flow], detail: VALUES[flow], description: 'Values your app already knows, shown read-only (e.g. `{ network, walletAddress }`). Lock the same values on the signer with `authorize`, in its snake_case names.' },
    onSuccess: { category: 'Events', type: `(record: ${RECORD[flow]}) => void`, description: "Called once with the service's record when a request is accepted." },
    onError: { category: 'Events', type: '(error: RampError) => void', detail: 'RampError: code, message, status?, fields?, retryable?', description: 'Called once for each failed submission.' },
    onStepChange: { category: 'Events', type: '(step: string) => void', detail: `step: ${STEPS[flow]}`, description: 'Called once each time the visible step changes.' },
    onStatusChange: { category: 'Events', type: `(status, record: ${RECORD[flow]}) => void`, detail: "status: 'pending' | 'completed' | 'failed'", description: "Called once each time the transaction's status changes, with the latest record." },
    onEvent: { category: 'Events', type: '(event: RampEvent) => void', detail: `event.type: ${EVENTS}`, description: 'Called once for each analytics event, each typed by its `type`.' },
    reference: { category: 'Lifecycle', type: 'string', description: 'Opens the receipt of this reference (e.g. from a link back to your page) and follows its status.' },
    persist: { category: 'Lifecycle', type: 'boolean', defaultValue: 'true', description: "Keeps the flow (step, values, reference, record) in this tab's sessionStorage, so a reload comes back where it was." },
    persistKey: { category: 'Lifecycle', type: 'string', defaultValue: "'naira-ramp'", description: 'The sessionStorage key prefix, to keep several widgets on one site apart.' },
    statusPolling: { category: 'Lifecycle', type: '{ intervalMs?, maxIntervalMs?: number }', defaultValue: '2000, backing off to 30000', description: 'How the receipt asks the signer for the status: after `intervalMs`, each wait 1.5 times the last, at most `maxIntervalMs`; paused while the tab is hidden.' },
    ...(flow === 'sell' ? {} : { paymentWindowMinutes: { category: 'Lifecycle' as const, type: 'number', defaultValue: 'none', description: 'Buy: minutes the person has to pay the vendor, counted down on the pay step.' } }),
    appearance: { category: 'Appearance', type: "'light' | 'dark' | 'auto'", defaultValue: "'auto' (the system's)", description: 'Colour scheme.' },
    theme: { category: 'Appearance', type: '{ primary?, text?, radius?, …: string }', detail: THEME, description: 'Design tokens, each a `--nr-*` custom property on the root (see Docs › Theming). These stories give each token a control of its own, below.' },
    locale: { category: 'Appearance', type: 'string', defaultValue: "'en-NG'", description: 'Locale for numbers and amounts.' },
    messages: { category: 'Appearance', type: '{ [key]?: string }', detail: '{ [key in keyof RampMessages]?: string }, e.g. { buyTitle: "Top up" }; every key in defaultMessages', description: 'Replacement for any visible string.' },
    className: { category: 'Appearance', type: 'string', description: 'Extra class names on the root element (which always has `naira-ramp`).' },
    style: { category: 'Appearance', type: 'CSSProperties', description: "Inline style on the root element, after the theme's custom properties." },
    queryClient: { category: 'Advanced', type: 'QueryClient', defaultValue: "the RampProvider's, else the widget's own", description: "TanStack Query client for the vendor and bank lists; the widget never uses your app's unless you pass it." },
    support: { category: 'Essentials', type: 'string', defaultValue: 'none', description: 'Where a person asks about a request: a web address, an email address or a phone number, shown as a link beside the reference to quote when a request is not completed or its outcome is unknown. Without it the widget names the business and makes no contact up.' },
    timeoutMs: { category: 'Advanced', type: 'number', defaultValue: '30000', description: 'Milliseconds before a request to the signer is given up as timed out.' },
  };
}

/** The props `<RampProvider>` shares with every widget inside it. */
const PROVIDER_PROPS = ['signer', 'limits', 'networks', 'locale', 'timeoutMs', 'support', 'appearance', 'theme', 'messages', 'queryClient'];

/** Argtypes documenting every public prop of `<BuyRamp>`, `<SellRamp>` (`either`: both), or `<RampProvider>`. */
export function propDocs(of: Flow | 'provider'): ArgTypes {
  const entries = Object.entries(docs(of === 'provider' ? 'either' : of)).filter(([name]) => of !== 'provider' || PROVIDER_PROPS.includes(name));
  return Object.fromEntries(
    entries.map(([name, doc]) => [
      name,
      {
        description: doc.description,
        table: {
          category: doc.category,
          type: { summary: doc.type, ...(doc.detail ? { detail: doc.detail } : {}) },
          defaultValue: { summary: doc.defaultValue ?? 'none' },
        },
      },
    ]),
  );
}
