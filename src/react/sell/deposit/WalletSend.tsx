import { useId } from 'react';
import { NETWORK_LABELS, baseUnits, formatAmount } from '../../../core';
import type { DepositInstructions, NetworkFacts } from '../../../core';
import type { SendDeposit } from '../types';
import { useLaterUi } from '../../ui/RampUi';
import { DepositSendError, sendEvmTransfer, walletAccount } from './evmSend';
import type { DepositSend } from './useDepositSend';
import { useInjectedWallets, type InjectedWallet } from './wallets';

/** An account as wallets shorten it (0x5aAe…eAed), for a button that must fit a phone; the alert above it gives it whole. */
const shortAccount = (account: string) => (account.length > 12 ? `${account.slice(0, 6)}…${account.slice(-4)}` : account);

type WalletSendProps = {
  deposit: DepositInstructions;
  facts: NetworkFacts | undefined;
  /** The wallet address the sale names (the sell's `wallet_address`). */
  named: string;
  sendDeposit?: SendDeposit;
  sending: DepositSend;
};

/**
 * Send without copying: the host's wallet (`sendDeposit`) when it gave one, else the browser wallets of an
 * EVM network, each asked for its account, put on the sale's chain and handed one ERC-20 transfer of exactly
 * the amount. Every failure is said in plain words above the button; the instructions around it stay.
 */
export function WalletSend({ deposit, facts, named, sendDeposit, sending }: WalletSendProps) {
  const { messages } = useLaterUi();
  const chooseId = useId();
  const token = facts?.tokens[deposit.asset];
  const units = token ? baseUnits(deposit.amount, token.decimals) : undefined;
  const evm = !sendDeposit && facts?.chain !== undefined && token !== undefined && units !== undefined && !deposit.memo;
  const wallets = useInjectedWallets(evm);
  const { state, setState, send } = sending;
  if (!sendDeposit && !evm) return null;

  const network = NETWORK_LABELS[deposit.network];
  const amount = formatAmount(deposit.amount, deposit.asset);
  const transfer = () => ({ chain: facts!.chain!, token: token!.address, to: deposit.address, units: units! });
  // The account first (nothing can move yet): one other than the wallet the sale names is said before anything is sent.
  const sendWith = async (wallet: InjectedWallet, confirmed?: string) => {
    let account = confirmed;
    if (account === undefined) {
      setState(wallet.name ? { status: 'confirming', wallet: wallet.name } : { status: 'confirming' });
      try {
        account = await walletAccount(wallet.provider);
      } catch (error) {
        setState({ status: 'failed', reason: error instanceof DepositSendError ? error.reason : 'no_wallet' });
        return;
      }
      if (account.toLowerCase() !== named.toLowerCase()) return setState({ status: 'other_account', wallet, account });
    }
    const from = account;
    await send(wallet.name || undefined, () => sendEvmTransfer(wallet.provider, from, transfer()));
  };
  const start = () => {
    if (sendDeposit) void send(undefined, () => sendDeposit(deposit).then((answer) => answer.hash));
    else if (wallets.length === 1) void sendWith(wallets[0]!);
    else setState({ status: 'choosing' });
  };

  const alert = state.status === 'failed' ? messages.walletFailed(state.reason, network, amount) : state.status === 'unsure' ? messages.walletUnsure : state.status === 'other_account' ? messages.walletOtherAccount(state.account, named) : undefined;
  return (
    <div className="nr-confirm" data-slot="wallet-send" data-state={evm && wallets.length === 0 ? 'no_wallet' : state.status}>
      {state.status === 'confirming' && (
        <p role="status" className="nr-hint">
          {messages.walletConfirming(state.wallet)}
        </p>
      )}
      {alert && (
        <div role="alert" className="nr-alert">
          <p>{alert}</p>
        </div>
      )}
      {evm && wallets.length === 0 ? (
        <p className="nr-hint">{messages.walletNone}</p>
      ) : state.status === 'choosing' ? (
        <div className="nr-confirm" role="group" aria-labelledby={chooseId}>
          <p id={chooseId}>{messages.walletChoose}</p>
          {wallets.map((wallet) => (
            <button key={wallet.id} type="button" className="nr-button nr-button-secondary" onClick={() => void sendWith(wallet)}>
              {wallet.name}
            </button>
          ))}
        </div>
      ) : state.status === 'other_account' ? (
        <button type="button" className="nr-button nr-button-secondary" onClick={() => void sendWith(state.wallet, state.account)}>
          {messages.walletSendFrom(shortAccount(state.account))}
        </button>
      ) : (
        // In a row of its own, as every primary action: the button's width grows, never its height.
        <div className="nr-actions">
          <button type="button" className="nr-button" aria-disabled={state.status === 'confirming' || undefined} onClick={state.status === 'confirming' ? undefined : start}>
            {messages.walletSend(amount, sendDeposit ? undefined : wallets.length === 1 ? wallets[0]!.name || undefined : undefined)}
          </button>
        </div>
      )}
    </div>
  );
}
