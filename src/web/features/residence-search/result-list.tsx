import { useEffect, useRef, useState } from 'react';
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
  /** Render every card at once (a saved scroll position is about to be restored). */
  renderAll?: boolean;
}

const BATCH = 6;

/**
 * How many cards to render. The first render shows them all (the server's first 30); when the
 * list then grows to its hundreds, the new cards are added twelve per task, so the page stays
 * responsive instead of blocking in one long task (the search page's total blocking time).
 */
function useCardCount(total: number, renderAll: boolean): { count: number; growing: boolean } {
  const [count, setCount] = useState(total);
  const growing = !renderAll && count < total;
  useEffect(() => {
    if (!growing) return;
    const timer = window.setTimeout(() => setCount(count + BATCH), 0);
    return () => window.clearTimeout(timer);
  }, [growing, count]);
  return { count: growing ? count : total, growing };
}

// The hits as a grid (list) or a horizontal strip to swipe through (slider), the two
// display modes of platform §2.
export function ResultList({ hits, display, today, onShowHomes, renderAll = false }: ResultListProps) {
  const { t } = useTranslation();
  const { count, growing } = useCardCount(hits.length, renderAll);
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const card = element.firstElementChild as HTMLElement | null;
    element.scrollBy({ left: direction * (card?.offsetWidth ?? 320) * 1.05, behavior: 'smooth' });
  };
  const list = (
    <ul
      ref={track}
      className={display === 'slider' ? styles.slider : styles.grid}
      aria-busy={growing || undefined}
    >
      {hits.slice(0, count).map((hit, index) => (
        <li key={`${hit.type}-${hit.id}`} className={styles.item}>
          <ResultCard
            hit={hit}
            today={today}
            eager={index === 0}
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
