import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage';
import { uploadInParts } from './s3-part-upload';

/** A bucket on the S3 API (FILE_STORAGE_URL): AWS itself, or any store that speaks it. */
export interface S3Location {
  bucket: string;
  region: string;
  /** A store other than AWS (MinIO, Ceph, a test server); its buckets are addressed by path. */
  endpoint?: string;
}

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
      return { key, size: await uploadInParts(client, objectOf(key), source) };
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

/** No such key; a missing bucket (NoSuchBucket) stays an error. HEAD answers have no body, hence NotFound. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
