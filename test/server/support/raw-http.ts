import { connect } from 'node:net';

/** What came back on the socket: status, headers by lower-case name, and the body (chunk sizes dropped). */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Writes bytes no fetch client would send and reads the whole answer (the server closes after it). */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      let body = rest.join('\r\n\r\n');
      // A chunked body: keep the chunk data, drop the sizes.
      if (headers['transfer-encoding'] === 'chunked') body = body.split('\r\n').filter((_, n) => n % 2 === 1).join('');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    // latin1: every character below 256 is written as the one byte it names, non-ASCII bytes included.
    socket.write(request, 'latin1');
  });
}
