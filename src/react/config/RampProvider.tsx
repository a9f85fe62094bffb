import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RampMessages } from '../messages/types';
import { createRampQueryClient } from './queryClient';
import { useSteadySigner } from './useSteadySigner';
import type { Appearance, RampTheme, SharedOptions } from './types';

/** Options a `<RampProvider>` shares with every widget and hook inside it. */
export type RampProviderProps = SharedOptions & {
  /** Design tokens applied to every widget inside. */
  theme?: RampTheme;
  /** `light`, `dark` or `auto` (follows the system), for every widget inside. */
  appearance?: Appearance;
  /** Replacement strings for every widget inside. */
  messages?: Partial<RampMessages>;
  /** The `QueryClient` for the vendor and bank lists; the provider makes its own when absent. */
  queryClient?: QueryClient;
  /** The widgets and the host's own markup. */
  children?: ReactNode;
};

/** What the provider hands down: its options with a `QueryClient` always present. */
export type RampContextValue = Omit<RampProviderProps, 'children' | 'queryClient'> & { queryClient: QueryClient };

const RampContext = createContext<RampContextValue | null>(null);

/**
 * Shares signer, theme, appearance, locale, languages, messages, limits, support and one `QueryClient` across widgets.
 *
 * @example
 * ```tsx
 * import { BuyRamp, RampProvider, SellRamp } from 'naira-ramp';
 *
 * // One signer, look and set of lists for both widgets on the page.
 * export function Wallet() {
 *   return (
 *     <RampProvider signer="/api/ramp" appearance="dark" theme={{ primary: '#0f766e' }}>
 *       <BuyRamp />
 *       <SellRamp />
 *     </RampProvider>
 *   );
 * }
 * ```
 */
export function RampProvider({ children, queryClient, ...options }: RampProviderProps) {
  const [ownClient] = useState(createRampQueryClient);
  const client = queryClient ?? ownClient;
  const signer = useSteadySigner(options.signer);
  const { limits, networks, locale, languages, timeoutMs, support, theme, appearance, messages } = options;
  const value = useMemo<RampContextValue>(
    () => ({ signer, limits, networks, locale, languages, timeoutMs, support, theme, appearance, messages, queryClient: client }),
    [signer, limits, networks, locale, languages, timeoutMs, support, theme, appearance, messages, client],
  );
  return <RampContext.Provider value={value}>{children}</RampContext.Provider>;
}

/** The nearest provider's options, or null when a widget stands alone. */
export function useRampContext(): RampContextValue | null {
  return useContext(RampContext);
}
