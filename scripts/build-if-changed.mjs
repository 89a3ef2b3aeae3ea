import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start` and `npm run cluster` run a production build: made when the sources are newer
// than it (or there is none).

const SOURCES = ['src', 'seed', 'drizzle', 'vite.config.ts', 'package-lock.json'];

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

/** Builds into dist/ when needed; exits the process when the build fails. */
export function buildIfChanged(root) {
  const serverEntry = path.join(root, 'dist', 'server', 'main.js');
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (built < changed) {
    console.log(built ? 'Sources changed: rebuilding …' : 'First start: building the portal …');
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return serverEntry;
}
