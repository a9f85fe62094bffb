import { createElement } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { createRampQueryClient } from '../index';
import type { BuyRampProps, RampFlow, SellRampProps } from '../index';
import { callbacksFor, rampEvent } from './events';
import { exposeParts } from './parts';
import { ATTRIBUTES, PROPERTIES, READERS, SCRIPT_ONLY } from './properties';
import type { PropertyName } from './properties';
import { rampStyleSheet } from './stylesheet';

// Importing the module where there is no DOM (a server render) must not throw; nothing is defined there.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

let pageClient: QueryClient | undefined;

/**
 * The page's lists, as one `<RampProvider>` shares them: elements with one signer, or one taken out and
 * put back, ask it for each list once. Made with the first element shown.
 */
export function pageQueryClient(): QueryClient {
  return (pageClient ??= createRampQueryClient());
}

/** The props of either widget: what an element's properties set. */
export type RampWidgetProps = BuyRampProps | SellRampProps;

/**
 * A widget as a custom element: the React widget rendered in an open shadow root with the
 * stylesheet adopted, each property (and attribute) passed as the prop of the same name, each
 * callback dispatched as a `ramp:*` event on the element.
 */
export abstract class RampElement<Props extends RampWidgetProps> extends Base {
  /**
   * The attributes read into properties: `signer`, `appearance`, `locale`, `languages`, `support`, `reference`, `persist-key`, `persist`, `persist-paid`, `timeout-ms`, `networks`, `payment-window-minutes`;
   * and those of the properties set from script alone (`locked-values`, `theme`, ...), each refused in the console.
   */
  static readonly observedAttributes = [...Object.keys(ATTRIBUTES), ...Object.keys(SCRIPT_ONLY)];

  /** The host's signer: its mount URL (attribute `signer`, e.g. `/api/ramp`) or a `fetch`-signature function. */
  declare signer: Props['signer'];
  /** Amount limits, `{ buy?: { min, max }, sell?: { min, max } }`. */
  declare limits: Props['limits'];
  /** Networks offered, in display order (attribute `networks`, space or comma separated). */
  declare networks: Props['networks'];
  /** The language shown (attribute `locale`: `en-NG` by default, `pcm`, `yo`, `ha`, `ig`, with or without `-NG`). */
  declare locale: Props['locale'];
  /** Languages offered in the header's switch (attribute `languages`, space or comma separated: `en-NG pcm yo ha ig`). */
  declare languages: Props['languages'];
  /** Milliseconds before a request to the signer is abandoned (attribute `timeout-ms`). */
  declare timeoutMs: Props['timeoutMs'];
  /** Where a person asks about a request: a web address, an email address or a phone number (attribute `support`). */
  declare support: Props['support'];
  /** Opens the receipt of this reference and follows its status (attribute `reference`). */
  declare reference: Props['reference'];
  /** Keeps the flow in this tab's sessionStorage across reloads; true by default (attribute `persist="false"` turns it off). */
  declare persist: Props['persist'];
  /**
   * Keeps a paid buy not yet claimed in localStorage (narration, amount, vendor number, when paid; never the
   * account paid from nor the wallet), so a new tab takes it up; true by default (attribute `persist-paid="false"`
   * turns it off; `persist="false"` does too). A sell element ignores it.
   */
  declare persistPaid: Props['persistPaid'];
  /** The sessionStorage key prefix, and localStorage's for a paid transfer (attribute `persist-key`). */
  declare persistKey: Props['persistKey'];
  /** How often the receipt asks for the status. */
  declare statusPolling: Props['statusPolling'];
  /** Values to prefill; the person can change them. */
  declare defaultValues: Props['defaultValues'];
  /** Values the host already knows, shown read-only. */
  declare lockedValues: Props['lockedValues'];
  /** Replacement strings. */
  declare messages: Props['messages'];
  /** A TanStack `QueryClient` for the vendor and bank lists; when absent, the elements of the page share one. */
  declare queryClient: Props['queryClient'];
  /** Design tokens, set as `--nr-*` custom properties (which a page can also set on the element). */
  declare theme: Props['theme'];
  /** `light`, `dark` or `auto` (the default: the system setting); attribute `appearance`. */
  declare appearance: Props['appearance'];
  /** Buy: minutes to pay the vendor, counted down on the pay step (attribute `payment-window-minutes`); a sell element ignores it. */
  declare paymentWindowMinutes: BuyRampProps['paymentWindowMinutes'];
  /** Sell: the host's wallet stack sends the deposit, `(instructions) => Promise<{ hash }>`; a buy element ignores it. */
  declare sendDeposit: SellRampProps['sendDeposit'];

