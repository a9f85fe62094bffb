import type { Scrub } from '../config/redact';
import { toResponse, type SignerReply } from './responses';

/** HEAD answers as GET would, headers and status, without the body. */
function withoutBody(response: Response): Response {
  void response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}

function withHeaders(response: Response, headers: Record<string, string> | undefined): Response {
  if (!headers) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, headers: merged });
}

/**
 * The `Response` for a reply: a host's own `Response` (an `authorize` refusal, a replay) keeps its
 * body and gets the CORS headers; a reply becomes JSON scrubbed of the secrets; HEAD loses the body.
 */
export function finishResponse(request: Request, reply: SignerReply | Response, cors: Record<string, string> | undefined, scrub: Scrub): Response {
  const response =
    reply instanceof Response ? withHeaders(reply, cors)
    : reply.status === 204 ? new Response(null, { status: 204, headers: { ...cors, ...reply.headers } })
    : toResponse(reply, cors, scrub);
  return request.method === 'HEAD' ? withoutBody(response) : response;
}
