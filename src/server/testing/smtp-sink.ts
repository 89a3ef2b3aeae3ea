import { createServer, type Server, type Socket } from 'node:net';

// A minimal SMTP server for tests: greets, accepts every command, keeps each message's DATA.
// `reject` answers every DATA with a permanent failure instead (a relay that refuses the mail).

export interface SmtpSink {
  server: Server;
  messages: string[];
  /** Listens on the port (0: any free one); answers the port. */
  listen(port?: number): Promise<number>;
  /** Stops listening and drops every open connection, as a mail server that goes down. */
  stop(): Promise<void>;
}

export function smtpSink(options: { reject?: boolean } = {}): SmtpSink {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let server = serve();

  function serve(): Server {
    return createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      let buffer = '';
      let inData = false;
      socket.write('220 sink ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            if (!options.reject) messages.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write(options.reject ? '550 mailbox unavailable\r\n' : '250 queued\r\n');
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
  }

  return {
    get server() {
      return server;
    },
    messages,
    async listen(port = 0) {
      if (!server.listening && server.address() === null) server = serve();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      const address = server.address();
      return typeof address === 'object' && address ? address.port : 0;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      server = serve();
    },
  };
}
