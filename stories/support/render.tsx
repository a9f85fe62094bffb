import type { ReactElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { BuyRamp } from '../../src/react/buy/BuyRamp';
import type { BuyRampProps } from '../../src/react/buy/BuyRamp';
import { SellRamp } from '../../src/react/sell/SellRamp';
import type { SellRampProps } from '../../src/react/sell/SellRamp';
import { loadedChain } from './story-chain';
import { splitThemeArgs } from './theme-args';
import type { ThemeArgs } from './theme-args';

/** Args of a buy story: the component's props plus one arg per theme token. */
export type BuyStoryArgs = BuyRampProps & ThemeArgs;
/** Args of a sell story: the component's props plus one arg per theme token. */
export type SellStoryArgs = SellRampProps & ThemeArgs;

type Loaded = { loaded: Record<string, unknown> };

/** Renders `<BuyRamp>` wired to the story's in-page chain (signer function and its own QueryClient). */
export function renderBuy(args: BuyStoryArgs, { loaded }: Loaded): ReactElement {
  const { signer, queryClient } = loadedChain(loaded);
  const { props, theme } = splitThemeArgs<BuyRampProps>(args);
  return <BuyRamp {...props} theme={theme ?? props.theme} signer={signer} queryClient={queryClient} />;
}

/** Renders `<SellRamp>` wired to the story's in-page chain. */
export function renderSell(args: SellStoryArgs, { loaded }: Loaded): ReactElement {
  const { signer, queryClient } = loadedChain(loaded);
  const { props, theme } = splitThemeArgs<SellRampProps>(args);
  return <SellRamp {...props} theme={theme ?? props.theme} signer={signer} queryClient={queryClient} />;
}

/** Holds the story to a phone's width (with `layout: 'fullscreen'`, the whole canvas is that wide). */
export function phoneWidth(px: 320 | 375): Decorator {
  const PhoneWidth: Decorator = (Story) => (
    <div style={{ width: px, maxWidth: '100%' }}>
      <Story />
    </div>
  );
  return PhoneWidth;
}

/** A dark page behind the widget, as a dark host would have. */
export const darkPage: Decorator = (Story) => (
  <div style={{ background: '#0b0f14', padding: '1rem', minHeight: '100vh', boxSizing: 'border-box' }}>
    <Story />
  </div>
);
