import { RampError } from '../../core';
import { findTransaction } from '../signer/status';
import { callSigner } from '../signer/client';
import { recoveryOf } from '../../core';
import { toRampError } from './errors';
import type { Accepted, SendInput } from './types';

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
