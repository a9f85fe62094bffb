import { useCallback, useRef, useState } from 'react';
import { isDepositHash } from '../../../core';
import type { DepositInstructions } from '../../../core';
import type { SellRampState } from '../types';
import { DepositSendError, type SendFailure } from './evmSend';
import { depositKeyOf, keepDeposit, readKeptDeposit } from './kept';
import type { InjectedWallet } from './wallets';

/** Where sending the deposit stands. The instructions stay on screen in every state but `sent`. */
export type DepositSendState =
  | { status: 'idle' }
  | { status: 'choosing' }
  | { status: 'confirming'; wallet?: string }
  | { status: 'other_account'; wallet: InjectedWallet; account: string }
  | { status: 'failed'; reason: SendFailure }
  | { status: 'unsure' }
  | { status: 'sent'; hash: string };

/**
 * Sending the sale's deposit from a wallet, or the hash the person sent by hand: kept per reference across
 * reloads, reported once through `onEvent` (`deposit_sent`) when it arrives (never again when a reload puts
 * it back). A wallet asked and not answered before a reload leaves the deposit `unsure`. Nothing of it goes
 * to the signer.
 */
export function useDepositSend(ramp: Pick<SellRampState, 'options' | 'submission' | 'emit'>, deposit: DepositInstructions | undefined) {
  const { emit } = ramp;
  const key = depositKeyOf(ramp.options);
  const reference = ramp.submission.reference;
  // What the tab kept of this deposit when the receipt opened: its state, and a hash typed by hand and not saved yet.
  const [kept] = useState(() => readKeptDeposit(key, reference));
  const [state, setState] = useState<DepositSendState>(kept?.hash ? { status: 'sent', hash: kept.hash } : kept?.asked ? { status: 'unsure' } : { status: 'idle' });
  const typed = kept?.typed ?? '';
  const busy = useRef(false);

  /** The deposit left with this hash: kept, shown, reported once. */
  const done = useCallback(
    (hash: string) => {
      if (!reference || !deposit) return;
      keepDeposit(key, { reference, hash });
      setState({ status: 'sent', hash });
      emit({ type: 'deposit_sent', flow: 'sell', reference, network: deposit.network, hash });
    },
    [deposit, emit, key, reference],
  );

  /** Runs one send (`wallet` names what the person approves in; the host's has no name): one at a time, its hash kept and reported. */
  const send = useCallback(
    async (wallet: string | undefined, run: () => Promise<string>) => {
      if (busy.current || !reference || !deposit) return;
      busy.current = true;
      setState(wallet === undefined ? { status: 'confirming' } : { status: 'confirming', wallet });
      keepDeposit(key, { reference, asked: true });
      try {
        const hash = (await run()).trim();
        if (!isDepositHash(deposit.network, hash)) throw new DepositSendError('failed');
        done(hash);
      } catch (error) {
        keepDeposit(key, undefined);
        setState({ status: 'failed', reason: error instanceof DepositSendError ? error.reason : (error as { code?: unknown })?.code === 4001 ? 'rejected' : 'failed' });
      } finally {
        busy.current = false;
      }
    },
    [deposit, done, key, reference],
  );

  /** The hash of a deposit the person sent by hand, checked against the network's format by its form. */
  const give = useCallback((hash: string) => {
    if (!busy.current) done(hash);
  }, [done]);

  /** Keeps what the person is typing in the hash field, beside what the tab keeps of this deposit. */
  const type = useCallback(
    (text: string) => {
      if (reference && !busy.current) keepDeposit(key, { ...readKeptDeposit(key, reference), reference, typed: text });
    },
    [key, reference],
  );

  return { state, setState, send, give, typed, type };
}

/** The deposit send's state and actions (see `useDepositSend`). */
export type DepositSend = ReturnType<typeof useDepositSend>;
