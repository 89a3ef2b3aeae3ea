import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../../../shared/sites/sites';
import {
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  type FilePart,
  loginAs,
  type MultipartOptions,
  multipart,
} from './testing/case-test-app';
import {
  minimalDocx,
  PDF_HEAD,
  sidewaysPhotoWithPosition,
  smallPdf,
  smallPng,
  windowsExecutable,
} from './testing/upload-fixtures';
import { sweepOrphanUploads } from './uploads/orphan-sweep';

// Uploads (issue 13 items 3 and 9): types by content, the limits of flows §5 with their keys,
// photos upright and without position, and nothing left behind by a refused, broken or
// repeated submit.

let ctx: CaseTestApp;
let resident: Caller;
let validFields: Record<string, string>;
const CREATE = '/case_management/customer/create_case';
const MB = 1_000_000;

beforeAll(async () => {
  ctx = await createCaseTestApp();
  resident = await loginAs(ctx.app, 'residentA');
  const [home] = (
    await ctx.app.inject({
      method: 'GET',
      url: '/case_management/customer/get_agreements',
      headers: resident.headers,
    })
  ).json();
  const rooms = (
    await ctx.app.inject({
      method: 'GET',
      url: `/case_management/rooms/${home.id}`,
      headers: resident.headers,
    })
  ).json() as { id: string; roomType: number }[];
  validFields = {
    siteId: SITES.se.siteId,
    objectId: home.id,
    roomId: rooms.find((room) => room.roomType === 11)?.id ?? '',
    area: '2011',
    description: 'Det läcker under handfatet.',
  };
}, 180_000);
afterAll(() => ctx?.close());

async function submit(options: MultipartOptions & { headers?: Record<string, string> }) {
  const body = multipart({ fields: validFields, ...options });
  return ctx.app.inject({
    method: 'POST',
    url: CREATE,
    headers: { ...resident.headers, ...body.headers, ...options.headers },
    payload: body.payload,
  });
}

async function caseCount(): Promise<number> {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/case_management/customer/get_cases',
    headers: resident.headers,
  });
  return answer.json().length;
}

/** Runs a submit that must fail and checks it left neither a case nor a stored file behind. */
async function expectNothingLeft(run: () => Promise<{ statusCode: number; json(): unknown }>) {
  const cases = await caseCount();
  const files = await ctx.storage.list('');
  const answer = await run();
  expect(await caseCount()).toBe(cases);
  expect(await ctx.storage.list('')).toEqual(files);
  return answer;
}

const pdf = (filename: string, size: number): FilePart => ({ filename, content: { size, head: PDF_HEAD } });

