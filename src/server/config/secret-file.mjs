// Plain JavaScript on purpose: scripts/start.mjs runs it before anything is built, and the
// server (NODE_ENV development or test without JWT_SECRET) uses the very same file.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

/**
 * The secret kept in `file`, created once (random, mode 0600) when it does not exist yet.
 * Parallel first starts agree: the file appears whole through link(), and a loser reads the
 * winner's secret.
 */
export function readOrCreateSecretFile(file) {
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readSecret(file);
  if (secret === undefined) throw new Error(`${file} vanished while it was being created`);
  return secret;
}

function readSecret(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error?.code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} must hold a secret of at least ${MIN_LENGTH} characters; delete it to get a new one`,
    );
  }
  return secret;
}
