import { queryOptions } from '@tanstack/react-query';
import { parseAccountNameAnswer, RampError } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { callSigner } from '../signer/client';
import { signerKey } from '../config/signerKey';

/** A bank and number to look up: the listed bank's name and the 10 digits. */
export type AccountTarget = { bankName: string; accountNumber: string };

/** What the enquiry said: the holder's name, no such account, or no answer (an outage: the person types the name). */
export type AccountNameAnswer = { kind: 'name'; name: string } | { kind: 'not_found' } | { kind: 'outage' };

// A not-found answer is one only when it names the account number: a 404 without fields is a signer without the route.
function answerOf(error: unknown): AccountNameAnswer {
  return error instanceof RampError && error.code === 'not_found' && error.fields?.account_number ? { kind: 'not_found' } : { kind: 'outage' };
}

/**
 * The query of `GET {signer}/account-name` for one bank and number, kept while the widget lives: a
 * person going back and forth sees the answer at once. It never fails: an outage is an answer too.
 */
export function accountNameQuery(config: Pick<RampConfig, 'signer' | 'timeoutMs'>, target: AccountTarget) {
  const query = new URLSearchParams({ bank_name: target.bankName, account_number: target.accountNumber });
  return queryOptions<AccountNameAnswer, Error>({
    queryKey: ['naira-ramp', signerKey(config.signer), 'account-name', target.bankName, target.accountNumber],
    queryFn: ({ signal }) =>
      callSigner(config.signer, `/account-name?${query.toString()}`, { signal, timeoutMs: config.timeoutMs }).then(
        (json): AccountNameAnswer => {
          const name = parseAccountNameAnswer(json);
          return name ? { kind: 'name', name } : { kind: 'outage' };
        },
        answerOf,
      ),
    // An outage is worth asking again when the person comes back to the step; a name or "no such account" is not.
    staleTime: (query) => (query.state.data?.kind === 'outage' ? 0 : Infinity),
  });
}
