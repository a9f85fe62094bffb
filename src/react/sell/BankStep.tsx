import { useState } from 'react';
import { wordIssue } from '../messages/words';
import { useAnnounce } from '../ui/Announcer';
import { SubmitButton } from '../ui/SubmitButton';
import { Step } from '../ui/Step';
import { useLaterUi } from '../ui/RampUi';
import type { SellRampState } from './types';
import { ANSWER_ERROR } from '../ui/fields/useErrorVoice';
import { BankAccountFields } from '../steps/BankAccountFields';
import { Payee } from './Payee';
import { useAccountName } from './useAccountName';
import { useNumberWarning } from './useNumberWarning';

/** Sell step 3: the Nigerian bank account that receives the naira, with its holder's name when the signer looks it up. */
export function SellBankStep({ ramp }: { ramp: SellRampState }) {
  const { messages } = useLaterUi();
  const { form } = ramp;
  const announce = useAnnounce();
  const [waiting, setWaiting] = useState(false);
  const enquiry = useAccountName(ramp, messages.accountNameNotFound);
  const warning = useNumberWarning(form.control, ramp.banks.data);
  // A holder the bank named settles the number; "no such account" is said on the field itself; while the
  // bank is asked, nothing is said that its answer may take back at once.
  const kind = enquiry.state.kind;
  const warned = warning && kind !== 'name' && kind !== 'not_found' && kind !== 'checking';
  const numberNote = warned ? <span className="nr-warning">{wordIssue(messages, 'accountNumber', warning)}</span> : null;

  // No such account stops the person here; a name still on its way is waited for, Continue saying so on
  // itself and aloud until the answer; an outage lets them go on.
  const onSubmit = async () => {
    if (kind === 'checking') {
      setWaiting(true);
      announce(messages.accountNameChecking);
    }
    // The wait ends with the answer, or with nothing when it no longer concerns this press (the number changed).
    const settled = await enquiry.settle().catch(() => undefined);
    setWaiting(false);
    if (!settled) return;
    if (settled.kind === 'not_found') {
      form.setError('accountNumber', { type: ANSWER_ERROR, message: messages.accountNameNotFound(settled.target.bankName) }, { shouldFocus: true });
      return;
    }
    if (settled.kind === 'name' && ramp.locked.accountName === undefined) form.setValue('accountName', settled.name, { shouldValidate: true });
    await ramp.next();
  };

  return (
    <Step
      headingRef={ramp.headingRef}
      title={messages.bankStepTitle}
      onSubmit={onSubmit}
      onBack={ramp.back}
      held={waiting}
      submit={<SubmitButton busy={waiting} label={messages.continue} busyLabel={messages.checking} />}
    >
      <BankAccountFields
        flow="sell"
        banks={ramp.banks}
        locked={ramp.locked}
        checks={{ numberNote, payee: enquiry.on ? <Payee state={enquiry.state} /> : undefined, nameFromBank: enquiry.fromBank }}
      />
    </Step>
  );
}
