import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import type { FileStorage } from '../../providers/file-storage/file-storage';
import { fileStorageOf } from '../../providers/file-storage/storage-from-config';
import type { DocumentRow } from './signing-repository';

// Where document PDFs live: the file-storage provider (the same root as case files, under
// documents/), keyed by the server. A document's SHA-256 is of the bytes to sign; signing reads
// them back and refuses when they no longer match.

export function documentStorageOf(app: FastifyInstance): FileStorage {
  return fileStorageOf(app.config);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export const originalKey = (documentId: string) => `documents/${documentId}/original.pdf`;
/** A signed copy; each stamping has a key of its own, so one that does not stand is removed alone. */
export const signedKey = (documentId: string, copyId: string) =>
  `documents/${documentId}/signed-${copyId}.pdf`;

export async function putBytes(storage: FileStorage, key: string, bytes: Uint8Array): Promise<void> {
  await storage.put(key, Readable.from([Buffer.from(bytes)]));
}

export async function readBytes(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const stream = await storage.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export const documentChanged = () =>
  new HttpError('DOCUMENT_CHANGED', 'The document is not the one that was drawn up; it cannot be signed.');

/** The bytes a pending document's signature would cover, if they still hash to its SHA-256. */
export async function verifiedBytes(storage: FileStorage, document: DocumentRow): Promise<Buffer> {
  const bytes = await readBytes(storage, originalKey(document.id));
  if (!bytes || sha256Hex(bytes) !== document.sha256) throw documentChanged();
  return bytes;
}
