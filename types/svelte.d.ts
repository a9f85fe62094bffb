// Template types for Svelte 5: `<naira-buy-ramp>` and `<naira-sell-ramp>` in SvelteHTMLElements, so
// svelte-check checks their attributes and `onramp-*` handlers. Load once, e.g. in src/app.d.ts or
// vite-env.d.ts: `/// <reference types="naira-ramp/svelte" />`.
import type { HTMLAttributes } from 'svelte/elements';
import type { NairaBuyRampElement, NairaBuyRampProps, NairaSellRampElement, NairaSellRampProps, RampSvelteEventHandlers } from './elements/index.js';

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'naira-buy-ramp': HTMLAttributes<NairaBuyRampElement> & NairaBuyRampProps & RampSvelteEventHandlers;
    'naira-sell-ramp': HTMLAttributes<NairaSellRampElement> & NairaSellRampProps & RampSvelteEventHandlers;
  }
}

export {};
