import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { RateLimitContext } from './rate-limit/client-address';

/** A `node:http` request listener that also works as Express/Connect middleware. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Any web-standard handler: the signer, or the mock service's `handle`; `context` carries the client's address. */
export type WebHandler = (request: Request, context?: RateLimitContext) => Response | Promise<Response>;

/**
 * Adapts a web-standard handler to Node. Under Express, `req.url` has the mount path cut off;
 * the request is rebuilt from `req.originalUrl` so the handler sees the path the browser asked
 * for, as it does under Next.js or Hono, and `basePath` means the same everywhere. The handler
 * gets the connection's peer address for the rate limit. A handler that throws drops the
 * connection, as an unreachable server would.
 */
export function toNodeHandler(handler: WebHandler): NodeHandler {
  const listener = getRequestListener(async (request, env) => {
    try {
      return await handler(request, { clientAddress: env.incoming.socket.remoteAddress });
    } catch {
      env.incoming.socket.destroy();
      return new Response(null, { status: 500 });
    }
  });
  return (req, res) => {
    const originalUrl = (req as IncomingMessage & { originalUrl?: unknown }).originalUrl;
    if (typeof originalUrl === 'string') req.url = originalUrl;
    return listener(req, res);
  };
}
