import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// An SMTP catcher for the cluster: accepts every mail on 127.0.0.1 and writes it to a folder as
// an .eml file, the way a relay's outbound log would show it. Not a relay: nothing leaves.

/**
 * @param {{ port: number, folder: string, onMail?: (file: string) => void }} options
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
export async function startSmtpCatcher({ port, folder, onMail }) {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    socket.write('220 hemvist-cluster-catcher ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          count += 1;
          const file = path.join(folder, `${Date.now()}-${String(count).padStart(5, '0')}.eml`);
          writeFileSync(file, buffer.slice(0, end));
          onMail?.(file);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 caught\r\n');
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
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
