/// <reference types="vite/client" />
// <naira-buy-ramp> and <naira-sell-ramp> in Svelte's templates: their attributes and onramp-* handlers are type-checked.
/// <reference types="naira-ramp/svelte" />
