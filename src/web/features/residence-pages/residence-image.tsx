import { CARD_WIDTHS, HERO_WIDTHS, imageSrc, imageSrcSet } from '../../../shared/media/image-urls';
import type { PageImage } from '../../../shared/residence/residence-page-view-models';

const ALL_WIDTHS = [...CARD_WIDTHS, ...HERO_WIDTHS];

interface Props {
  image: PageImage;
  /** The `sizes` of the layout the picture sits in (IMAGE_SIZES). */
  sizes: string;
  /** Card pictures never ask for hero widths. */
  widths?: readonly number[];
  /** The page's main picture: loaded at once and first. */
  priority?: boolean;
  className?: string;
}

// A generated WebP at the width the layout needs; width and height reserve the 3:2 box
// before the picture arrives, so nothing below it jumps.
export function ResidenceImage({ image, sizes, widths = ALL_WIDTHS, priority = false, className }: Props) {
  const smallest = widths[0] ?? 640;
  return (
    <picture>
      <source type="image/webp" srcSet={imageSrcSet(image.url, widths)} sizes={sizes} />
      <img
        className={className}
        src={imageSrc(image.url, Math.max(smallest, 800))}
        alt={image.altText}
        width={image.orgWidth}
        height={image.orgHeight}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
