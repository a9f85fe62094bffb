import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { findBank, readAccountNumber } from '../../core';
import type { Bank } from '../../core';
import { useSignerSettings } from '../signer/settings';
import { accountNameQuery } from './accountNameQuery';
import type { AccountNameAnswer, AccountTarget } from './accountNameQuery';
import type { SellRampState } from './types';
import { ANSWER_ERROR } from '../ui/fields/useErrorVoice';

/** Where the enquiry stands: off (no route, or no listed bank and 10 digits yet), asking, or answered for `target`. */
export type AccountNameState = { kind: 'off' } | { kind: 'checking'; target: AccountTarget } | (AccountNameAnswer & { target: AccountTarget });

/** The account to look up: a listed bank's name and 10 good digits, or undefined while either is missing. */
export function targetOf(bankName: string, accountNumber: string, banks: readonly Bank[] | undefined): AccountTarget | undefined {
  const bank = banks?.length ? findBank(bankName, banks) : undefined;
  const number = readAccountNumber(accountNumber);
  return bank && number.ok ? { bankName: bank.name, accountNumber: number.value } : undefined;
}

const same = (a: AccountTarget | undefined, b: AccountTarget | undefined) => a?.bankName === b?.bankName && a?.accountNumber === b?.accountNumber;

/**
 * The account-name enquiry of the sell flow's bank step, when the signer offers it: once a listed
 * bank and 10 digits are there, the holder's name fills the account name (and stays while the bank
 * and number do); "no such account" lands on the account number. `settle` waits for an answer still
 * on its way, for the step's Continue.
 */
export function useAccountName(ramp: SellRampState, notFound: (bankName: string) => string) {
  const { form, config, locked } = ramp;
  const on = useSignerSettings(config)?.accountName === true;
  const [bankName, accountNumber] = useWatch({ control: form.control, name: ['bankName', 'accountNumber'] });
  const target = useMemo(() => (on ? targetOf(bankName, accountNumber, ramp.banks.data) : undefined), [on, bankName, accountNumber, ramp.banks.data]);
  const query = useQuery({ ...accountNameQuery(config, target ?? { bankName: '', accountNumber: '' }), enabled: Boolean(target) }, config.queryClient);
  const state: AccountNameState = !target ? { kind: 'off' } : query.data ? { ...query.data, target } : { kind: 'checking', target };

  // The name this hook put in the field, and for which account: cleared when that account is no longer the one typed.
  const filled = useRef<{ target: AccountTarget; name: string } | undefined>(undefined);
  const kind = state.kind;
  const name = state.kind === 'name' ? state.name : undefined;
  const fill = locked.accountName === undefined;
  useEffect(() => {
    if (fill && filled.current && !same(filled.current.target, target) && form.getValues('accountName') === filled.current.name) {
      form.setValue('accountName', '');
      filled.current = undefined;
    }
    if (target && name !== undefined && fill && form.getValues('accountName') !== name) {
      form.setValue('accountName', name, { shouldValidate: true, shouldDirty: true });
      filled.current = { target, name };
    }
    if (kind !== 'not_found' && form.getFieldState('accountNumber').error?.type === ANSWER_ERROR) form.clearErrors('accountNumber');
  }, [kind, name, target, fill, form]);

  // "No such account" stays on the number while it is the number typed: a validation on blur (which
  // finds 10 good digits) would otherwise wipe it.
  useEffect(() => {
    if (!target || kind !== 'not_found') return;
    const message = notFound(target.bankName);
    const mark = () => {
      if (!form.getFieldState('accountNumber').error) form.setError('accountNumber', { type: ANSWER_ERROR, message });
    };
    mark();
    return form.subscribe({ name: 'accountNumber', formState: { errors: true }, callback: mark });
  }, [kind, target, form, notFound]);

  const settle = useCallback(async (): Promise<AccountNameState> => {
    if (!target) return { kind: 'off' };
    const options = accountNameQuery(config, target);
    // An answer already here is the answer (an outage is not asked again on Continue); one on its way is waited for.
    const settled = config.queryClient.getQueryData(options.queryKey) ?? (await config.queryClient.fetchQuery(options));
    return { ...settled, target };
  }, [config, target]);

  const fromBank = state.kind === 'name' && locked.accountName === undefined;
  return { on, state, settle, fromBank };
}
