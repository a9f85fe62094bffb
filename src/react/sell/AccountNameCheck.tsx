import { useEffect, useRef } from 'react';
import { isolated, sentence } from '../ui/isolate';
import { useLaterUi } from '../ui/RampUi';
import type { AccountCheck } from './useAccountCheck';
import { useNumberWarning } from './useNumberWarning';
import type { SellRampState } from './types';

/**
 * Under the review's account name: whether the bank checked it. A typed name the bank could not be asked
 * about is marked so, with the check-digit note again when the number fails it, and a button that asks
 * the bank again; what that gives is said in a polite live region, which takes focus when the button goes.
 */
export function AccountNameCheck({ ramp, check }: { ramp: SellRampState; check: AccountCheck }) {
  const { messages } = useLaterUi();
  const warning = useNumberWarning(ramp.form.control, ramp.banks.data);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const { kind, said } = check;
  useEffect(() => {
    if (said?.kind === 'rechecked') saidRef.current?.focus();
  }, [said]);
  if (kind === 'none' && !said) return null;
  const unchecked = kind === 'unchecked' || (kind === 'checking' && said?.kind !== 'rechecked');
  return (
    <>
      {kind === 'checked' && (
        <span className="nr-check" data-state="checked">
          <span aria-hidden="true">✓ </span>
          {messages.accountNameChecked}
        </span>
      )}
      {unchecked && (
        <>
          <span className="nr-check" data-state="unchecked">
            <span aria-hidden="true">! </span>
            {messages.accountNameUnchecked}
          </span>
          {warning && <span className="nr-warning">{messages.validation?.('accountNumber', warning.code, warning.message) ?? warning.message}</span>}
          <button
            type="button"
            className="nr-button nr-button-secondary nr-inline"
            aria-disabled={kind === 'checking' || undefined}
            onClick={kind === 'checking' ? undefined : () => void check.askAgain()}
          >
            {kind === 'checking' ? messages.accountNameChecking : messages.accountNameAskAgain}
          </button>
        </>
      )}
      <p ref={saidRef} tabIndex={-1} className="nr-check-said" role="status">
        {said?.kind === 'rechecked' ? sentence(messages.accountNameRechecked, [isolated(said.name)]) : said?.kind === 'still' ? messages.accountNameStillUnchecked : ''}
      </p>
    </>
  );
}
