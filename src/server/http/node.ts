import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimitContext } from './context';
import { errorReply, toResponse } from './responses';

/** A `node:http` request listener that also works as Express/Connect middleware. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Any web-standard handler: the signer, or the mock service's `handle`; `context` carries the client's address. */
export type WebHandler = (request: Request, context?: RateLimitContext) => Response | Promise<Response>;

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The answer to a request the adapter cannot turn into a `Request` (a backslash in the path, a
 * `*` target, an invalid or missing Host): the contract's error shape, never cached.
 */
function malformedRequest(): Response {
  return toResponse(errorReply('validation', 'The request line or its Host header is not valid HTTP for this server.', { status: 400 }));
}

/**
 * The body a host's own parser (`express.json()`, `express.text()`, ...) already read from the
 * stream, as text or bytes to hand on; undefined while the stream is unread, so it is read as usual.
 */
function parsedBody(incoming: { readableEnded: boolean }): string | Uint8Array<ArrayBuffer> | undefined {
  const body = (incoming as { body?: unknown }).body;
  if (body === undefined || !incoming.readableEnded) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new Uint8Array(body);
  return JSON.stringify(body);
}

/** The request with the body the host's parser took (and inflated), when it took one; its length is then the handler's to measure. */
function withParsedBody(request: Request, incoming: { readableEnded: boolean }): Request {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : parsedBody(incoming);
  if (body === undefined) return request;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  // The parser inflated it: what is handed on is no longer gzip.
  headers.delete('content-encoding');
  return new Request(request, { body, headers });
}

// Loaded on first use: the adapter touches Node globals when it loads, and this entry must stay
// importable in browsers and edge runtimes that only ever use `createRampSigner`.
async function loadListener(handler: WebHandler): Promise<Listener> {
  const { getRequestListener } = await import('@hono/node-server');
  return getRequestListener(
    async (request, env) => {
      try {
        return await handler(withParsedBody(request, env.incoming), { clientAddress: env.incoming.socket.remoteAddress, incoming: env.incoming });
      } catch {
        env.incoming.socket.destroy();
        return new Response(null, { status: 500 });
      }
    },
    // Only the adapter's own refusals arrive here: the callback above never throws.
    { errorHandler: malformedRequest },
  );
}

/**
 * Adapts a web-standard handler to Node. Under Express, `req.url` has the mount path cut off;
 * the request is rebuilt from `req.originalUrl` so the handler sees the path the browser asked
 * for, as it does under Next.js or Hono, and `basePath` means the same everywhere. The handler
 * gets the connection's peer address for the rate limit. Mounted after the app's own body parsers
 * (`express.json()`, `express.urlencoded()`), it hands on the body they parsed. A handler that throws drops the
 * connection, as an unreachable server would; a request the adapter itself refuses gets a 400
 * in the error shape.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { createRampSigner, toNodeHandler } from 'naira-ramp/server';
 *
 * const app = express();
 * app.use('/api/ramp', toNodeHandler(createRampSigner({ basePath: '/api/ramp' })));
 * app.listen(3000);
 * ```
 */
export function toNodeHandler(handler: WebHandler): NodeHandler {
  let listener: Promise<Listener> | undefined;
  return async (req, res) => {
    listener ??= loadListener(handler);
    const originalUrl = (req as IncomingMessage & { originalUrl?: unknown }).originalUrl;
    if (typeof originalUrl === 'string') req.url = originalUrl;
    return (await listener)(req, res);
  };
}
