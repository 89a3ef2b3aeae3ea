import { type KeyboardEvent, useId, useState } from 'react';
import { CARD_WIDTHS } from '../../../shared/media/image-urls';
import type { PageImage } from '../../../shared/residence/residence-page-view-models';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icon';
import styles from './image-gallery.module.css';
import { ResidenceImage } from './residence-image';

const MAIN_SIZES = '(max-width: 900px) 100vw, 66vw';
const THUMB_SIZES = '7rem';

// The pictures of a stage or home: one large picture, previous/next buttons, a counter
// read out on change, thumbnails. Arrow keys step while focus is inside the gallery.
export function ImageGallery({ images, name }: { images: readonly PageImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const counterId = useId();
  const total = images.length;
  const current = images[index];
  if (!current) return null;

  const show = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    }
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={t('residencePages.gallery.label', { name })}
      onKeyDown={onKeyDown}
    >
      <figure className={styles.stage}>
        <div className={styles.frame}>
          <ResidenceImage
            key={current.url}
            image={current}
            sizes={MAIN_SIZES}
            priority={index === 0}
            className={styles.mainImage}
          />
          {total > 1 && (
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => show(index - 1)}
                aria-label={t('residencePages.gallery.previous')}
              >
                <Icon name="arrowRight" size={20} className={styles.flip} />
              </button>
              <p id={counterId} className={styles.counter} aria-live="polite" aria-atomic="true">
                {t('residencePages.gallery.counter', { current: index + 1, total })}
              </p>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => show(index + 1)}
                aria-label={t('residencePages.gallery.next')}
              >
                <Icon name="arrowRight" size={20} />
              </button>
            </div>
          )}
        </div>
        {current.description && <figcaption className={styles.caption}>{current.description}</figcaption>}
      </figure>
      {total > 1 && (
        <ul className={styles.thumbnails} aria-label={t('residencePages.gallery.thumbnails')}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={position === index}
                aria-label={t('residencePages.gallery.thumbnail', { n: position + 1 })}
                onClick={() => show(position)}
              >
                <ResidenceImage
                  image={{ ...image, altText: '' }}
                  sizes={THUMB_SIZES}
                  widths={CARD_WIDTHS.slice(0, 1)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
