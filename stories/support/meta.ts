import { fn } from 'storybook/test';
import type { ArgTypes } from '@storybook/react-vite';
import { NETWORKS } from '../../src/core';
import { themeArgTypes } from './theme-args';

/** Controls every widget story shares: appearance, networks, locale, the callbacks (as spies) and the theme tokens. */
export const widgetArgTypes: ArgTypes = {
  ...themeArgTypes,
  signer: { control: false, description: 'The host signer: its URL, or (here) a function with fetch’s signature running the real signer over the mock.' },
  queryClient: { control: false },
  theme: { control: false, description: 'Design tokens; in these stories each token has its own control below.' },
  appearance: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
  networks: { control: 'check', options: [...NETWORKS] },
  locale: { control: 'text' },
  className: { control: 'text' },
};

/** Spies for every callback, so the Actions panel (and play functions) see each call. */
export function callbackArgs() {
  return { onSuccess: fn(), onError: fn(), onStepChange: fn(), onEvent: fn(), onStatusChange: fn() };
}
