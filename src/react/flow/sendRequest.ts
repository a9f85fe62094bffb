import { mayHaveGoneThrough, RampError } from '../../core';
import type { Lookup, TransactionStatus } from '../../core';
import type { Signer } from '../config/types';
import { callSigner } from '../signer/client';
import type { SignerPath } from '../signer/client';
import { findTransaction } from '../signer/status';
import type { Patience } from '../signer/status';
import { toRampError } from './errors';

/** One request to send: where, what, under which reference, and who to tell when its answer is being looked for. */
export type SendInput<R> = {
  signer: Signer;
  timeoutMs?: number;
  path: SignerPath;
  /** The body, as JSON text. */
  body: string;
  reference: string;
  parseRecord: (json: unknown) => R | undefined;
  /** Called when the answer was lost and the status route is being asked whether the request went through. */
  onChecking: () => void;
};

/** What came of a request: accepted, with the service's record and status; or not known, with how the last look for it went. */
export type Sent<R> = { outcome: 'accepted'; record: R; status: TransactionStatus } | { outcome: 'unknown'; lookup: Lookup; error: RampError };

// The uncertain-outcome check's looks start a quarter of a second apart and back off to five seconds while the route is unavailable.
const CHECK_SPACING = { intervalMs: 250, maxIntervalMs: 5000 };

/**
 * Looks on the status route for a request whose outcome is unknown: `patience` says how many looks.
 * The status route answers with the record as a creation answer's `transaction`, and a sell's `deposit` beside it.
 */
export async function lookFor<R>(
  { signer, timeoutMs, reference, parseRecord }: Pick<SendInput<R>, 'signer' | 'timeoutMs' | 'reference' | 'parseRecord'>,
  patience: Omit<Patience, 'polling'>,
  error: RampError,
): Promise<Sent<R>> {
  const asCreation = (raw: unknown, answer: Record<string, unknown>) => parseRecord({ transaction: raw, deposit: answer.deposit });
  const found = await findTransaction({ signer, reference, parseRecord: asCreation, timeoutMs, polling: CHECK_SPACING, ...patience });
  if (typeof found === 'string') return { outcome: 'unknown', lookup: found, error };
  return { outcome: 'accepted', record: found.transaction, status: found.status };
}

/**
 * Sends one request with its reference as the idempotency key and reads the record from the answer.
 * A definite failure is thrown. When the answer leaves it unknown whether the request went through
 * (none came, the signer says it may have, or that a request under this reference exists), the status
 * route is asked before anything is said: a request found there is accepted with the status the route
 * gave (the one the reference belongs to, whatever this attempt carried); one not found is of unknown outcome.
 */
export async function sendRequest<R>({ signer, timeoutMs, path, body, reference, parseRecord, onChecking }: SendInput<R>): Promise<Sent<R>> {
  try {
    const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json', 'idempotency-key': reference } };
    const record = parseRecord(await callSigner(signer, path, { post, timeoutMs }));
    if (!record) throw new RampError('upstream', 'The service answered in a form this checkout does not understand.');
    return { outcome: 'accepted', record, status: 'pending' };
  } catch (cause) {
    const failure = toRampError(cause);
    if (!mayHaveGoneThrough(failure)) throw failure;
    onChecking();
    // A signer that answered has already said what it knows: one look. No answer at all: the signer may
    // still be finishing, so a few looks, a moment apart, and more while the route cannot be reached.
    const attempts = failure.status === undefined ? 3 : 1;
    return lookFor({ signer, timeoutMs, reference, parseRecord }, { attempts, whileUnavailable: true }, failure);
  }
}