  static {
    for (const name of PROPERTIES) {
      Object.defineProperty(this.prototype, name, {
        get(this: RampElement<RampWidgetProps>) {
          return this.#props[name];
        },
        set(this: RampElement<RampWidgetProps>, value: unknown) {
          this.#read(name, value, `${name} property`);
        },
        enumerable: true,
        configurable: true,
      });
    }
  }

  // Every carried prop of either widget: a sell element holds a buy-only one (paymentWindowMinutes) and ignores it.
  #props: Partial<Props> & Partial<Record<PropertyName, unknown>> = {};
  #root: Root | undefined;
  #hideParts: (() => void) | undefined;
  #scheduled = false;
  #warned = false;
  // The properties a page set before the element was defined, until the upgrade has read the attributes.
  #setBeforeDefined = new Set<PropertyName>();
  readonly #component: ComponentType<Props>;
  readonly #callbacks: ReturnType<typeof callbacksFor>;

  protected constructor(flow: RampFlow, component: ComponentType<Props>) {
    super();
    this.#component = component;
    this.#callbacks = callbacksFor(flow, (name, detail) => this.dispatchEvent(rampEvent(name, detail)));
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [rampStyleSheet()];
    // A property a page set before the element was defined sits on the instance, hiding the accessor:
    // take it and set it again through the accessor.
    for (const name of PROPERTIES) {
      if (!Object.hasOwn(this, name)) continue;
      const value: unknown = this[name];
      delete this[name];
      this.#read(name, value, `${name} property`);
      if (this.#props[name] !== undefined) this.#setBeforeDefined.add(name);
    }
    // The upgrade passes each attribute of the HTML to attributeChangedCallback right after this
    // constructor, before any microtask: the page's script set those properties later than the HTML
    // was written, so they stay (a signer function with the site's headers, over signer="/api/ramp").
    if (this.#setBeforeDefined.size) queueMicrotask(() => this.#setBeforeDefined.clear());
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    // Moving the element fires disconnect then connect in one task: only a removal that lasts unmounts.
    queueMicrotask(() => {
      if (!this.isConnected) this.#unmount();
    });
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const property = ATTRIBUTES[name];
    if (property && !this.#setBeforeDefined.has(property)) this.#read(property, value, `${name} attribute`);
    const fromScript = SCRIPT_ONLY[name];
    if (fromScript && value !== null) console.error(`naira-ramp: <${this.localName}> ${name} attribute is not read: set the ${fromScript} property from script (element.${fromScript} = ...).`);
  }

  /**
   * Sets a property from what a page, a template or an attribute gave: its own type, or the string
   * form its attribute takes (Vue and Svelte set a template's `networks="solana stellar"` as the
   * property). Anything else is refused in the console, naming it, and the last good value stays.
   */
  #read(name: PropertyName, value: unknown, what: string): void {
    if (value === undefined || value === null) return this.#set(name, undefined);
    try {
      this.#set(name, READERS[name](value));
    } catch (error) {
      console.error(`naira-ramp: <${this.localName}> ${what} ${(error as Error).message}; the last good value stays.`);
    }
  }

  #set(name: PropertyName, value: unknown): void {
    if (this.#props[name] === value) return;
    this.#props = { ...this.#props, [name]: value };
    this.#schedule();
  }

  // Several properties set in a row render once, after the script that set them.
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.#render();
    });
  }

  #render(): void {
    if (!this.isConnected) return;
    const shadow = this.shadowRoot!;
    if (!this.#props.signer) {
      if (!this.#warned) console.error(`naira-ramp: <${this.localName}> needs a signer. Set its signer attribute to your signer's mount (signer="/api/ramp"), or its signer property to a fetch-like function.`);
      this.#warned = true;
      this.#unmount();
      return;
    }
    // Once given a signer, a later loss of it is said again: the widget does not vanish without a word.
    this.#warned = false;
    this.#root ??= createRoot(shadow);
    this.#hideParts ??= exposeParts(shadow);
    const queryClient = this.#props.queryClient ?? pageQueryClient();
    this.#root.render(createElement(this.#component, { ...this.#props, queryClient, ...this.#callbacks } as Props));
  }

  #unmount(): void {
    this.#root?.unmount();
    this.#root = undefined;
    this.#hideParts?.();
    this.#hideParts = undefined;
  }
}
