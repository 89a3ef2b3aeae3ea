import type { Readable } from 'node:stream';

// Where uploaded files live (docs/architecture.md "Files"): a small interface, so a deployment
// may put them in an object store. local-disk-storage.ts keeps them under var/ (the default),
// s3-storage.ts in an S3 bucket (FILE_STORAGE_URL); storage-from-config.ts picks one.
// Keys are made by the server (never from a file name): [a-z0-9.-/] only, no segment starting with a dot.

export interface StoredFile {
  key: string;
  size: number;
}

export interface FileStorage {
  /** Streams the source into the key; on a failure nothing is left under the key. */
  put(key: string, source: Readable): Promise<StoredFile>;
  /** The file's bytes as a stream, or undefined when there is no such key. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the key; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under a prefix (tests and the orphan sweep). */
  list(prefix: string): Promise<string[]>;
  /** When the key was last written, or undefined when there is no such key. */
  modifiedAt(key: string): Promise<Date | undefined>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
}
