import {
  type GeneratedImageKind,
  generatedImageUrl,
  imageHeightFor,
  MAX_IMAGE_WIDTH,
} from '../../../../shared/media/image-urls';
import type { PageImage } from '../../../../shared/residence/residence-page-view-models';

// Every catalogue picture is a generated 3:2 WebP (issue 3, item 2); its original size is the
// largest width the image route renders, so the page can reserve the right box before loading.
export function pageImage(
  kind: GeneratedImageKind,
  id: string,
  variant: number,
  altText: string,
  description = '',
): PageImage {
  return {
    url: generatedImageUrl(kind, id, variant),
    orgWidth: MAX_IMAGE_WIDTH,
    orgHeight: imageHeightFor(MAX_IMAGE_WIDTH),
    altText,
    description,
  };
}

/** Interior pictures come in three variants per home (object-interior-1 … -3). */
export const INTERIOR_VARIANTS = [1, 2, 3] as const;
