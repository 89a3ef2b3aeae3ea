import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  ALLOWED_FILE_TYPES,
  FILE_ERROR_KEYS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_CASE,
  MAX_TOTAL_FILE_BYTES,
} from '../../../../shared/cases/case-constants';
import { HttpError } from '../../../http-error';
import type { FileStorage } from '../../../providers/file-storage/file-storage';
import { safeFileName } from './file-names';

// One multipart case body (flows §3.3, §5), read part by part: text fields are collected,
// each file is streamed through a byte count and a content sniff straight into storage, so no
// pdf, video or docx is ever held whole in memory. Photos (jpeg, png) are the exception: sharp
// decodes each whole to turn it upright from its EXIF orientation, and it leaves without
// metadata (location included). A photo the decoder cannot read is refused (415), as is one
// naming more than MAX_PHOTO_PIXELS (413); the other types are not decoded and are stored as
// sent when their first bytes are right. Any failure removes what this body stored.

/** A file stored before its attachment record exists (CONVENTIONS, Condo). */
export interface UploadedFile {
  attachmentId: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface CaseUpload {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

export interface UploadLimits {
  /** Files the case already has: they count against the five. */
  attachedCount: number;
  /** Their bytes: they count against the total. */
  attachedBytes: number;
}

/** Enough of the start of a file for file-type to tell a docx from any other zip. */
const SNIFF_BYTES = 64 * 1024;
const ORIENTABLE = new Set<string>(['image/jpeg', 'image/png']);
/**
 * A photo is decoded whole to be turned upright, at about 10 bytes of memory per pixel: a
 * small file whose header names a huge picture would take gigabytes. 50 MP holds a 48 MP
 * phone photo; a real photo with more pixels is beyond 20 MB anyway. Checked from the header,
 * before decoding.
 */
const MAX_PHOTO_PIXELS = 50_000_000;

const fileError = (
  code: 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'FILES_TOO_LARGE_IN_TOTAL' | 'UNSUPPORTED_FILE_TYPE',
  key: string,
  name: string,
  message: string,
) => new HttpError(code, message, [{ path: `files.${name}`, message: key }]);

export function storageKeyOf(attachmentId: string): string {
  return `attachments/${attachmentId}`;
}

export async function readCaseUpload(
  request: FastifyRequest,
  storage: FileStorage,
  limits: UploadLimits,
): Promise<CaseUpload> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  let totalBytes = limits.attachedBytes;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
        continue;
      }
      const name = safeFileName(part.filename);
      if (limits.attachedCount + files.length >= MAX_FILES_PER_CASE) {
        throw fileError(
          'TOO_MANY_FILES',
          FILE_ERROR_KEYS.tooMany,
          name,
          `At most ${MAX_FILES_PER_CASE} files per case, counting those already attached.`,
        );
      }
      const stored = await storeFile(part, name, storage, (bytes) => {
        totalBytes += bytes;
        if (totalBytes > MAX_TOTAL_FILE_BYTES) {
          throw fileError(
            'FILES_TOO_LARGE_IN_TOTAL',
            FILE_ERROR_KEYS.totalSize,
            name,
            'The files exceed 100 MB in all.',
          );
        }
      });
      files.push(stored);
    }
  } catch (error) {
    await discardUploads(storage, files);
    throw asUploadError(error);
  }
  request.server.metrics.uploaded(
    files.reduce((bytes, file) => bytes + file.size, 0),
    files.length,
  );
  return { fields, files };
}

/** Removes files stored for a submit that did not become a case (or a change that failed). */
export async function discardUploads(storage: FileStorage, files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined)));
}

function partsOf(request: FastifyRequest): AsyncIterableIterator<Multipart> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the case as multipart/form-data.');
  }
  return request.parts();
}

