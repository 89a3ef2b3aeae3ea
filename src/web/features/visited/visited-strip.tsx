import { useId } from 'react';
import { type GeneratedImageKind, generatedImageUrl, imageSrc } from '../../../shared/media/image-urls';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import styles from './visited.module.css';

export type VisitedKind = 'stage' | 'object' | 'area';

export interface VisitedLink {
  kind: VisitedKind;
  id: string;
  name: string;
  url: string;
  /** A second line under the name (what kind of page it is). */
  detail?: string;
}

// The generated picture of each kind of page (docs/adr/0002): cheap, drawn from the id alone.
const PICTURE: Readonly<Record<VisitedKind, GeneratedImageKind>> = {
  stage: 'stage-facade',
  object: 'object-facade',
  area: 'area-view',
};
const WIDTH = 320;

/**
 * A labelled row of links to residence pages, each with its picture. The picture's alt is empty:
 * the link's text names the page, and a screen reader would read the name twice.
 */
export function VisitedStrip({ heading, items }: { heading: string; items: readonly VisitedLink[] }) {
  const headingId = useId();
  return (
    <section className={`${container.container} ${styles.strip}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={styles.item}>
            <AppLink href={item.url} className={styles.link}>
              <img
                className={styles.image}
                src={imageSrc(generatedImageUrl(PICTURE[item.kind], item.id), WIDTH)}
                alt=""
                width={WIDTH}
                height={Math.round(WIDTH / 1.5)}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{item.name}</span>
              {item.detail && <span className={styles.detail}>{item.detail}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
