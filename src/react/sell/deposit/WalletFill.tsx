import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAIN_NETWORKS } from '../../../core';
import type { Network } from '../../../core';
import { useLaterUi } from '../../ui/RampUi';
import { DepositSendError, walletAccount } from './evmSend';
import { useInjectedWallets, type InjectedWallet } from './wallets';

/**
 * On the sell's wallet step of an EVM network: "Fill in from MetaMask" for each browser wallet found, which
 * asks the wallet for its account and puts it in the wallet address, said aloud; a wallet that gives none
 * leaves the field as it was and says so. Nothing else is asked of the wallet.
 */
export function WalletFill() {
  const { messages } = useLaterUi();
  const { setValue } = useFormContext();
  const network = useWatch({ name: 'network' }) as Network | '';
  const evm = network !== '' && MAIN_NETWORKS[network].chain !== undefined;
  const wallets = useInjectedWallets(evm);
  const [said, setSaid] = useState<{ filled: boolean; text: string } | undefined>(undefined);
  if (!evm || wallets.length === 0) return null;

  const fill = async (wallet: InjectedWallet) => {
    try {
      const account = await walletAccount(wallet.provider);
      setValue('walletAddress', account, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      setSaid({ filled: true, text: messages.walletFilled(wallet.name) });
    } catch (error) {
      const reason = error instanceof DepositSendError && (error.reason === 'rejected' || error.reason === 'busy') ? error.reason : 'no_wallet';
      setSaid({ filled: false, text: messages.walletFillFailed(reason) });
    }
  };
  return (
    <div className="nr-confirm" data-slot="wallet-fill">
      {wallets.map((wallet) => (
        <button key={wallet.id} type="button" className="nr-button nr-button-secondary nr-inline" onClick={() => void fill(wallet)}>
          {messages.walletFill(wallet.name)}
        </button>
      ))}
      <p role="status" className="nr-hint">
        {said?.filled ? said.text : ''}
      </p>
      {said && !said.filled && (
        <p role="alert" className="nr-error">
          {said.text}
        </p>
      )}
    </div>
  );
}
