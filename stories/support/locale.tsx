import type { Decorator } from '@storybook/react-vite';
import { RampProvider } from '../../src/react/config/RampProvider';

/** The toolbar's languages, each by the tag a host passes as `locale`. */
export const LOCALES = [
  { value: 'en-NG', title: 'English (Nigeria)' },
  { value: 'pcm', title: 'Pidgin' },
  { value: 'yo', title: 'Yorùbá' },
  { value: 'ha', title: 'Hausa' },
  { value: 'ig', title: 'Igbo' },
] as const;

/** Every widget in a story speaks the toolbar's language, unless the story sets its own `locale`. */
export const withLocale: Decorator = (Story, { globals }) => (
  <RampProvider locale={globals.locale as string | undefined}>
    <Story />
  </RampProvider>
);
