import { findBank, type Bank } from '../../core';
import { errorReply } from '../http/responses';
import { listItems, type ListSource } from '../routes/lists';
import type { CallCheck } from './check';
import type { TransactionCall } from './call';

/** Checks a validated call's listed value (a sell's bank) against the service's list. */
export type ListedCheck = (call: TransactionCall) => Promise<CallCheck>;

/** Whether a reference is already taken by a request the signer accepted (its idempotency record or its status). */
export type KeyInUse = (key: string) => Promise<boolean>;

const notLoaded = (noun: string, kind: string) =>
  errorReply('upstream', `The ${noun} list could not be loaded, so the ${kind} was not sent. Try again shortly.`, { retryable: true });

const notListed = (message: string, field: string, text: string) => errorReply('validation', message, { fields: { [field]: text } });

/** A sell's bank is a listed bank, matched as the account-name route matches it (name or common name); the listed name is forwarded. */
async function checkBank(lists: ListSource, call: Extract<TransactionCall, { route: 'offramp' }>): Promise<CallCheck> {
  const banks = await listItems<Bank>(lists, 'banks');
  if (!banks) return { ok: false, reply: notLoaded('bank', 'sell') };
  const bank = findBank(call.body.bank_name, banks);
  if (!bank) return { ok: false, reply: notListed("The bank is not one of the ramp service's banks. Choose one from the list.", 'bank_name', 'Bank: choose a bank from the list') };
  return { ok: true, call: { ...call, body: { ...call.body, bank_name: bank.name } } };
}

/**
 * The list check a sell runs after its body is valid and before anything reserves its key or reaches
 * the service: a bank not on the service's list is refused naming `bank_name`, and a list that cannot
 * be loaded is answered 502 `retryable` (nothing was sent, nothing reserved; no coins move before a
 * sell is created). A reference already taken goes on to the idempotency guard whatever the list says
 * now: it replays the answer (or refuses a changed body).
 *
 * A buy is not checked against the vendor list: its POST is the proof of a transfer already made, so
 * a vendor the list dropped while the person paid would be refused after their money had gone. The
 * widget offers only listed vendors before the payment; the service, which knows its vendors, decides.
 */
export function createListedCheck(lists: ListSource, keyInUse: KeyInUse): ListedCheck {
  return async (call) => {
    if (call.route === 'onramp') return { ok: true, call };
    const checked = await checkBank(lists, call);
    if (checked.ok || call.idempotencyKey === undefined) return checked;
    return (await keyInUse(call.idempotencyKey)) ? { ok: true, call } : checked;
  };
}
