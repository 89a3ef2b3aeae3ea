import sharp from 'sharp';
import { PDF_HEAD } from './upload-fixtures';

// Files whose first bytes name an accepted type but whose body is broken: what a phone gives
// when a copy stops half-way, a disk bit rots, or someone probes the upload with garbage.

/** Deterministic bytes that look random (no entropy needed, the same on every run). */
export function noise(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** A noisy photo (large enough that the decoder reads it in several chunks). */
export async function noisyJpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp(noise(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A JPEG cut off at `fraction` of its length: no end-of-image marker, scan data missing. */
export async function truncatedJpeg(fraction = 0.5): Promise<Buffer> {
  const whole = await noisyJpeg();
  return whole.subarray(0, Math.floor(whole.length * fraction));
}

/** The JPEG start-of-image and APP0 markers, then garbage. */
export function jpegHeaderWithGarbage(size = 200_000): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    noise(size),
  ]);
}

/** A valid PNG whose image data chunk has been scrambled (its CRC no longer matches). */
export async function pngWithBadChunk(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp(noise(64 * 64 * 3, 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const idat = png.indexOf('IDAT', 8, 'latin1');
  for (let index = idat + 4; index < idat + 40; index += 1) png[index] = (png[index] ?? 0) ^ 0x5a;
  return png;
}

/** The PNG signature and an IHDR chunk header, then garbage. */
export function pngHeaderWithGarbage(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR', 'latin1'), noise(5000)]);
}

/** "%PDF-1.4" and then nothing a PDF reader could use. */
export function pdfHeaderWithGarbage(): Buffer {
  return Buffer.concat([PDF_HEAD, noise(50_000, 11)]);
}

/** An MP4 file-type box ("ftyp isom"), then garbage where the movie should be. */
export function mp4HeaderWithGarbage(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  return Buffer.concat([ftyp, noise(80_000, 5)]);
}

/** A small JPEG whose header names 8000 × 8000 pixels (64 MP): a decompression bomb in miniature. */
export async function hugePictureJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#808080' } })
    .jpeg({ quality: 50 })
    .toBuffer();
}
