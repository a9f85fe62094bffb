import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { RampProvider } from '../src/react/config/RampProvider';
import type { RampProviderProps } from '../src/react/config/RampProvider';
import { SellRamp } from '../src/react/sell/SellRamp';
import { argTypesFor } from './support/meta';
import { darkPage } from './support/render';
import { chainLoader, loadedChain } from './support/story-chain';
import { BRAND_ARGS, splitThemeArgs } from './support/theme-args';
import type { ThemeArgs } from './support/theme-args';

type ProviderArgs = Omit<RampProviderProps, 'children'> & ThemeArgs;

/** One provider sharing signer, theme, appearance, locale, messages and one QueryClient across both widgets. */
const meta = {
  title: 'Widgets/RampProvider',
  component: RampProvider,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: "Shares the signer, theme, appearance, locale, strings, limits and one TanStack Query client with every widget inside it, so `<BuyRamp />` and `<SellRamp />` need no props of their own." } } },
  loaders: [chainLoader],
  argTypes: argTypesFor('provider'),
  args: { appearance: 'light' },
  render: (args, { loaded, globals }) => {
    const { signer, queryClient } = loadedChain(loaded);
    const { props, theme } = splitThemeArgs<Omit<RampProviderProps, 'children'>>(args);
    // This provider is the widgets' nearest: it takes the toolbar's language itself.
    const locale = props.locale ?? (globals.locale as string | undefined);
    return (
      <RampProvider {...props} locale={locale} theme={theme ?? props.theme} signer={signer} queryClient={queryClient}>
        <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', alignItems: 'start' }}>
          <BuyRamp />
          <SellRamp />
        </div>
      </RampProvider>
    );
  },
} satisfies Meta<ProviderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The variable the stylesheet reads for a token, as set on a widget root. */
function token(root: HTMLElement, variable: string): string {
  return root.style.getPropertyValue(variable);
}

/** The brand theme set once on the provider reaches both widgets; both lists come through one QueryClient. */
export const SharedBrandTheme: Story = {
  args: { ...BRAND_ARGS },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('region', { name: 'Buy NGN stablecoin' });
    const sell = canvas.getByRole('region', { name: 'Sell stablecoin' });
    for (const root of [buy, sell]) {
      await expect(token(root, '--nr-color-primary')).toBe('#5b21b6');
      await expect(token(root, '--nr-radius')).toBe('0.9rem');
      await expect(root).toHaveAttribute('data-appearance', 'light');
    }
    await within(buy).findByRole('radio', { name: /Adaeze Okonkwo/ });
    // Both widgets need the banks; through the provider's one QueryClient the page asks the signer once.
    const { pageRequests } = loadedChain(loaded);
    await waitFor(() => expect(pageRequests.filter((r) => r === 'GET /banks')).toHaveLength(1));
  },
};

/** Dark appearance for both, from the provider. */
export const SharedDark: Story = {
  args: { appearance: 'dark' },
  decorators: [darkPage],
  parameters: { layout: 'fullscreen', backgrounds: { disable: true } },
  play: async ({ canvasElement }) => {
    for (const root of within(canvasElement).getAllByRole('region')) await expect(root).toHaveAttribute('data-appearance', 'dark');
  },
};

/** Locale, limits and messages shared: both widgets use the provider's strings and limits. */
export const SharedMessagesAndLimits: Story = {
  args: {
    limits: { buy: { min: 50_000, max: 1_000_000 }, sell: { min: 25 } },
    messages: { continue: 'Next', buyTitle: 'Buy cNGN', sellTitle: 'Sell USDT or USDC' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Buy cNGN' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sell USDT or USDC' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Next' })).toHaveLength(2);
    await expect(canvas.getByText('Between ₦50,000.00 and ₦1,000,000.00.')).toBeVisible();
    await expect(canvas.getByText('At least 25.00 USDT.')).toBeVisible();
  },
};
