import sharp from 'sharp';
import { IMAGE_QUALITY } from '../../../shared/media/image-urls';

/** Rasterises an SVG (librsvg) at its own pixel size and encodes it as WebP. */
export async function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: IMAGE_QUALITY })
    .toBuffer();
}
