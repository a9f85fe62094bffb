import { useLaterUi } from '../ui/RampUi';
import type { AccountNameState } from './useAccountName';

/**
 * Who the naira goes to, as the bank names the account ("Paying ADAEZE OKONKWO at Wema Bank"), or
 * that the name is being checked or could not be: one polite live region, there while the enquiry is on.
 */
export function Payee({ state }: { state: AccountNameState }) {
  const { messages } = useLaterUi();
  const text =
    state.kind === 'checking' ? messages.accountNameChecking
    : state.kind === 'name' ? messages.payee(state.name, state.target.bankName)
    : state.kind === 'outage' ? messages.accountNameOutage
    : '';
  return (
    <p className="nr-payee" data-slot="payee" data-state={state.kind} role="status">
      {text}
    </p>
  );
}
