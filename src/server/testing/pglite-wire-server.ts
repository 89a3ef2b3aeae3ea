import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

// A PostgreSQL wire endpoint for an embedded PGlite, so the fault tests can put a TCP proxy
// between the app's real pg driver and the database on the PGlite run too (no DATABASE_URL).
// PGlite speaks the protocol itself (execProtocolRaw), as @electric-sql/pglite-socket uses it;
// that package pins an older PGlite as a peer, so this is the same idea in a few lines.
// PGlite is one backend: connections take turns, and a connection that ends (or is cut)
// gives its session back rolled back and reset, as a server's backend would end.

export interface PgliteWireServer {
  /** A postgres:// URL that reaches the PGlite through this endpoint. */
  url: string;
  close(): Promise<void>;
}

export async function startPgliteWireServer(db: PGlite): Promise<PgliteWireServer> {
  let turn: Promise<void> = Promise.resolve();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.pause();
    const previous = turn;
    let release = () => {};
    turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    let work = previous;
    let attached = false;
    const attach = () => {
      attached = true;
      socket.on('data', (data: Buffer) => {
        work = work.then(async () => {
          const answer = await db.execProtocolRaw(new Uint8Array(data));
          if (answer.length > 0 && !socket.destroyed) socket.write(Buffer.from(answer));
        });
        work.catch(() => socket.destroy());
      });
      socket.resume();
    };
    void previous.then(() => {
      if (!socket.destroyed) attach();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      // Wait for this connection's turn and its last message before handing the session on.
      void work
        .catch(() => undefined)
        .then(async () => {
          if (attached && !db.closed) {
            await db.exec('ROLLBACK').catch(() => undefined);
            await db.exec('DISCARD ALL').catch(() => undefined);
          }
        })
        .finally(release);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `postgres://hemvist@127.0.0.1:${address.port}/postgres`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await turn;
    },
  };
}