/** A change of the resident's case, as the errand page sends it. */
function changeCase(caseId: string, options: MultipartOptions) {
  const body = multipart(options);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/case_management/customer/case/${caseId}`,
    headers: { ...resident.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('accepted files', () => {
  it('stores jpeg, png, pdf and docx by their content and attaches them to the new case', async () => {
    const before = (await ctx.storage.list('attachments')).length;
    const answer = await submit({
      files: [
        { filename: 'foto.jpeg', content: await sidewaysPhotoWithPosition() },
        { filename: 'ritning.png', content: await smallPng() },
        { filename: 'kvitto.pdf', content: smallPdf() },
        { filename: 'beskrivning.docx', content: minimalDocx() },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const errand = answer.json();
    expect(errand.attachments.map((file: { contentType: string }) => file.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect((await ctx.storage.list('attachments')).length).toBe(before + 4);
  });

  it('turns a photo upright from its EXIF orientation and strips its location before storing it', async () => {
    const answer = await submit({
      files: [{ filename: 'sidledes.jpg', content: await sidewaysPhotoWithPosition() }],
    });
    const [photo] = answer.json().attachments;
    const download = await ctx.app.inject({ method: 'GET', url: photo.url, headers: resident.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="sidledes.jpg"; filename*=UTF-8''sidledes.jpg`,
    );
    const meta = await sharp(download.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from('Hemvist test camera'))).toBe(false);
  });

  it('names a file by what it is: a PNG sent as .jpg is kept as .png', async () => {
    const answer = await submit({
      files: [{ filename: 'bild.jpg', contentType: 'image/jpeg', content: await smallPng() }],
    });
    expect(answer.json().attachments[0]).toMatchObject({ fileName: 'bild.png', contentType: 'image/png' });
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a disguised executable renamed .jpg with 415 and the unsupported-type key', async () => {
    const answer = await expectNothingLeft(() =>
      submit({
        files: [
          { filename: 'ok.pdf', content: smallPdf() },
          { filename: 'semester.jpg', contentType: 'image/jpeg', content: windowsExecutable() },
        ],
      }),
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      issues: [{ path: 'files.semester.jpg', message: 'unsupportedFileType' }],
    });
  });

  it('refuses text whatever its name says', async () => {
    const answer = await expectNothingLeft(() =>
      submit({ files: [{ filename: 'notes.pdf', content: Buffer.from('just some text, no pdf') }] }),
    );
    expect(answer.statusCode).toBe(415);
  });

  it('refuses a sixth file with 413 and the too-many-files key', async () => {
    const answer = await expectNothingLeft(() =>
      submit({
        files: Array.from({ length: 6 }, (_, index) => ({
          filename: `sida-${index}.pdf`,
          content: smallPdf(),
        })),
      }),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'TOO_MANY_FILES', issues: [{ message: 'tooManyFiles' }] });
  });

  it('refuses a 21 MB file with 413 and the file-size key', async () => {
    const answer = await expectNothingLeft(() => submit({ files: [pdf('stor.pdf', 21 * 1024 * 1024)] }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'FILE_TOO_LARGE', issues: [{ message: 'fileSize' }] });
  });

  it('accepts a file of exactly 20,971,520 bytes', async () => {
    const answer = await submit({ files: [pdf('precis.pdf', 20_971_520)] });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().attachments[0].size).toBe(20_971_520);
  });

  it('refuses 101 MB in all with 413 and the total-size key', async () => {
    const answer = await expectNothingLeft(() =>
      submit({ files: Array.from({ length: 5 }, (_, index) => pdf(`del-${index}.pdf`, 20.2 * MB)) }),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      code: 'FILES_TOO_LARGE_IN_TOTAL',
      issues: [{ message: 'totalFileSize' }],
    });
  }, 120_000);

  it('removes the stored files when the fields turn out wrong after them', async () => {
    const answer = await expectNothingLeft(() =>
      submit({
        fields: { ...validFields, roomId: '00000000-0000-4000-8000-000000000000' },
        files: [{ filename: 'a.pdf', content: smallPdf() }],
      }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'roomId' }] });
  });

  it('leaves nothing when the body stops half-way through the second file', async () => {
    const answer = await expectNothingLeft(() =>
      submit({ files: [pdf('ett.pdf', 300_000), pdf('tva.pdf', 300_000)], truncateAt: 450_000 }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'MALFORMED_BODY' });
  });

  it('leaves nothing when the connection breaks half-way', async () => {
    const cases = await caseCount();
    const files = await ctx.storage.list('');
    const outcome = await submit({
      files: [pdf('ett.pdf', 300_000), pdf('tva.pdf', 300_000)],
      failAt: 450_000,
    }).then(
      (answer) => answer.statusCode,
      () => 'aborted',
    );
    expect(outcome === 'aborted' || (typeof outcome === 'number' && outcome >= 400)).toBe(true);
    // The server may still be unwinding the broken request: wait until its files are gone.
    await expect.poll(() => ctx.storage.list(''), { timeout: 10_000 }).toEqual(files);
    expect(await caseCount()).toBe(cases);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: CREATE,
      headers: resident.headers,
      payload: validFields,
    });
    expect(answer.statusCode).toBe(415);
  });
});

