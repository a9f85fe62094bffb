import { isRecord, parseBuyResponse, parseSellResponse, RAMP_WEBHOOK_EVENTS, recordStatus, type TransactionStatus } from '../../core';
import { routeOfRecord, type Learnt } from '../status/book';

/** One delivery from the ramp service, as `onEvent` receives it. */
export interface RampWebhookEvent {
  /** The service's event name, e.g. `bridge.events.transaction_request.updated`. */
  event: string;
  /** The transaction record the service sent, untouched but for a secret it echoed (masked `[redacted]`). */
  payload: Record<string, unknown>;
  /** The transaction's reference, when the payload names one. */
  reference: string | undefined;
  /** The status it reports, normalised; undefined when it names none the signer knows. */
  status: TransactionStatus | undefined;
}

const KNOWN = new Set<string>(Object.values(RAMP_WEBHOOK_EVENTS));

function referenceOf(payload: Record<string, unknown>): string | undefined {
  const raw = payload.reference ?? payload.transaction_reference;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return text && text.length <= 255 ? text : undefined;
}

/** Reads `{ event, payload }`; undefined for any other shape. */
export function readWebhookEvent(json: unknown): RampWebhookEvent | undefined {
  if (!isRecord(json) || !isRecord(json.payload) || typeof json.event !== 'string') return undefined;
  const event = json.event.trim();
  if (!event || event.length > 200) return undefined;
  const payload = json.payload;
  const word = recordStatus(payload);
  // A creation event without a status word still says the transaction exists and is pending.
  const status = word ?? (event === RAMP_WEBHOOK_EVENTS.created ? 'pending' : undefined);
  return { event, payload, reference: referenceOf(payload), status };
}

/** What a documented event teaches the status store; undefined for an event the signer does not know. */
export function learntFrom(event: RampWebhookEvent): Learnt | undefined {
  if (!KNOWN.has(event.event)) return undefined;
  const wrapped = { transaction: event.payload };
  const parsed = routeOfRecord(event.payload) === 'offramp' ? parseSellResponse(wrapped) : parseBuyResponse(wrapped);
  return { status: event.status, transaction: parsed?.transaction ?? {} };
}
