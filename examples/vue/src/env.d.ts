/// <reference types="vite/client" />
// <naira-buy-ramp> and <naira-sell-ramp> in Vue's templates: their props and @ramp-* listeners are type-checked.
/// <reference types="naira-ramp/vue" />
