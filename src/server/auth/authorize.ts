import { ERROR_STATUS, isErrorBody, type RampErrorCode } from '../../core';
import type { RateLimitContext } from '../http/context';
import { errorReply, type SignerReply } from '../http/responses';

/** The request fields a host may fix for a user: a body that differs is refused, never rewritten. */
export const LOCKABLE_FIELDS = ['network', 'wallet_address', 'bank_name', 'account_number', 'account_name'] as const;

/** One lockable field's wire name. */
export type LockableField = (typeof LOCKABLE_FIELDS)[number];

/** Values the host fixes for this user, by wire name (`{ wallet_address: 'G…' }`). */
export type LockedValues = Partial<Record<LockableField, string>>;

/** Who is asking, as the host's `authorize` decided: the user and the values fixed for them. */
export interface RampPrincipal {
  /** The host's own id for the user; replays and owner checks compare it. */
  userId: string;
  /** Values this user may not change (a wallet the host already knows, a payout account). */
  locked?: LockedValues;
}

/**
 * The host's guard: the user behind a request, or a `Response` that refuses it. `context` is
 * what the runtime passed the signer (under the Node adapter, `incoming` is Express's `req`).
 */
export type Authorize = (request: Request, context: RateLimitContext) => RampPrincipal | Response | Promise<RampPrincipal | Response>;

/** What `authorize` decided, in the signer's terms. */
export type Authorization = { ok: true; principal: RampPrincipal } | { ok: false; reply: SignerReply | Response };

const REFUSALS: Record<number, string> = {
  401: 'Sign in to use this checkout.',
  403: 'This account may not use this checkout.',
};

/** The contract's code for a status the host chose (429 rate_limited, 401 unauthorized, ...); `forbidden` otherwise. */
function codeFor(status: number): RampErrorCode {
  const found = (Object.keys(ERROR_STATUS) as RampErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return found ?? 'forbidden';
}

/**
 * A host's refusal in the contract's error shape: a body already in that shape passes as it is
 * (with the signer's headers), anything else (plain text, HTML, empty) becomes the signer's own
 * words for its status; a status below 400 counts as 401.
 */
async function refusal(response: Response): Promise<SignerReply> {
  const status = response.status >= 400 && response.status <= 599 ? response.status : 401;
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  const headers: Record<string, string> = {};
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter !== null) headers['retry-after'] = retryAfter;
  // A reply, not a Response: the signer's answer is scrubbed of the secrets like every other one.
  if (isErrorBody(json)) return { status, body: json, headers };
  return errorReply(codeFor(status), REFUSALS[status] ?? 'This site refused the request.', { status, headers });
}

function validPrincipal(value: unknown): value is RampPrincipal {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, locked } = value as { userId?: unknown; locked?: unknown };
  if (typeof userId !== 'string' || userId === '') return false;
  return locked === undefined || (typeof locked === 'object' && locked !== null);
}

/** Runs the host's `authorize`; a principal without a usable `userId` is a host bug and refuses the request. */
export async function authorizeRequest(authorize: Authorize, request: Request, context: RateLimitContext): Promise<Authorization> {
  const decided = await authorize(request, context);
  if (decided instanceof Response) return { ok: false, reply: await refusal(decided) };
  if (!validPrincipal(decided)) throw new Error('authorize must return { userId: string, locked? } or a Response');
  return { ok: true, principal: decided };
}
