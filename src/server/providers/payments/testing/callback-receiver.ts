import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingCallback } from '../payment-provider';

// Tests only: a merchant's callback endpoint on a port of its own, which keeps every callback
// exactly as it arrived (raw body and headers) for the test to verify.

export interface CallbackReceiver {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  received: Array<IncomingCallback & { path: string }>;
  last(): IncomingCallback & { path: string };
  close(): Promise<void>;
}

export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: CallbackReceiver['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers as IncomingHttpHeaders,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    last() {
      const callback = received.at(-1);
      if (!callback) throw new Error('No callback has arrived');
      return callback;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
