import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  GENERATED_IMAGE_KINDS,
  type GeneratedImageKind,
  IMAGE_QUALITY,
  imageHeightFor,
  snapImageWidth,
} from '../../../shared/media/image-urls';
import { generatedImageContract } from '../../../shared/system/system-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { projectPath } from '../../project-root';
import { ImageCache } from './image-cache';
import { loadDrawing } from './image-sources';
import { renderWebp } from './render-image';

// GET /media/generated/{kind}/{id}[-{variant}].webp?w=…: demo pictures drawn from the
// catalogue (flows §9: WebP, quality 75, 3:2, widths up to 2560). The url never changes for
// a picture, so browsers and CDNs may keep it for a year; the ETag covers the drawing itself.

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const DEFAULT_WIDTH = 1200;
const MAX_VARIANT = 9;
const MEMORY_BUDGET = 64 * 1024 * 1024;
const FILE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(\d{1,3}))?\.webp$/i;

export interface MediaModuleOptions {
  /** Disk cache folder; by default var/media-cache when var/ is writable, none in tests. */
  cacheDirectory?: string | false;
}

function defaultCacheDirectory(env: string): string | undefined {
  if (env === 'test') return undefined;
  const varDir = projectPath('var');
  try {
    if (!existsSync(varDir)) return undefined;
    accessSync(varDir, constants.W_OK);
    return projectPath('var', 'media-cache');
  } catch {
    return undefined;
  }
}

export async function registerMediaModule(
  app: FastifyInstance,
  options: MediaModuleOptions = {},
): Promise<void> {
  const directory =
    options.cacheDirectory === false
      ? undefined
      : (options.cacheDirectory ?? defaultCacheDirectory(app.config.env));
  const cache = new ImageCache({
    maxBytes: MEMORY_BUDGET,
    directory,
    onDiskError: (error) => app.log.warn({ err: error }, 'media disk cache failed'),
  });

  addEndpoint(app, generatedImageContract, async (request, reply) => {
    const { kind, file } = request.params;
    if (!isGeneratedImageKind(kind)) {
      throw new HttpError('NOT_FOUND', `No pictures of kind ${kind}`);
    }
    const match = FILE_PATTERN.exec(file);
    if (!match)
      throw new HttpError('VALIDATION_FAILED', 'The picture name must be {uuid}.webp or {uuid}-{n}.webp');
    const [, fileId = '', variantText] = match;
    const id = fileId.toLowerCase();
    const variant = variantText ? Number(variantText) : 0;
    if (variant > MAX_VARIANT) throw new HttpError('NOT_FOUND', `No variant ${variant} of this picture`);
    const width = snapImageWidth(request.query.w === undefined ? DEFAULT_WIDTH : Number(request.query.w));
    const height = imageHeightFor(width);

    const drawing = await loadDrawing(app.database.db, kind, id, variant);
    if (!drawing) throw new HttpError('NOT_FOUND', `No ${kind} picture for ${id}`);
    const svg = drawing(width, height);
    // The drawing decides the bytes, so its hash is a strong validator; a changed catalogue
    // row gives a new ETag and a new cache entry.
    const digest = createHash('sha256').update(`${IMAGE_QUALITY}\n${svg}`).digest('base64url').slice(0, 22);
    const etag = `"${digest}"`;
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);

    const key = `${kind}/${id}-${variant}-${width}-${digest}`;
    const image = await cache.getOrRender(key, () => renderWebp(svg, width, height));
    return reply.type('image/webp').send(image);
  });
}

const isGeneratedImageKind = (kind: string): kind is GeneratedImageKind =>
  (GENERATED_IMAGE_KINDS as readonly string[]).includes(kind);

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