async function storeFile(
  part: MultipartFile,
  name: string,
  storage: FileStorage,
  countTotal: (bytes: number) => void,
): Promise<UploadedFile> {
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let size = 0;
  const count = (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_FILE_BYTES) {
      throw fileError('FILE_TOO_LARGE', FILE_ERROR_KEYS.fileSize, name, `${name} is larger than 20 MB.`);
    }
    countTotal(chunk.length);
  };

  // The start of the file decides its type, whatever its name or declared type says.
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    count(next.value);
    head.push(next.value);
    headBytes += next.value.length;
  }
  const start = Buffer.concat(head);
  const detected = await fileTypeFromBuffer(start);
  const contentType = detected?.mime ?? 'unknown';
  if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(contentType)) {
    await drain(source);
    throw fileError(
      'UNSUPPORTED_FILE_TYPE',
      FILE_ERROR_KEYS.unsupportedType,
      name,
      `${name}: only jpeg, png, pdf, mp4, quicktime and docx files are accepted.`,
    );
  }

  const rest = async function* () {
    if (start.length > 0) yield start;
    if (ended) return;
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      count(next.value);
      yield next.value;
    }
  };
  const bytes = Readable.from(rest(), { objectMode: false });
  const picture = ORIENTABLE.has(contentType);
  const body = picture ? upright(bytes) : bytes;
  const attachmentId = randomUUID();
  const storageKey = storageKeyOf(attachmentId);
  let stored: { size: number };
  try {
    stored = await storage.put(storageKey, body);
  } catch (error) {
    // A picture the decoder cannot read cannot be turned upright or stripped of its position,
    // so it is refused (415) rather than stored as sent. Other formats are not decoded: a pdf,
    // mp4, mov or docx whose first bytes are right is stored as sent, however broken its body.
    if (picture && isPixelLimitError(error)) {
      throw fileError(
        'FILE_TOO_LARGE',
        FILE_ERROR_KEYS.fileSize,
        name,
        `${name}: the picture has more than ${MAX_PHOTO_PIXELS / 1_000_000} million pixels.`,
      );
    }
    if (picture && isDecoderError(error)) {
      throw fileError(
        'UNSUPPORTED_FILE_TYPE',
        FILE_ERROR_KEYS.unsupportedType,
        name,
        `${name}: the picture could not be read; it may be damaged or incomplete.`,
      );
    }
    throw error;
  }
  return {
    attachmentId,
    storageKey,
    fileName: withExtension(name, detected?.ext ?? 'bin'),
    contentType,
    size: stored.size,
  };
}

/**
 * The photo turned upright from its EXIF orientation; sharp writes no metadata unless asked,
 * so EXIF (GPS position included) is left behind. pipeline, not compose or pipe: a decoder
 * failure must reach the storage's write (and end it), never surface as an unhandled 'error'.
 */
function upright(bytes: Readable): Readable {
  const transformer = sharp({ failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  pipeline(bytes, transformer, () => {
    // Its error, if any, also destroys the transformer, and so reaches storage.put.
  });
  return transformer;
}

/** sharp's words for a header that names more pixels than limitInputPixels allows. */
function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** libvips' (and sharp's) words for input it cannot decode. */
function isDecoderError(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  const message = error instanceof Error ? error.message : '';
  return /vips|Input buffer|corrupt|premature end|image/i.test(message) && !/multipart/i.test(message);
}

/** Reads the rest of a refused file so the parser can go on to the end of the body. */
async function drain(source: AsyncIterator<Buffer>): Promise<void> {
  for (let next = await source.next(); !next.done; next = await source.next()) {
    // discarded
  }
}

function withExtension(name: string, ext: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return `${base || 'file'}.${ext}`;
}

/** The parser's own failures in the catalogue's words; a broken image counts as an unsupported file. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError('TOO_MANY_FILES', `At most ${MAX_FILES_PER_CASE} files per case.`, [
      { path: 'files', message: FILE_ERROR_KEYS.tooMany },
    ]);
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError('FILE_TOO_LARGE', 'A file is larger than 20 MB.', [
      { path: 'files', message: FILE_ERROR_KEYS.fileSize },
    ]);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError('PAYLOAD_TOO_LARGE', 'The form has too many parts.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the case as multipart/form-data.');
  }
  const message = error instanceof Error ? error.message : '';
  if (/sharp|vips|Input buffer|image/i.test(message) && !/multipart/i.test(message)) {
    return new HttpError('UNSUPPORTED_FILE_TYPE', 'A picture could not be read.', [
      { path: 'files', message: FILE_ERROR_KEYS.unsupportedType },
    ]);
  }
  return new HttpError(
    'MALFORMED_BODY',
    `The multipart body could not be read to its end (${message || 'aborted'}).`,
  );
}
