import sharp, { type Stats } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImageUrl, IMAGE_QUALITY } from '../../../shared/media/image-urls';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { IMAGE_CACHE_CONTROL } from './media-routes';
import { insertMediaFixtures, type MediaFixtures } from './testing/media-fixtures';

describe('GET /media/generated/{kind}/{id}.webp', () => {
  let ctx: TestApp;
  let rows: MediaFixtures;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    rows = await insertMediaFixtures(ctx.database.handle.db);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  async function picture(url: string) {
    const response = await get(url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return { response, bytes: response.rawPayload, meta: await sharp(response.rawPayload).metadata() };
  }

  it('answers WebP pictures at the hero widths in exactly 3:2', async () => {
    for (const width of [1200, 1900, 2560]) {
      const { response, bytes, meta } = await picture(
        `${generatedImageUrl('object-plan', rows.largeObjectId)}?w=${width}`,
      );
      expect(response.headers['content-type']).toBe('image/webp');
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([width, Math.round(width / 1.5)]);
    }
  }, 30_000);

  it('renders 1200 wide without ?w= and snaps other widths up to an allowed one', async () => {
    const plain = await picture(generatedImageUrl('object-plan', rows.smallObjectId));
    expect(plain.meta.width).toBe(1200);
    const card = await picture(`${generatedImageUrl('object-plan', rows.smallObjectId)}?w=300`);
    expect([card.meta.width, card.meta.height]).toEqual([320, 213]);
    const tiny = await picture(`${generatedImageUrl('object-plan', rows.smallObjectId)}?w=5`);
    expect(tiny.meta.width).toBe(320);
    const huge = await picture(`${generatedImageUrl('object-plan', rows.smallObjectId)}?w=9000`);
    expect(huge.meta.width).toBe(2560);
  }, 30_000);

  it('encodes at quality 75: the bytes match a quality-75 encode of the same pixels', async () => {
    const { bytes } = await picture(`${generatedImageUrl('area-view', rows.areaId)}?w=320`);
    const pixels = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const atQuality = (quality: number) =>
      sharp(pixels.data, { raw: pixels.info })
        .webp({ quality })
        .toBuffer()
        .then((buffer) => buffer.length);
    // Re-encoding decoded pixels at the same quality stays near the original size; a much
    // higher quality is clearly larger. This fails if the route ignores IMAGE_QUALITY.
    const [same, higher] = await Promise.all([atQuality(IMAGE_QUALITY), atQuality(98)]);
    expect(Math.abs(same - bytes.length) / bytes.length).toBeLessThan(0.25);
    expect(higher).toBeGreaterThan(bytes.length * 1.4);
  });

  it('sends long-lived cache headers and an ETag, and 304 when it matches', async () => {
    const url = `${generatedImageUrl('object-facade', rows.largeObjectId)}?w=320`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives the same bytes for the same request and different pictures for different stages', async () => {
    const url = (id: string) => `${generatedImageUrl('stage-facade', id)}?w=320`;
    const [a, b, c] = await Promise.all([
      get(url(rows.blockStageId)),
      get(url(rows.blockStageId)),
      get(url(rows.rowStageId)),
    ]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.rawPayload.equals(c.rawPayload)).toBe(false);
    expect(a.headers.etag).not.toBe(c.headers.etag);
  });

  it('draws floor plans from the rooms: a studio and a four-room home differ', async () => {
    const small = await get(`${generatedImageUrl('object-plan', rows.smallObjectId)}?w=320`);
    const large = await get(`${generatedImageUrl('object-plan', rows.largeObjectId)}?w=320`);
    expect(small.statusCode).toBe(200);
    expect(large.statusCode).toBe(200);
    expect(small.rawPayload.equals(large.rawPayload)).toBe(false);
  });

  it('marks the object on its stage building: homes on different floors get different facades', async () => {
    const url = (id: string) => `${generatedImageUrl('object-facade', id)}?w=320`;
    const [second, fifth] = await Promise.all([get(url(rows.smallObjectId)), get(url(rows.largeObjectId))]);
    expect(second.statusCode).toBe(200);
    expect(fifth.statusCode).toBe(200);
    expect(second.rawPayload.equals(fifth.rawPayload)).toBe(false);
  });

  it('varies the light between homes of one project, so neighbours on one floor differ too', async () => {
    const url = (id: string) => `${generatedImageUrl('object-facade', id)}?w=320`;
    const [one, neighbour] = await Promise.all([
      get(url(rows.smallObjectId)),
      get(url(rows.neighbourObjectId)),
    ]);
    expect(one.statusCode).toBe(200);
    expect(neighbour.statusCode).toBe(200);
    expect(one.rawPayload.equals(neighbour.rawPayload)).toBe(false);
    // Same building, other light: the average colour moves with the time of day.
    const [a, b] = await Promise.all([sharp(one.rawPayload).stats(), sharp(neighbour.rawPayload).stats()]);
    const mean = (stats: Stats) => stats.channels.slice(0, 3).map((channel) => channel.mean);
    const difference = mean(a).reduce(
      (sum, value, index) => sum + Math.abs(value - (mean(b)[index] ?? 0)),
      0,
    );
    expect(difference).toBeGreaterThan(3);
  });

  it('draws three different interiors as variants 1–3 and every kind for a town house', async () => {
    const variants = await Promise.all(
      [1, 2, 3].map((n) => get(`${generatedImageUrl('object-interior', rows.townHouseObjectId, n)}?w=320`)),
    );
    for (const response of variants) expect(response.headers['content-type']).toBe('image/webp');
    const distinct = new Set(variants.map((response) => response.rawPayload.toString('base64')));
    expect(distinct.size).toBe(3);
    const facade = await get(`${generatedImageUrl('object-facade', rows.townHouseObjectId)}?w=320`);
    expect(facade.statusCode).toBe(200);
  });

  it('is documented in the OpenAPI document with its answers', async () => {
    const document = (await get('/docs/openapi.json')).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const responses = document.paths['/media/generated/{kind}/{file}']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '304', '400', '404']));
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['image/webp']);
  });

  it('rejects bad requests with stable codes', async () => {
    const nonNumeric = await get(`${generatedImageUrl('stage-facade', rows.blockStageId)}?w=wide`);
    expect(nonNumeric.statusCode).toBe(400);
    expect(nonNumeric.json().code).toBe('VALIDATION_FAILED');

    const malformed = await get('/media/generated/stage-facade/not-a-uuid.webp');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');

    const unknownKind = await get(`/media/generated/stage-portrait/${rows.blockStageId}.webp`);
    expect(unknownKind.statusCode).toBe(404);
    expect(unknownKind.json().code).toBe('NOT_FOUND');

    const noSuchRow = await get(generatedImageUrl('stage-facade', '00000000-0000-4000-8000-000000000000'));
    expect(noSuchRow.statusCode).toBe(404);
    expect(noSuchRow.json().code).toBe('NOT_FOUND');

    // An object id is not a stage id: the kind decides which table is read.
    const wrongTable = await get(generatedImageUrl('stage-facade', rows.smallObjectId));
    expect(wrongTable.statusCode).toBe(404);
  });
});
