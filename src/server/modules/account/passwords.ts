import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (argon2id, m=19 MiB, t=2): the OWASP baseline.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown email, no password set) it still runs a
 * verification against a dummy hash, so timing does not tell which addresses have accounts.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password that matches nothing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
