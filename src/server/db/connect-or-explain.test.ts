import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from './client';
import { connectOrExplain, DatabaseStartError } from './connect-or-explain';

// What main.ts does before anything else touches the database: one round trip, and on
// failure one line that names the cause and never the password. A silent host must not hang
// the start: the connect timeout ends the wait (the test's own timeout bounds it).

const PASSWORD = 'pa55-Wörd_secret';
const servers: net.Server[] = [];
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close().catch(() => undefined)));
  for (const server of servers.splice(0)) server.close();
});

async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function startFailure(port: number): Promise<string> {
  const config: AppConfig['database'] = {
    kind: 'postgres',
    url: `postgres://hemvist:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/hemvist`,
    timeouts: { connectMs: 300, statementMs: 300 },
  };
  const handle = openDatabase(config);
  handles.push(handle);
  const error = await connectOrExplain(handle, config).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DatabaseStartError);
  const message = (error as Error).message;
  expect(message.split('\n')).toHaveLength(1);
  expect(message).not.toContain(PASSWORD);
  expect(message).not.toContain(encodeURIComponent(PASSWORD));
  expect(message).toContain(`127.0.0.1:${port}/hemvist`);
  return message;
}

/** A PostgreSQL ErrorResponse ('E') with the given SQLSTATE and message. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

describe('connectOrExplain', () => {
  it('names a host that accepts the connection and never answers', async () => {
    const port = await listen(() => undefined);
    expect(await startFailure(port)).toMatch(/did not answer within 300 ms \(DATABASE_CONNECT_TIMEOUT_MS\)/);
  });

  it('names a port where nothing listens', async () => {
    const port = await listen(() => undefined);
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    expect(await startFailure(port)).toContain('refused the connection (ECONNREFUSED)');
  });

  it("passes on the server's own refusal with its SQLSTATE", async () => {
    const port = await listen((socket) => {
      socket.once('data', () =>
        socket.end(errorResponse('28P01', 'password authentication failed for user "hemvist"')),
      );
    });
    expect(await startFailure(port)).toContain(
      'answered: password authentication failed for user "hemvist" (28P01)',
    );
  });

  it('names a peer that hangs up without speaking PostgreSQL', async () => {
    const port = await listen((socket) => socket.destroy());
    expect(await startFailure(port)).toMatch(/closed the connection/);
  });
});
