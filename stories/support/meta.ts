import { fn } from 'storybook/test';
import type { ArgTypes } from '@storybook/react-vite';
import { NETWORKS } from '../../src/core';
import { propDocs } from './prop-docs';
import { themeArgTypes } from './theme-args';

/** The Controls panel's settings for the props a story can change live. */
const controls: ArgTypes = {
  signer: { control: false },
  queryClient: { control: false },
  theme: { control: false },
  style: { control: false },
  defaultValues: { control: false },
  lockedValues: { control: false },
  messages: { control: 'object' },
  limits: { control: 'object' },
  statusPolling: { control: 'object' },
  appearance: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
  networks: { control: 'check', options: [...NETWORKS] },
  locale: { control: 'text' },
  className: { control: 'text' },
};

/** Each documented prop with its control, then the story-only theme token controls. */
function withControls(docs: ArgTypes): ArgTypes {
  const merged: ArgTypes = { ...docs };
  for (const [name, control] of Object.entries(controls)) if (merged[name]) merged[name] = { ...merged[name], ...control };
  return { ...merged, ...themeArgTypes };
}

/** Docs and controls for `<BuyRamp>`, `<SellRamp>` or `<RampProvider>`; `either` for stories of both. */
export const argTypesFor = (of: Parameters<typeof propDocs>[0]): ArgTypes => withControls(propDocs(of));

/** Docs and controls every widget story shares. */
export const widgetArgTypes: ArgTypes = argTypesFor('either');

/** Spies for every callback, so the Actions panel (and play functions) see each call. */
export function callbackArgs() {
  return { onSuccess: fn(), onError: fn(), onStepChange: fn(), onEvent: fn(), onStatusChange: fn() };
}
