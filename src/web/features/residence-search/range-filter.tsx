import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type SliderBounds } from '../../../shared/residence/search-constants';
import type { SliderRange } from '../../../shared/residence/search-url';
import styles from './filter-panel.module.css';

interface RangeFilterProps {
  label: string;
  minLabel: string;
  maxLabel: string;
  bounds: SliderBounds[keyof SliderBounds];
  value: SliderRange;
  /** Formats one value; `atTop` is the slider's top, which means "and above". */
  format: (value: number, atTop: boolean) => string;
  onChange: (value: SliderRange) => void;
}

/** "10 000 000 kr" → "10 000 000+ kr": the plus goes right after the last digit. */
export function withPlus(text: string): string {
  return text.replace(/(\d)(?!.*\d)/, '$1+');
}

// A two-thumb range filter from two native range inputs over one track: the browser gives
// each thumb its slider role, arrow keys, Home/End and Page Up/Down, and it renders on the
// server without scripts. Moving a thumb updates the shown values at once; the search follows
// after the debounce (platform §9). The coloured part between the thumbs is positioned with
// custom properties set through CSSOM (the page's CSP allows no style attributes in markup).
export function RangeFilter({
  label,
  minLabel,
  maxLabel,
  bounds,
  value,
  format,
  onChange,
}: RangeFilterProps) {
  const toThumbs = (range: SliderRange): [number, number] => [range.min, range.max ?? bounds.max];
  const [[low, high], setThumbs] = useState(() => toThumbs(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const track = useRef<HTMLSpanElement>(null);
  const valueKey = `${value.min}-${value.max}`;

  // A new value from the URL (back, clear filters) moves the thumbs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the committed value only
  useEffect(() => {
    setThumbs(toThumbs(value));
  }, [valueKey]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const span = bounds.max - bounds.min || 1;
    track.current?.style.setProperty('--range-start', `${((low - bounds.min) / span) * 100}%`);
    track.current?.style.setProperty('--range-end', `${((high - bounds.min) / span) * 100}%`);
  }, [low, high, bounds.min, bounds.max]);

  const move = (thumb: 'low' | 'high', raw: number) => {
    const next: [number, number] = thumb === 'low' ? [Math.min(raw, high), high] : [low, Math.max(raw, low)];
    setThumbs(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onChange({ min: next[0], max: next[1] >= bounds.max ? null : next[1] });
    }, SEARCH_DEBOUNCE_MS);
  };
  const thumbProps = { min: bounds.min, max: bounds.max, step: bounds.step, className: styles.sliderInput };

  return (
    <fieldset className={`${styles.group} ${styles.range}`}>
      <div className={styles.rangeHeader}>
        <legend className={styles.groupLabel}>{label}</legend>
        <output className={styles.rangeValue} aria-live="polite">
          {format(low, low >= bounds.max)} – {format(high, high >= bounds.max)}
        </output>
      </div>
      <span className={styles.slider} ref={track}>
        <span className={styles.sliderTrack} aria-hidden="true">
          <span className={styles.sliderRange} />
        </span>
        <input
          type="range"
          {...thumbProps}
          // Two thumbs at the top: the low one must stay reachable by pointer.
          className={`${styles.sliderInput} ${low > (bounds.min + bounds.max) / 2 ? styles.onTop : ''}`}
          aria-label={minLabel}
          aria-valuetext={format(low, low >= bounds.max)}
          value={low}
          onChange={(event) => move('low', Number(event.currentTarget.value))}
        />
        <input
          type="range"
          {...thumbProps}
          aria-label={maxLabel}
          aria-valuetext={format(high, high >= bounds.max)}
          value={high}
          onChange={(event) => move('high', Number(event.currentTarget.value))}
        />
      </span>
    </fieldset>
  );
}
