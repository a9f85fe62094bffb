/** A JSON answer as the service sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The service's assumed error body: `{ "status": "error", "message": "..." }`. */
export function serviceError(status: number, message: string): Response {
  return json(status, { status: 'error', message });
}
