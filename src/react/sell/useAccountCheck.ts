import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plainText } from '../../core';
import { useSignerSettings } from '../signer/settings';
import { accountNameQuery } from './accountNameQuery';
import type { AccountTarget } from './accountNameQuery';
import type { SellRampState } from './types';
import { targetOf } from './useAccountName';

/**
 * What the review knows of the account name: `checked` (it is the name the bank gives), `unchecked`
 * (the bank could not be asked; the person typed it), `checking`, or `none` (the signer looks no name
 * up, or the host gave the name, or nothing has been asked).
 */
export type AccountCheckKind = 'checked' | 'unchecked' | 'checking' | 'none';

/** What the review last said of asking the bank again: the name it gave, or that it still could not be asked. */
export type AccountCheckSaid = { kind: 'rechecked'; name: string } | { kind: 'still' } | undefined;

/** The review's account-name check: what is known, what was last said, and the way to ask the bank again. */
export type AccountCheck = { kind: AccountCheckKind; said: AccountCheckSaid; askAgain: () => Promise<void> };

const NO_TARGET: AccountTarget = { bankName: '', accountNumber: '' };

/**
 * The sell review's account-name check, on the enquiry's answer for the bank and number sent (the bank
 * step's, or asked once after a reload). A typed name is `unchecked` unless it is the bank's. `askAgain`
 * asks the bank again: a name replaces the one typed (as on the bank step) and is said, "no such account"
 * goes back to the account number, and an outage is said.
 */
export function useAccountCheck(ramp: SellRampState): AccountCheck {
  const { form, config, locked } = ramp;
  const on = useSignerSettings(config)?.accountName === true;
  const values = form.getValues();
  const target = on ? targetOf(values.bankName, values.accountNumber, ramp.banks.data) : undefined;
  // The answer the bank step had is the answer; nothing is asked again until the person asks.
  const query = useQuery({ ...accountNameQuery(config, target ?? NO_TARGET), enabled: Boolean(target), refetchOnMount: false }, config.queryClient);
  const [said, setSaid] = useState<AccountCheckSaid>();
  const answer = target ? query.data : undefined;
  const typed = locked.accountName === undefined;

  // A name the host gave is the host's to vouch for: it is marked checked when the bank gives the same, else not at all.
  const name = plainText(values.accountName);
  const kind: AccountCheckKind =
    query.isFetching ? 'checking'
    : answer?.kind === 'name' && answer.name === name ? 'checked'
    : answer && typed ? 'unchecked'
    : 'none';

  const askAgain = async () => {
    setSaid(undefined);
    const { data } = await query.refetch();
    if (data?.kind === 'name' && typed) {
      form.setValue('accountName', data.name, { shouldDirty: true });
      setSaid({ kind: 'rechecked', name: data.name });
    } else if (data?.kind === 'not_found') ramp.goTo(ramp.stepOf('accountNumber') ?? 'bank', { focus: 'accountNumber' });
    else if (data?.kind === 'outage') setSaid({ kind: 'still' });
  };
  return { kind, said, askAgain };
}
