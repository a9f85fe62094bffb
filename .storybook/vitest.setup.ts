// Storybook's Vitest plugin applies the project annotations (.storybook/preview and every addon's,
// the a11y check included) by itself; this file is the stories project's place for test-only set-up.
export {};
