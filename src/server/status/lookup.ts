import { isRecord, parseBuyResponse, parseSellResponse, recordStatus, type TransactionStatus } from '../../core';
import type { SignerConfig } from '../config/resolve';
import type { RampStore } from '../store/types';
import { callUpstream } from '../upstream/call';
import { routeOfRecord, type Learnt, type StatusEntry } from './book';
import { statusPathFor, type StatusConfig } from './config';
import { createLookupProof } from './proof';

// A status poll must not hold the widget as long as a creation may take.
const LOOKUP_TIMEOUT_MS = 5_000;

/** The reference a record names (a number of digits read as text), if any. */
function namedReference(record: Record<string, unknown>): string | undefined {
  const named = record.reference ?? record.transaction_reference;
  return typeof named === 'string' || typeof named === 'number' ? String(named).trim() : undefined;
}

/** A record for the reference asked about: it names that reference, or none at all. */
function isFor(candidate: unknown, reference: string): candidate is Record<string, unknown> {
  if (!isRecord(candidate)) return false;
  const named = namedReference(candidate);
  return named === undefined || named === reference;
}

/**
 * The record in the answer: `transactions` (observed), `transaction` or `data`, an object or a list
 * holding it. A record naming another reference is never taken for this one: recovery would
 * otherwise answer a retry with someone else's transaction.
 */
function recordIn(json: unknown, reference: string): Record<string, unknown> | undefined {
  if (!isRecord(json)) return undefined;
  for (const candidate of [json.transactions, json.transaction, json.data]) {
    if (Array.isArray(candidate)) {
      const found = candidate.find((item) => isRecord(item) && namedReference(item) === reference) ?? (candidate.length === 1 ? candidate[0] : undefined);
      if (isFor(found, reference)) return found;
    } else if (isFor(candidate, reference)) {
      return candidate;
    }
  }
  // A bare record; the envelope's own `status` ("success") is not the transaction's.
  return 'transaction_status' in json && isFor(json, reference) ? json : undefined;
}

/** What a lookup asks for: the reference, and the route that created it when known (else the record's `type` says). */
export type LookupTarget = { reference: string; route?: StatusEntry['route'] };

/** What the lookup said of a transaction: its status, the route that created it, and its record. */
export type LookupAnswer = Learnt & { status: TransactionStatus; route: StatusEntry['route']; transaction: Record<string, unknown> };

/** Reads a lookup answer: the status word (`transaction_status`, else the record's `status`) and the record's fields. */
export function readLookupAnswer(json: unknown, target: LookupTarget): LookupAnswer | undefined {
  const record = recordIn(json, target.reference);
  if (!record) return undefined;
  const status = recordStatus(record);
  if (!status) return undefined;
  const route = target.route ?? routeOfRecord(record);
  const parsed = route === 'onramp' ? parseBuyResponse({ transaction: record }) : parseSellResponse({ transaction: record });
  return { status, route, transaction: parsed?.transaction ?? {} };
}

/** What the lookup said: an answer it could read, 404, or nothing readable (missing, failing, unreadable). */
async function askService(config: SignerConfig, status: StatusConfig, entry: LookupTarget): Promise<LookupAnswer | 404 | undefined> {
  const path = statusPathFor(status.path, entry.reference, config.businessId);
  if (path === undefined) return undefined;
  const timeoutMs = Math.min(config.timeoutMs, LOOKUP_TIMEOUT_MS);
  const result = await callUpstream({ ...config, timeoutMs }, { method: 'GET', path, label: 'status' });
  // The service's own 404 keeps its status through the signer's mapping; nothing else answers 404.
  if (!result.ok) return result.reply.status === 404 ? 404 : undefined;
  const learnt = readLookupAnswer(result.json, entry);
  if (!learnt) config.logger?.warn('ramp service status lookup answered without a status the signer can read', { route: 'status' });
  return learnt;
}

const UNPROVEN_404 =
  'ramp service status lookup answered 404 before it had ever found a transaction, so the signer cannot tell whether the service holds the earlier attempt, and did not send it again; point statusPath (RAMP_STATUS_PATH) at the service\'s status lookup';

/** The service's status lookup, as one signer asks it. */
export interface StatusLookup {
  /**
   * What it says of a reference: its answer; `absent` when it answered 404 and has been seen to
   * work (it holds no transaction under that reference); undefined when it cannot tell: it is
   * missing, failing, says nothing readable, or answers 404 without ever having found a
   * transaction (then its route may be wrong, and the 404 says nothing of the service).
   */
  ask(target: LookupTarget): Promise<LookupAnswer | 'absent' | undefined>;
  /** Its answer; undefined when it has none to give. */
  find(target: LookupTarget): Promise<LookupAnswer | undefined>;
}

/** The lookup over the signer's configuration; each answer it can read proves it works (see `LookupProof`). */
export function createStatusLookup(config: SignerConfig, status: StatusConfig, store: RampStore, now: () => number): StatusLookup {
  const proof = createLookupProof(store, `${config.baseUrl} ${status.path}`, now);
  const asked = async (target: LookupTarget) => {
    const answer = await askService(config, status, target);
    if (answer !== 404 && answer !== undefined) await proof.found();
    return answer;
  };
  return {
    async ask(target) {
      const answer = await asked(target);
      if (answer !== 404) return answer;
      if (await proof.holds()) return 'absent';
      config.logger?.warn(UNPROVEN_404, { route: 'status' });
      return undefined;
    },
    async find(target) {
      const answer = await asked(target);
      return answer === 404 ? undefined : answer;
    },
  };
}
