import { useEffect, useState } from 'react';

/** An EIP-1193 provider: the one method the widget calls. */
export type Eip1193Provider = { request: (args: { method: string; params?: readonly unknown[] }) => Promise<unknown> };

/** A browser wallet the page offers, by its name ('' when an older wallet gives none). */
export type InjectedWallet = { id: string; name: string; provider: Eip1193Provider };

type Announcement = CustomEvent<{ info?: { uuid?: unknown; name?: unknown }; provider?: Eip1193Provider }>;

const isProvider = (value: unknown): value is Eip1193Provider => typeof (value as Eip1193Provider | undefined)?.request === 'function';

/**
 * The browser wallets on the page: each that announces itself by EIP-6963 (`eip6963:announceProvider`
 * after the widget's `eip6963:requestProvider`), or else the one `window.ethereum` of older wallets.
 * Asked only while `on` (the deposit step of an EVM network); nothing is asked of a wallet until the person sends.
 */
export function useInjectedWallets(on: boolean): InjectedWallet[] {
  const [announced, setAnnounced] = useState<InjectedWallet[]>([]);
  const [legacy, setLegacy] = useState<InjectedWallet | undefined>(undefined);
  useEffect(() => {
    if (!on) return;
    const heard = (event: Event) => {
      const { info, provider } = (event as Announcement).detail ?? {};
      if (!isProvider(provider) || typeof info?.uuid !== 'string' || typeof info.name !== 'string') return;
      const wallet = { id: info.uuid, name: info.name, provider };
      setAnnounced((list) => (list.some((known) => known.id === wallet.id) ? list : [...list, wallet]));
    };
    window.addEventListener('eip6963:announceProvider', heard);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    // An older wallet that does not announce itself; its name is known only for MetaMask ('' reads as "your wallet").
    const timer = setTimeout(() => {
      const ethereum = (window as { ethereum?: unknown }).ethereum;
      if (isProvider(ethereum)) setLegacy({ id: 'window.ethereum', name: (ethereum as { isMetaMask?: boolean }).isMetaMask ? 'MetaMask' : '', provider: ethereum });
    });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('eip6963:announceProvider', heard);
    };
  }, [on]);
  return announced.length ? announced : legacy ? [legacy] : [];
}
