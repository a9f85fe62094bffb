import { isRecord, normaliseStatus, parseQuote } from '../../../core';
import type { ParkedTransfer, PendingRequest, Refusal, SubmissionState } from '../../../core';
import { SNAPSHOT_VERSION, sessionStore } from '../../storage/kept';
import type { FlowSnapshot } from '../../storage/kept';

const SUBMISSION_STATES: readonly string[] = ['idle', 'submitting', 'checking', 'unknown', 'failed', 'succeeded'];
const LOOKUPS: readonly string[] = ['not_found', 'failing'];
function readSubmission(raw: unknown): SubmissionState | undefined {
  if (!isRecord(raw) || typeof raw.status !== 'string' || !SUBMISSION_STATES.includes(raw.status)) return undefined;
  return {
    status: raw.status as SubmissionState['status'],
    attempt: typeof raw.attempt === 'number' ? raw.attempt : 0,
    ...(typeof raw.reference === 'string' ? { reference: raw.reference } : {}),
    ...(typeof raw.receivedAt === 'string' ? { receivedAt: raw.receivedAt } : {}),
    ...(raw.uncertain === true ? { uncertain: true } : {}),
    ...(typeof raw.lookup === 'string' && LOOKUPS.includes(raw.lookup) ? { lookup: raw.lookup as SubmissionState['lookup'] } : {}),
  };
}

function readPending(raw: unknown): PendingRequest | null {
  if (!isRecord(raw) || typeof raw.key !== 'string' || typeof raw.reference !== 'string' || typeof raw.attempt !== 'number') return null;
  return {
    key: raw.key,
    reference: raw.reference,
    attempt: raw.attempt,
    ...(raw.uncertain === true ? { uncertain: true } : {}),
    ...(typeof raw.body === 'string' ? { body: raw.body } : {}),
  };
}

/** A transfer set aside: its reference and values, all text; anything else is not one. */
function readParked(raw: unknown): ParkedTransfer | null {
  if (!isRecord(raw) || typeof raw.reference !== 'string' || !isRecord(raw.values)) return null;
  const values = Object.entries(raw.values);
  if (!values.every(([, value]) => typeof value === 'string')) return null;
  return { reference: raw.reference, values: Object.fromEntries(values) as Record<string, string> };
}

/** The signer's refusals, each a field, the value it refused and its words, all text; anything else is dropped. */
function readRefused(raw: unknown): Refusal[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is Refusal => isRecord(item) && typeof item.field === 'string' && typeof item.value === 'string' && typeof item.message === 'string').map(({ field, value, message }) => ({ field, value, message }));
}

/** Reads a snapshot, or undefined when there is none or it is not one this version wrote for these steps. */
export function readSnapshot<S extends string>(key: string, steps: readonly S[]): FlowSnapshot<S> | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStore()?.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || raw.v !== SNAPSHOT_VERSION || !steps.includes(raw.step as S) || !isRecord(raw.values)) return undefined;
  const submission = readSubmission(raw.submission);
  if (!submission) return undefined;
  return {
    step: raw.step as S,
    values: raw.values,
    submission,
    pending: readPending(raw.pending),
    record: raw.record ?? null,
    status: normaliseStatus(raw.status),
    committed: raw.committed === true,
    correcting: raw.correcting === true,
    parked: readParked(raw.parked),
    estimate: parseQuote(raw.estimate),
    reachedReview: raw.reachedReview === true,
    refused: readRefused(raw.refused),
  };
}

/** Forgets a flow's snapshot ("Start another"). */
export function clearSnapshot(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // Storage refused.
  }
}
