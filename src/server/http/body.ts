import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { errorReply, type SignerReply } from './responses';

/** Largest request body the signer reads: a real buy body is well under 1 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The parsed JSON body, or the reply that refuses it. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; reply: SignerReply };

function isJsonMediaType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

const tooLarge = (): BodyResult => ({
  ok: false,
  reply: errorReply('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`),
});

const notJson = (): BodyResult => ({ ok: false, reply: errorReply('validation', 'The request body is not valid JSON.', { status: 400 }) });

/** Reads the stream up to the limit, stopping as soon as it is passed, whatever content-length claimed. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
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

/** Checks the content type, enforces the size limit while reading, bounds the nesting depth, and parses JSON. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    return { ok: false, reply: errorReply('unsupported_media_type', 'Send the body as JSON with content-type: application/json.') };
  }
  const length = request.headers.get('content-length');
  const declared = length === null ? Number.NaN : Number(length);
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  let bytes: Uint8Array | undefined;
  try {
    // A declared length within the limit is read in one go (the HTTP parser delivers no more than
    // it declared; the Node adapter then skips web streams entirely). Without one, read chunk by chunk.
    bytes = Number.isInteger(declared) && declared >= 0 ? await readWhole(request, limit) : await readCapped(request, limit);
  } catch {
    return { ok: false, reply: errorReply('validation', 'The request body could not be read.', { status: 400 }) };
  }
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
