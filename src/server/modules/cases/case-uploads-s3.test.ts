import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITES } from '../../../shared/sites/sites';
import { configFromEnv } from '../../config/env';
import {
  S3_TEST_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from '../../providers/file-storage/testing/s3-test-server';
import {
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  loginAs,
  type MultipartOptions,
  multipart,
} from './testing/case-test-app';
import { PDF_HEAD, sidewaysPhotoWithPosition, smallPng, windowsExecutable } from './testing/upload-fixtures';
import { ORPHAN_AGE_MS, sweepOrphanUploads } from './uploads/orphan-sweep';

// Issue 34 item 1: the case uploads with FILE_STORAGE_URL naming a bucket on an S3-protocol
// server (s3rver on 127.0.0.1): files stream in, download with their type and length, and the
// orphan sweep clears the bucket as it clears the disk.

let server: S3TestServer;
let ctx: CaseTestApp;
let resident: Caller;
let validFields: Record<string, string>;
const MB = 1_000_000;

beforeAll(async () => {
  server = await startS3TestServer();
  // The AWS SDK finds its credentials where production keeps them: the AWS_* variables.
  for (const [name, value] of Object.entries(S3_TEST_CREDENTIALS)) vi.stubEnv(name, value);
  const { fileStorageS3 } = configFromEnv({ FILE_STORAGE_URL: server.url, JWT_SECRET: 'j'.repeat(32) });
  ctx = await createCaseTestApp({ fileStorageS3 });
  resident = await loginAs(ctx.app, 'residentA');
  const get = async (url: string) =>
    (await ctx.app.inject({ method: 'GET', url, headers: resident.headers })).json();
  const [home] = await get('/case_management/customer/get_agreements');
  const rooms = (await get(`/case_management/rooms/${home.id}`)) as { id: string; roomType: number }[];
  validFields = {
    siteId: SITES.se.siteId,
    objectId: home.id,
    roomId: rooms.find((room) => room.roomType === 11)?.id ?? '',
    area: '2011',
    description: 'Det droppar från taket i badrummet.',
  };
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await server?.close();
  vi.unstubAllEnvs();
});

function submit(options: MultipartOptions) {
  const body = multipart({ fields: validFields, ...options });
  return ctx.app.inject({
    method: 'POST',
    url: '/case_management/customer/create_case',
    headers: { ...resident.headers, ...body.headers },
    payload: body.payload,
  });
}

interface Attachment {
  id: string;
  url: string;
  size: number;
  contentType: string;
}

describe('case uploads on S3 storage', () => {
  it('stores photos and a multi-part pdf in the bucket and downloads them with their type and length', async () => {
    const photo = await sidewaysPhotoWithPosition();
    const png = await smallPng();
    // Over 5 MB: stored as a multipart upload.
    const pdfSize = 7 * MB;
    const answer = await submit({
      files: [
        { filename: 'foto.jpg', content: photo },
        { filename: 'skiss.png', content: png },
        { filename: 'ritning.pdf', content: { size: pdfSize, head: PDF_HEAD } },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const attachments = answer.json().attachments as Attachment[];
    expect(attachments.map((file) => file.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
    ]);

    const stored = await ctx.storage.list('attachments');
    for (const file of attachments) expect(stored).toContain(`attachments/${file.id}`);
    // Nothing went to the local disk instead.
    expect(readdirSync(ctx.storageDir)).toEqual([]);

    for (const file of attachments) {
      const download = await ctx.app.inject({ method: 'GET', url: file.url, headers: resident.headers });
      expect(download.statusCode, file.url).toBe(200);
      expect(download.headers['content-type']).toBe(file.contentType);
      expect(download.headers['content-length']).toBe(String(file.size));
      expect(download.rawPayload.length).toBe(file.size);
    }
    const [uprightPhoto, , pdf] = attachments as [Attachment, Attachment, Attachment];
    const photoBytes = await ctx.app.inject({
      method: 'GET',
      url: uprightPhoto.url,
      headers: resident.headers,
    });
    const meta = await sharp(photoBytes.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([20, 40, undefined]);
    expect(pdf.size).toBe(pdfSize);
    const pdfBytes = (await ctx.app.inject({ method: 'GET', url: pdf.url, headers: resident.headers }))
      .rawPayload;
    expect(pdfBytes.subarray(0, PDF_HEAD.length)).toEqual(PDF_HEAD);
  });

  it('leaves nothing in the bucket when a later file of the submit is refused', async () => {
    const before = await ctx.storage.list('');
    const answer = await submit({
      files: [
        { filename: 'ritning.pdf', content: { size: 6 * MB, head: PDF_HEAD } },
        { filename: 'program.pdf', content: windowsExecutable() },
      ],
    });
    expect(answer.statusCode).toBe(415);
    expect(await ctx.storage.list('')).toEqual(before);
  });

  it('has its orphaned uploads swept once they are an hour old; recorded and newer files stay', async () => {
    const orphan = 'attachments/0b0b0b0b-dead-4000-8000-0000000000a1';
    const newer = 'attachments/0b0b0b0b-dead-4000-8000-0000000000a2';
    await ctx.storage.put(orphan, Readable.from([PDF_HEAD]));
    const orphanWritten = (await ctx.storage.modifiedAt(orphan)) as Date;
    // The bucket keeps whole seconds: the newer file is written in the next one.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 50));
    await ctx.storage.put(newer, Readable.from([PDF_HEAD]));
    const recorded = (await ctx.storage.list('attachments')).filter((key) => key !== orphan && key !== newer);

    // An hour after the orphan was written: it is due, the newer file is not.
    const now = new Date(orphanWritten.getTime() + ORPHAN_AGE_MS);
    expect(await sweepOrphanUploads(ctx.database.handle.db, ctx.storage, { now })).toEqual([orphan]);
    expect(await ctx.storage.list('attachments')).toEqual([...recorded, newer].sort());
    expect(await ctx.storage.read(orphan)).toBeUndefined();
  });
});
