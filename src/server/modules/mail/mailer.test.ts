import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../../seed/accounts/seed-accounts';
import { type App, buildApp } from '../../app';
import { mailOutbox } from '../../db/schema';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { queuedMailSettled } from './mail-queue';

// Mail goes to the outbox table only when no SMTP server is configured: with SMTP, the table
// would otherwise hold every live reset link for anyone who can read it.

/** A minimal SMTP server that accepts every message and keeps its DATA. */
function smtpSink(): { server: Server; messages: string[] } {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return { server, messages };
}

let database: TestDatabase;
let sink: ReturnType<typeof smtpSink>;
let withSmtp: App;
let withoutSmtp: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  sink = smtpSink();
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  const address = sink.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const options = { database: database.handle, logger: false } as const;
  withSmtp = await buildApp(
    { ...testConfig, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Hemvist <no-reply@hemvist.se>' } },
    options,
  );
  withoutSmtp = await buildApp({ ...testConfig, mail: undefined }, options);
});

afterAll(async () => {
  await withSmtp?.close();
  await withoutSmtp?.close();
  await new Promise((resolve) => sink?.server.close(resolve));
  await database?.dispose();
});

const forgotPassword = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/system/user/forgotpassword',
    headers: { host: 'localhost' },
    payload: { email: 'resident@demo.hemvist.se' },
  });

describe('outgoing mail', () => {
  it('with SMTP configured, is sent and not stored in the outbox', async () => {
    expect((await forgotPassword(withSmtp)).statusCode).toBe(200);
    await queuedMailSettled(withSmtp);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toContain('resident@demo.hemvist.se');
    expect(sink.messages[0]).toContain('glomt-losenord');
    expect(await database.handle.db.select().from(mailOutbox)).toEqual([]);
  });

  it('without SMTP, is stored in the outbox', async () => {
    expect((await forgotPassword(withoutSmtp)).statusCode).toBe(200);
    await queuedMailSettled(withoutSmtp);
    const stored = await database.handle.db.select().from(mailOutbox);
    expect(stored.map((mail) => mail.to)).toEqual(['resident@demo.hemvist.se']);
    expect(sink.messages).toHaveLength(1);
  });
});
