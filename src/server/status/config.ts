import { envOf, number, text, upstreamPath } from '../config/env';
import type { SignerEnv } from '../config/types';

/** The signer's options for the status route; each falls back to the environment variable named. */
export interface StatusOptions {
  /**
   * The service's status lookup (`RAMP_STATUS_PATH`, default the observed
   * `/transactions/v1/fetch_transaction?business_id={business_id}&transaction_reference={reference}`).
   * A retry whose earlier attempt left no known outcome is sent again only when this lookup answers
   * 404 after it has been seen to work (it found a transaction, of any reference, in the last 30
   * days, as `store` keeps for this path and `baseUrl`); a 404 before that cannot tell a wrong path
   * from "holds none", so the retry is answered "may have gone through" and the logger warned.
   */
  statusPath?: string;
  /** How old a pending status may get before the status route asks the service again, in ms (`RAMP_STATUS_STALE_MS`, default 10000). */
  statusStaleMs?: number;
}

/** How the signer keeps statuses fresh, resolved once at creation. */
export interface StatusConfig {
  /** Lookup path template with `{reference}` and `{business_id}` (URL-encoded when filled in). */
  path: string;
  /** How old a pending status may be before the route asks the service again, in ms. */
  staleMs: number;
}

/** The observed lookup (observed-service, "States and events"). */
export const DEFAULT_STATUS_PATH = '/transactions/v1/fetch_transaction?business_id={business_id}&transaction_reference={reference}';

/** Reads `statusPath` / `RAMP_STATUS_PATH` and `statusStaleMs` / `RAMP_STATUS_STALE_MS` (default 10 s). */
export function resolveStatusConfig(options: StatusOptions & { env?: SignerEnv }): StatusConfig {
  const env = envOf(options);
  return {
    path: upstreamPath('RAMP_STATUS_PATH', text(options.statusPath, env.RAMP_STATUS_PATH) ?? DEFAULT_STATUS_PATH),
    staleMs: number('RAMP_STATUS_STALE_MS', options.statusStaleMs, env.RAMP_STATUS_STALE_MS, 10_000),
  };
}

/**
 * Fills the template; one without `{reference}` gets `business_id` and `transaction_reference`
 * appended as query parameters, as the observed lookup takes them. Undefined for `.` and `..`,
 * which a URL parser would read as path steps even when percent-encoded.
 */
export function statusPathFor(template: string, reference: string, businessId: string): string | undefined {
  if (reference === '.' || reference === '..') return undefined;
  const fill = (path: string) =>
    path.replaceAll('{reference}', encodeURIComponent(reference)).replaceAll('{business_id}', encodeURIComponent(businessId));
  if (template.includes('{reference}')) return fill(template);
  const query = new URLSearchParams({ business_id: businessId, transaction_reference: reference });
  return `${fill(template)}${template.includes('?') ? '&' : '?'}${query}`;
}
