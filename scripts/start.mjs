// `npm start`: build when the sources are newer than the build, then run the server.
// With no DATABASE_URL the server uses the embedded PGlite database in var/ and seeds it
// with the demo world on first start. The server runs as production, which needs JWT_SECRET:
// unless one is set, a random secret is created once and kept in var/jwt-secret (mode 0600),
// so logins survive restarts and a second `npm start` on the same var/ accepts the same tokens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOrCreateSecretFile } from '../src/server/config/secret-file.mjs';
import { SERVER_NODE_FLAGS } from '../src/server/config/server-node-flags.mjs';
import { buildIfChanged } from './build-if-changed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = buildIfChanged(root);

// The demo runs a production build, yet with its dev tools (outbox, dev menu, developer
// BankID form), simulators and local links, unless the caller chose otherwise.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DEV_TOOLS: process.env.DEV_TOOLS || 'true',
  SIMULATORS: process.env.SIMULATORS || 'true',
  // Mails of the scheduled jobs link to this machine's sites, not the live ones.
  LINK_ENVIRONMENT: process.env.LINK_ENVIRONMENT || 'local',
};
if (!env.JWT_SECRET) {
  try {
    env.JWT_SECRET = readOrCreateSecretFile(path.join(root, 'var', 'jwt-secret'));
  } catch (error) {
    console.error(`JWT_SECRET is unset and ${error.message}`);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
