import { useRef } from 'react';
import type { CardHit } from '../../../shared/residence/search-card-hit';
import type { DisplayMode } from '../../../shared/residence/search-url';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icon';
import { ResultCard } from './result-card';
import styles from './result-list.module.css';

interface ResultListProps {
  hits: readonly CardHit[];
  display: DisplayMode;
  today: string;
  onShowHomes?: (hit: CardHit) => void;
}

// The hits as a grid (list) or a horizontal strip to swipe through (slider), the two
// display modes of platform §2.
export function ResultList({ hits, display, today, onShowHomes }: ResultListProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const card = element.firstElementChild as HTMLElement | null;
    element.scrollBy({ left: direction * (card?.offsetWidth ?? 320) * 1.05, behavior: 'smooth' });
  };
  const list = (
    <ul ref={track} className={display === 'slider' ? styles.slider : styles.grid}>
      {hits.map((hit, index) => (
        <li key={`${hit.type}-${hit.id}`} className={styles.item}>
          <ResultCard
            hit={hit}
            today={today}
            eager={index < 3}
            first={index === 0}
            onShowHomes={onShowHomes}
          />
        </li>
      ))}
    </ul>
  );
  if (display !== 'slider') return list;
  return (
    <div className={styles.sliderFrame}>
      {list}
      <div className={styles.sliderButtons}>
        <button type="button" className={styles.sliderButton} onClick={() => scrollBy(-1)}>
          <Icon name="arrowRight" size={20} className={styles.flip} />
          <span className="visually-hidden">{t('residenceSearch.previous')}</span>
        </button>
        <button type="button" className={styles.sliderButton} onClick={() => scrollBy(1)}>
          <Icon name="arrowRight" size={20} />
          <span className="visually-hidden">{t('residenceSearch.next')}</span>
        </button>
      </div>
    </div>
  );
}
