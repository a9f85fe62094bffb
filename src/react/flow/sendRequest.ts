import { recoveryOf, RampError } from '../../core';
import type { TransactionStatus } from '../../core';
import type { Signer } from '../config/types';
import { callSigner } from '../signer/client';
import type { SignerPath } from '../signer/client';
import { findTransaction } from '../signer/status';
import { toRampError } from './errors';

/** One request to send: where, what, under which reference, and who to tell when its answer is being looked for. */
export type SendInput<R> = {
  signer: Signer;
  timeoutMs?: number;
  path: SignerPath;
  body: unknown;
  reference: string;
  parseRecord: (json: unknown) => R | undefined;
  /** Called when the answer was lost and the status route is being asked whether the request went through. */
  onChecking: () => void;
};

/** What the service accepted: its record, and its status (`pending` unless the status route said otherwise). */
export type Accepted<R> = { record: R; status: TransactionStatus };

// The uncertain-outcome check's looks start a quarter of a second apart and back off to five seconds while the route is unavailable.
const CHECK_SPACING = { intervalMs: 250, maxIntervalMs: 5000 };

/** Whether an answer leaves it unknown if the request went through: none came, or the signer says it may have. */
function mayHaveGoneThrough(error: RampError): boolean {
  if (error.status === undefined) return error.code === 'network' || error.code === 'timeout';
  return recoveryOf(error) === 'new_request';
}

/**
 * Sends one request with its reference as the idempotency key and reads the record from the answer.
 * When the answer is lost, the status route is asked whether the request went through before the
 * failure is given back: a request found there is accepted with the status the route gave.
 */
export async function sendRequest<R>({ signer, timeoutMs, path, body, reference, parseRecord, onChecking }: SendInput<R>): Promise<Accepted<R>> {
  try {
    const post = { method: 'POST' as const, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'idempotency-key': reference } };
    const record = parseRecord(await callSigner(signer, path, { post, timeoutMs }));
    if (!record) throw new RampError('upstream', 'The service answered in a form this checkout does not understand.');
    return { record, status: 'pending' };
  } catch (cause) {
    const failure = toRampError(cause);
    if (!mayHaveGoneThrough(failure)) throw failure;
    onChecking();
    // A signer that answered has already said what it knows: one look. No answer at all: the signer
    // may still be finishing, so a few looks, a moment apart.
    const found = await findTransaction({
      signer,
      reference,
      parseRecord: (raw) => parseRecord({ transaction: raw }),
      timeoutMs,
      attempts: failure.status === undefined ? 3 : 1,
      polling: CHECK_SPACING,
    });
    if (found) return { record: found.transaction, status: found.status };
    throw failure;
  }
}
