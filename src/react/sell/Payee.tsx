import { isolated, sentence } from '../ui/isolate';
import { useLaterUi } from '../ui/RampUi';
import type { AccountNameState } from './useAccountName';

/**
 * Who the naira goes to, as the bank names the account ("Paying ADAEZE OKONKWO at Wema Bank"), the name
 * and bank set apart from the words around them; or that the name is being checked or could not be:
 * one polite live region, there while the enquiry is on.
 */
export function Payee({ state }: { state: AccountNameState }) {
  const { messages } = useLaterUi();
  const text =
    state.kind === 'checking' ? messages.accountNameChecking
    : state.kind === 'name' ? sentence(messages.payee, [isolated(state.name), isolated(state.target.bankName)])
    : state.kind === 'outage' ? messages.accountNameOutage
    : '';
  return (
    <p className="nr-payee" data-slot="payee" data-state={state.kind} role="status">
      {text}
    </p>
  );
}
