/** The secret kept in `file`, created once (random, mode 0600) when it does not exist yet. */
export function readOrCreateSecretFile(file: string): string;
