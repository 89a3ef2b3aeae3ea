import { IMAGE_SIZES, imageSrc, imageSrcSet } from '../../shared/media/image-urls';
import type { ContentImage } from '../../shared/page/content-blocks';
import { FacadeIllustration, type IllustrationVariant } from '../ui/illustrations/facade-illustration';
import styles from './blocks.module.css';

const ILLUSTRATION_PREFIX = 'illustration:';
const GENERATED_PREFIX = '/media/generated/';

/**
 * An image of the content (flows §3.9). Generated pictures get a srcset of the image route's
 * widths; `illustration:<variant>` draws a facade illustration labelled with the alt text.
 */
export function ContentImageView({
  image,
  sizes = IMAGE_SIZES.gallery,
  className,
}: {
  image: ContentImage;
  sizes?: string;
  className?: string;
}) {
  const frame = `${styles.imageFrame} ${className ?? ''}`;
  if (image.url.startsWith(ILLUSTRATION_PREFIX)) {
    const variant = image.url.slice(ILLUSTRATION_PREFIX.length) as IllustrationVariant;
    // An empty SVG with the picture's viewBox gives the frame its aspect ratio: a style
    // attribute would need 'unsafe-inline' in the page's CSP.
    return (
      <div className={frame} role="img" aria-label={image.altText}>
        <svg
          className={styles.ratio}
          viewBox={`0 0 ${image.orgWidth} ${image.orgHeight}`}
          aria-hidden="true"
        />
        <FacadeIllustration variant={variant} className={styles.illustration} />
      </div>
    );
  }
  const generated = image.url.startsWith(GENERATED_PREFIX);
  return (
    <img
      className={frame}
      src={generated ? imageSrc(image.url, 800) : image.url}
      srcSet={generated ? imageSrcSet(image.url) : undefined}
      sizes={generated ? sizes : undefined}
      width={image.orgWidth}
      height={image.orgHeight}
      alt={image.altText}
      loading="lazy"
      decoding="async"
    />
  );
}

export function ImageFigure({ image }: { image: ContentImage }) {
  return (
    <figure className={styles.figure}>
      <ContentImageView image={image} />
      {image.description && <figcaption>{image.description}</figcaption>}
    </figure>
  );
}
