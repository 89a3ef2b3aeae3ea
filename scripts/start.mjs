// `npm start`: build when the sources are newer than the build, then run the server.
// With no DATABASE_URL the server uses the embedded PGlite database in var/ and seeds it
// with the demo world on first start. The server runs as production, which needs JWT_SECRET:
// unless one is set, a random secret is created once and kept in var/jwt-secret (mode 0600),
// so logins survive restarts and a second `npm start` on the same var/ accepts the same tokens.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOrCreateSecretFile } from '../src/server/config/secret-file.mjs';
import { SERVER_NODE_FLAGS } from '../src/server/config/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist', 'server', 'main.js');
const sources = ['src', 'seed', 'drizzle', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (built < changed) {
  console.log(built ? 'Sources changed: rebuilding …' : 'First start: building the portal …');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

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
