import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3Location } from '../s3-storage';

// An S3-protocol server for the tests and the upload bench: s3rver on 127.0.0.1, a free port,
// its objects in a temporary folder, in a child process (s3rver-process.mjs says why). It takes
// the signature of its fixed key pair, which the storage's client reads from the usual AWS
// variables (S3_TEST_CREDENTIALS).

export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;
export const S3_TEST_BUCKET = 'hemvist-files';

const SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

export interface S3TestServer {
  location: S3Location;
  /** FILE_STORAGE_URL naming the bucket on this server. */
  url: string;
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hemvist-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, S3_TEST_BUCKET], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.stdin?.end();
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  const firstLine = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [line] = (await Promise.race([
    once(firstLine, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver stopped during start-up (exit ${code})`);
    }),
  ])) as [string];
  firstLine.close();
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    location: { bucket: S3_TEST_BUCKET, region: 'us-east-1', endpoint },
    url: `s3://${S3_TEST_BUCKET}?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}`,
    close,
  };
}
