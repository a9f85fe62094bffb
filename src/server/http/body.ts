import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { errorReply, type SignerReply } from './responses';

/** Largest request body the signer reads: a real buy body is well under 1 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** How long a body may take to arrive by default: a real one arrives in milliseconds. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/** The options that bound reading a request's body. */
export interface BodyOptions {
  /** How long a request's body may take to arrive, in ms, before it is answered 408 and its connection closed (default 10000). */
  bodyTimeoutMs?: number;
}

/** The parsed JSON body, or the reply that refuses it. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; reply: SignerReply };

function isJsonMediaType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** Whether the body arrives as it was written: no Content-Encoding, or `identity`. */
function isUnencoded(header: string | null): boolean {
  const encoding = header?.trim().toLowerCase();
  return !encoding || encoding === 'identity';
}

const tooLarge = (): BodyResult => ({
  ok: false,
  reply: errorReply('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`),
});

const notJson = (): BodyResult => ({ ok: false, reply: errorReply('validation', 'The request body is not valid JSON.', { status: 400 }) });

/** A body too slow to arrive: 408 in the error shape, and the connection closed so it holds nothing. */
export const tooSlow = (timeoutMs: number): BodyResult => ({
  ok: false,
  reply: errorReply('timeout', `The request body did not arrive within ${timeoutMs / 1000} s.`, { status: 408, headers: { connection: 'close' } }),
});

const LATE = Symbol('late');

/** What stops a read in progress once its deadline has passed (a chunked read's reader sets it). */
type Stop = { cancel?: () => void };

/** The read, or LATE once `timeoutMs` has passed; `stop.cancel` is then called, so a read in progress ends. */
async function withinDeadline<T>(read: (stop: Stop) => Promise<T>, timeoutMs: number): Promise<T | typeof LATE> {
  const stop: Stop = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((settle) => {
    timer = setTimeout(() => {
      settle(LATE);
      stop.cancel?.();
    }, timeoutMs);
  });
  const reading = read(stop);
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
    reading.catch(() => undefined);
  }
}

/** Reads the stream up to the limit, stopping as soon as it is passed (or the deadline stops it), whatever content-length claimed. */
async function readCapped(request: Request, limit: number, stop: Stop): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  stop.cancel = () => void reader.cancel().catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The whole body, or undefined when it turns out larger than the limit after all. */
async function readWhole(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.byteLength > limit ? undefined : bytes;
}

/**
 * Checks the content type, then reads the body as `readJson` does: a browser's request must say
 * it is JSON (a form post another site's page sends stops here).
 */
export async function readJsonBody(request: Request, timeoutMs = DEFAULT_BODY_TIMEOUT_MS, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    return { ok: false, reply: errorReply('unsupported_media_type', 'Send the body as JSON with content-type: application/json.') };
  }
  return readJson(request, timeoutMs, limit);
}

/**
 * Reads a body as JSON whatever its content type says (an encoded body is refused: 415), enforcing
 * the size limit while reading and the time it may take (`timeoutMs`: 408, connection closed),
 * bounding the nesting depth.
 */
export async function readJson(request: Request, timeoutMs = DEFAULT_BODY_TIMEOUT_MS, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  // A compressed body is refused whole rather than read as bytes that are "not JSON".
  if (!isUnencoded(request.headers.get('content-encoding'))) {
    return { ok: false, reply: errorReply('unsupported_media_type', 'Send the body uncompressed: this signer reads no Content-Encoding.') };
  }
  const length = request.headers.get('content-length');
  const declared = length === null ? Number.NaN : Number(length);
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  let bytes: Uint8Array | undefined | typeof LATE;
  try {
    // A declared length within the limit is read in one go (the HTTP parser delivers no more than
    // it declared; the Node adapter then skips web streams entirely). Without one, read chunk by chunk.
    const whole = Number.isInteger(declared) && declared >= 0;
    bytes = await withinDeadline((stop) => (whole ? readWhole(request, limit) : readCapped(request, limit, stop)), timeoutMs);
  } catch {
    return { ok: false, reply: errorReply('validation', 'The request body could not be read.', { status: 400 }) };
  }
  if (bytes === LATE) return tooSlow(timeoutMs);
  if (!bytes) return tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return notJson();
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return { ok: false, reply: errorReply('validation', `The request body nests objects and lists deeper than ${MAX_JSON_DEPTH} levels.`, { status: 400 }) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return notJson();
  }
}
