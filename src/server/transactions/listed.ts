import { findBank, plainText, type Bank, type Vendor } from '../../core';
import { errorReply } from '../http/responses';
import { listItems, type ListSource } from '../routes/lists';
import type { CallCheck } from './check';
import type { TransactionCall } from './call';

/** Checks a validated call's listed values (a buy's vendor, a sell's bank) against the service's lists. */
export type ListedCheck = (call: TransactionCall) => Promise<CallCheck>;

/** Whether a reference is already taken by a request the signer accepted (its idempotency record or its status). */
export type KeyInUse = (key: string) => Promise<boolean>;

const notLoaded = (noun: string, kind: string) =>
  errorReply('upstream', `The ${noun} list could not be loaded, so the ${kind} was not sent. Try again shortly.`, { retryable: true });

const notListed = (message: string, field: string, text: string) => errorReply('validation', message, { fields: { [field]: text } });

/**
 * A buy's vendor is one entry of the vendor list, all three values alike: the widget sends them as the
 * signer's list gave them, so each is compared as the list reads (`plainText`: white space collapsed,
 * trimmed) and with its case, and the listed entry is what is forwarded.
 */
async function checkVendor(lists: ListSource, call: Extract<TransactionCall, { route: 'onramp' }>): Promise<CallCheck> {
  const vendors = await listItems<Vendor>(lists, 'vendors');
  if (!vendors) return { ok: false, reply: notLoaded('vendor', 'buy') };
  const { vendor_name, vendor_bank, vendor_number } = call.body;
  const sent = { name: plainText(vendor_name), bank: plainText(vendor_bank), number: plainText(vendor_number) };
  const vendor = vendors.find((listed) => listed.name === sent.name && listed.bank === sent.bank && listed.number === sent.number);
  if (!vendor) {
    if (vendors.length === 0) return { ok: false, reply: notListed('The ramp service lists no vendors at the moment, so no buy can be sent.', 'vendor_name', 'Vendor name: the ramp service lists no vendors at the moment') };
    return { ok: false, reply: notListed("The vendor is not one of the ramp service's vendors. Choose one from the list.", 'vendor_name', 'Vendor name: choose a payment vendor from the list') };
  }
  return { ok: true, call: { ...call, body: { ...call.body, vendor_name: vendor.name, vendor_bank: vendor.bank, vendor_number: vendor.number } } };
}

/** A sell's bank is a listed bank, matched as the account-name route matches it (name or common name); the listed name is forwarded. */
async function checkBank(lists: ListSource, call: Extract<TransactionCall, { route: 'offramp' }>): Promise<CallCheck> {
  const banks = await listItems<Bank>(lists, 'banks');
  if (!banks) return { ok: false, reply: notLoaded('bank', 'sell') };
  const bank = findBank(call.body.bank_name, banks);
  if (!bank) return { ok: false, reply: notListed("The bank is not one of the ramp service's banks. Choose one from the list.", 'bank_name', 'Bank: choose a bank from the list') };
  return { ok: true, call: { ...call, body: { ...call.body, bank_name: bank.name } } };
}

/**
 * The list check every POST runs after its body is valid and before anything reserves its key or
 * reaches the service: a vendor or bank not on the service's list is refused naming the field, and a
 * list that cannot be loaded is answered 502 `retryable` (nothing was sent, nothing reserved). A
 * reference already taken goes on to the idempotency guard whatever the list says now: it replays
 * the answer (or refuses a changed body), so a buy already paid to a vendor since delisted still gets
 * its transaction.
 */
export function createListedCheck(lists: ListSource, keyInUse: KeyInUse): ListedCheck {
  return async (call) => {
    const checked = call.route === 'onramp' ? await checkVendor(lists, call) : await checkBank(lists, call);
    if (checked.ok || call.idempotencyKey === undefined) return checked;
    return (await keyInUse(call.idempotencyKey)) ? { ok: true, call } : checked;
  };
}
