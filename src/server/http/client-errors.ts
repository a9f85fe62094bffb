import { errorBody, type RampErrorCode } from '../../core';

/** The socket Node hands a `clientError` listener: what this module writes to and closes. */
export interface ClientSocket {
  readonly writable: boolean;
  end(data: string): void;
  destroy(): void;
}

/** A Node `http.Server` (or `https`, or Express's `app.listen()` result): only its `clientError` event is used. */
export interface ClientErrorSource {
  on(event: 'clientError', listener: (error: Error & { code?: string }, socket: ClientSocket) => void): unknown;
}

type Refusal = { status: number; reason: string; code: RampErrorCode; message: string };

const HEADERS_TOO_LARGE: Refusal = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  code: 'payload_too_large',
  message: 'The request headers are larger than this server accepts.',
};
const TOO_SLOW: Refusal = { status: 408, reason: 'Request Timeout', code: 'timeout', message: 'The request did not arrive in time.' };
const NOT_HTTP: Refusal = { status: 400, reason: 'Bad Request', code: 'validation', message: 'The request is not valid HTTP (bad bytes or framing).' };

function refusalFor(code: string | undefined): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') return HEADERS_TOO_LARGE;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TOO_SLOW;
  return NOT_HTTP;
}

/** The whole answer as bytes on the wire: Node has no response object for a request it could not parse. */
function answerText({ status, reason, code, message }: Refusal): string {
  const body = JSON.stringify(errorBody(code, message));
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json',
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    `content-length: ${new TextEncoder().encode(body).length}`,
    'connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Answers the requests Node refuses before any handler runs (headers over its size limit, bytes
 * that are not HTTP, a request that never finished arriving) in the contract's error shape,
 * instead of Node's bare status with an empty body. Call it once with the server:
 * `answerClientErrors(app.listen(3000))`. A connection reset or one Node can no longer write to
 * is closed without an answer, as Node's own listener does.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { answerClientErrors, createRampSigner, toNodeHandler } from 'naira-ramp/server';
 *
 * const app = express();
 * app.use('/api/ramp', toNodeHandler(createRampSigner({ basePath: '/api/ramp' })));
 * // A request Node refuses before Express sees it (headers too large, bytes that are not HTTP, too slow)
 * // gets the signer's error shape too, instead of Node's empty body.
 * answerClientErrors(app.listen(Number(process.env.PORT ?? 3000)));
 * ```
 */
export function answerClientErrors(server: ClientErrorSource): void {
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(answerText(refusalFor(error.code)));
  });
}
