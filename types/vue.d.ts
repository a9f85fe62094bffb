// Template types for Vue 3: `<naira-buy-ramp>` and `<naira-sell-ramp>` as global components, so vue-tsc
// checks their props and listeners. Load once, e.g. in env.d.ts: `/// <reference types="naira-ramp/vue" />`.
// Tell Vue's compiler they are custom elements too (compilerOptions.isCustomElement), as examples/vue does.
import type { DefineComponent } from 'vue';
import type { NairaBuyRampProps, NairaSellRampProps, RampVueEventHandlers } from './elements/index.js';

declare module 'vue' {
  interface GlobalComponents {
    'naira-buy-ramp': DefineComponent<NairaBuyRampProps & RampVueEventHandlers>;
    'naira-sell-ramp': DefineComponent<NairaSellRampProps & RampVueEventHandlers>;
  }
}

export {};
