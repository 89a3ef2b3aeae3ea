import { HERO_WIDTHS, IMAGE_SIZES, imageSrc, imageSrcSet } from '../../../shared/media/image-urls';
import type { PageImage } from '../../../shared/residence/residence-page-view-models';
import styles from './premises-object.module.css';

const WIDTHS = [480, 640, 800, ...HERO_WIDTHS];

/**
 * The generated picture of a premises' building (ADR 0002) at the width the layout needs; width
 * and height reserve its 3:2 box, so nothing below it jumps. Written here rather than shared with
 * the residence pages' picture: a module both used would pull their shared chunk into every
 * premises, rental and broker-listing page.
 */
export function PremisesPicture({ image }: { image: PageImage }) {
  return (
    <picture>
      <source type="image/webp" srcSet={imageSrcSet(image.url, WIDTHS)} sizes={IMAGE_SIZES.gallery} />
      <img
        className={styles.pictureImage}
        src={imageSrc(image.url, 800)}
        alt={image.altText}
        width={image.orgWidth}
        height={image.orgHeight}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