describe('retried submits', () => {
  it('creates one case for two submits with the same Idempotency-Key, and keeps only the first one’s files', async () => {
    const headers = { 'idempotency-key': 'submit-2026-11-24-0001' };
    const files = [{ filename: 'a.pdf', content: smallPdf() }];
    const cases = await caseCount();
    const first = await submit({ headers, files });
    const stored = await ctx.storage.list('attachments');
    const second = await submit({ headers, files });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().attachments).toEqual(first.json().attachments);
    expect(await caseCount()).toBe(cases + 1);
    expect(await ctx.storage.list('attachments')).toEqual(stored);
  });

  it('does the same with the key as a form field', async () => {
    const fields = { ...validFields, idempotencyKey: 'field-key-0002' };
    const files = [{ filename: 'b.pdf', content: smallPdf() }];
    const first = await submit({ fields, files });
    const stored = await ctx.storage.list('attachments');
    const second = await submit({ fields, files });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(await ctx.storage.list('attachments')).toEqual(stored);
  });
});

describe('changing a case’s files', () => {
  it('counts attached files against the five, removes files and adds new ones', async () => {
    const created = await submit({
      files: Array.from({ length: 4 }, (_, index) => ({ filename: `f${index}.pdf`, content: smallPdf() })),
    });
    const errand = created.json();
    const change = (options: MultipartOptions) => changeCase(errand.id, options);
    const tooMany = await expectNothingLeft(() =>
      change({
        fields: { description: 'Två till' },
        files: [
          { filename: 'x.pdf', content: smallPdf() },
          { filename: 'y.pdf', content: smallPdf() },
        ],
      }),
    );
    expect(tooMany.statusCode).toBe(413);
    const removed = errand.attachments[0];
    const swapped = await change({
      fields: { description: 'En bytt mot två', removeFiles: removed.id },
      files: [
        { filename: 'x.pdf', content: smallPdf() },
        { filename: 'y.pdf', content: smallPdf() },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().description).toBe('En bytt mot två');
    expect(swapped.json().attachments).toHaveLength(5);
    expect(swapped.json().attachments.map((file: { id: string }) => file.id)).not.toContain(removed.id);
    const gone = await ctx.app.inject({ method: 'GET', url: removed.url, headers: resident.headers });
    expect(gone.statusCode).toBe(404);
    expect(await ctx.storage.list(`attachments/${removed.id}`)).toEqual([]);
  });
});

describe('parallel changes of one case', () => {
  it('keep to five files: of four changes adding three files each, one attaches them, three are refused', async () => {
    const created = await submit({});
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().id as string;
    const storedBefore = await ctx.storage.list('attachments');
    const answers = await Promise.all(
      [1, 2, 3, 4].map((change) =>
        changeCase(caseId, {
          fields: { description: `Ändring ${change}` },
          files: [1, 2, 3].map((file) => ({ filename: `bild-${change}-${file}.pdf`, content: smallPdf() })),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413, 413, 413]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413))
      expect(refused.json().code).toBe('TOO_MANY_FILES');
    const errand = await ctx.app.inject({
      method: 'GET',
      url: `/case_management/customer/case/${caseId}`,
      headers: resident.headers,
    });
    const attached = errand.json().attachments as { id: string }[];
    expect(attached).toHaveLength(3);
    // The refused changes' files were not kept either: storage holds just the three attached.
    const storedNow = await ctx.storage.list('attachments');
    expect(storedNow.filter((key) => !storedBefore.includes(key)).sort()).toEqual(
      attached.map((file) => `attachments/${file.id}`).sort(),
    );
  });
});

describe('files left by a process that died between storing and committing', () => {
  it('are removed by the sweep once they are an hour old; recorded and recent files stay', async () => {
    const put = (key: string) => ctx.storage.put(key, Readable.from([smallPdf()]));
    await put('attachments/0b0b0b0b-dead-4000-8000-000000000001');
    await put('attachments/0b0b0b0b-dead-4000-8000-000000000002');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(
      path.join(ctx.storageDir, 'attachments', '0b0b0b0b-dead-4000-8000-000000000001'),
      twoHoursAgo,
      twoHoursAgo,
    );
    const recorded = await ctx.storage.list('attachments');
    const removed = await sweepOrphanUploads(ctx.database.handle.db, ctx.storage);
    expect(removed).toEqual(['attachments/0b0b0b0b-dead-4000-8000-000000000001']);
    const left = await ctx.storage.list('attachments');
    expect(left).toEqual(recorded.filter((key) => !removed.includes(key)));
    expect(left).toContain('attachments/0b0b0b0b-dead-4000-8000-000000000002');
  });
});
