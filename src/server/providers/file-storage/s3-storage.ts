import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage';

/** A bucket on the S3 API (FILE_STORAGE_URL): AWS itself, or any store that speaks it. */
export interface S3Location {
  bucket: string;
  region: string;
  /** A store other than AWS (MinIO, Ceph, a test server); its buckets are addressed by path. */
  endpoint?: string;
}

/**
 * lib-storage sends a body in parts of this size, at most PARTS_IN_FLIGHT at a time: with the
 * part being filled that bounds what one upload holds in memory (about 15 MB), whatever the
 * file's size. 5 MB is the smallest part S3 accepts.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Files as objects in one bucket, one per key. An object appears only when its upload completes
 * (a multipart upload is invisible until then), so a key never names half a file, as on disk.
 * Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a profile, or the instance's role).
 */
export function s3Storage(location: S3Location, options: { listPageSize?: number } = {}): FileStorage {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.endpoint !== undefined,
    // The SDK's default CRC32 checksums come with aws-chunked bodies, which stores other than
    // AWS (s3rver, older MinIO and Ceph) refuse; TLS and the signature already cover the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer counts as down rather than holding the request forever.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const Bucket = location.bucket;
  const objectOf = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };

  return {
    async put(key, source): Promise<StoredFile> {
      const object = objectOf(key);
      let size = 0;
      const counted = Readable.from(
        countBytes(source, (bytes) => (size += bytes)),
        { objectMode: false },
      );
      // The parts of a failed upload are aborted here rather than by lib-storage: its own abort
      // replaces the body's error (a refused file, a broken photo) with the abort's, when that fails.
      const upload = new Upload({
        client,
        params: { ...object, Body: counted },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        counted.destroy();
        await abortParts(client, Bucket, key, upload.uploadId);
        throw error;
      }
      return { key, size };
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand(objectOf(key)));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a missing key's delete as done.
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
    async modifiedAt(key) {
      try {
        return (await client.send(new HeadObjectCommand(objectOf(key)))).LastModified;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async list(prefix) {
      // A prefix names a folder, as on disk: 'attachments' lists attachments/…, never attachments-old/….
      if (prefix) assertStorageKey(prefix);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix ? `${prefix}/` : undefined,
            ContinuationToken,
            // S3's page is 1000 keys; a test sets a small one to walk the continuation.
            MaxKeys: options.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}

async function* countBytes(source: Readable, count: (bytes: number) => void): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    count(bytes.length);
    yield bytes;
  }
}

/**
 * The parts of an unfinished multipart upload are no object, but the store keeps (and bills)
 * them until aborted. A failed abort is left to the bucket's lifecycle rule
 * (AbortIncompleteMultipartUpload, docs/architecture.md); the put's own error is what counts.
 */
async function abortParts(client: S3Client, Bucket: string, Key: string, UploadId: string | undefined) {
  if (!UploadId) return;
  await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
}

/** No such key; a missing bucket (NoSuchBucket) stays an error. HEAD answers have no body, hence NotFound. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
