import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/** 5 MiB, the smallest part S3 accepts (but the last). */
export const PART_BYTES = 5 * 1024 * 1024;

interface S3Object {
  Bucket: string;
  Key: string;
}

/**
 * Streams a body into one object (ADR 0021): bytes are copied into two part buffers that are
 * allocated once per upload and reused, one being sent while the other fills, so an upload holds
 * 10 MiB whatever the file's size and makes no garbage per part. A body smaller than a part is
 * one PutObject; a larger one a multipart upload, which stays invisible until completed, so the
 * key never names half a file. On any failure, of the body or of the store, the parts sent are
 * aborted and the error is the body's or the store's own. Answers the number of bytes stored.
 */
export async function uploadInParts(client: S3Client, object: S3Object, body: Readable): Promise<number> {
  const buffers = [Buffer.allocUnsafe(PART_BYTES), Buffer.allocUnsafe(PART_BYTES)];
  const parts: CompletedPart[] = [];
  let uploadId: string | undefined;
  let sending: Promise<void> = Promise.resolve();
  let current = 0;
  let filled = 0;
  let size = 0;

  const sendPart = async (PartNumber: number, bytes: Buffer) => {
    const answer = await client.send(
      new UploadPartCommand({
        ...object,
        UploadId: uploadId,
        PartNumber,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
    parts.push({ PartNumber, ETag: answer.ETag });
  };
  /** The full buffer goes out; the other is filled next, once the part sent from it is done. */
  const startSending = async (bytes: Buffer) => {
    await sending;
    if (!uploadId) uploadId = (await client.send(new CreateMultipartUploadCommand(object))).UploadId;
    sending = sendPart(parts.length + 1, bytes);
    // Seen at the next await; until then a failed part must not count as unhandled.
    sending.catch(() => undefined);
  };

  try {
    for await (const chunk of body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      let offset = 0;
      while (offset < bytes.length) {
        const buffer = buffers[current] as Buffer;
        const copied = bytes.copy(buffer, filled, offset);
        offset += copied;
        filled += copied;
        if (filled === PART_BYTES) {
          await startSending(buffer);
          current = 1 - current;
          filled = 0;
        }
      }
    }
    const rest = (buffers[current] as Buffer).subarray(0, filled);
    if (!uploadId) {
      await sending;
      await client.send(new PutObjectCommand({ ...object, Body: rest, ContentLength: rest.length }));
      return size;
    }
    await sending;
    if (rest.length > 0) await sendPart(parts.length + 1, rest);
    await client.send(
      new CompleteMultipartUploadCommand({
        ...object,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0)) },
      }),
    );
    return size;
  } catch (error) {
    body.destroy();
    await sending.catch(() => undefined);
    await abortParts(client, object, uploadId);
    throw error;
  }
}

/**
 * The parts of an unfinished multipart upload are no object, but the store keeps (and bills)
 * them until aborted. A failed abort is left to the bucket's lifecycle rule
 * (AbortIncompleteMultipartUpload, docs/architecture.md); the put's own error is what counts.
 */
async function abortParts(client: S3Client, object: S3Object, UploadId: string | undefined) {
  if (!UploadId) return;
  await client.send(new AbortMultipartUploadCommand({ ...object, UploadId })).catch(() => undefined);
}
