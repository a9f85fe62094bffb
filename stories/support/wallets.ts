// A scripted browser wallet, for the stories and the browser tests alike.
import type { Eip1193Provider } from '../../src/react/sell/deposit/wallets';

/** One call a scripted wallet received. */
export type WalletCall = { method: string; params?: readonly unknown[] };

/** How a scripted wallet answers: its chain, the coin balance it reports, and an error per method when one should fail. */
export type WalletScript = {
  chainId?: string;
  account?: string;
  balance?: bigint;
  fail?: Partial<Record<string, { code: number; message?: string }>>;
  /** Methods the wallet never answers, as while the person has not yet approved. */
  hang?: readonly string[];
  hash?: string;
};

/** An EIP-1193 wallet that answers from a script and records every request, as a browser extension would receive them. */
export function scriptedWallet(script: WalletScript = {}) {
  const calls: WalletCall[] = [];
  let chainId = script.chainId ?? '0x1';
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push(params === undefined ? { method } : { method, params });
      const failure = script.fail?.[method];
      if (failure) throw Object.assign(new Error(failure.message ?? method), { code: failure.code });
      if (script.hang?.includes(method)) return new Promise(() => undefined);
      switch (method) {
        case 'eth_requestAccounts':
          return [script.account ?? '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'];
        case 'eth_chainId':
          return chainId;
        case 'wallet_switchEthereumChain':
          chainId = (params?.[0] as { chainId: string }).chainId;
          return null;
        case 'eth_call':
          return `0x${(script.balance ?? 10n ** 12n).toString(16).padStart(64, '0')}`;
        case 'eth_sendTransaction':
          return script.hash ?? `0x${'ab12'.repeat(16)}`;
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    },
  };
  return { provider, calls };
}

/** Announces wallets by EIP-6963, as each extension does on `eip6963:requestProvider`; returns the way to stop. */
export function announce(...wallets: { name: string; provider: Eip1193Provider }[]): () => void {
  const send = () => {
    for (const [index, { name, provider }] of wallets.entries()) {
      const info = { uuid: `00000000-0000-4000-8000-00000000000${index}`, name, icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: `test.wallet${index}` };
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    }
  };
  window.addEventListener('eip6963:requestProvider', send);
  send();
  return () => window.removeEventListener('eip6963:requestProvider', send);
}
