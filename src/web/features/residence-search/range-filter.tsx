import { Slider } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type SliderBounds } from '../../../shared/residence/search-constants';
import type { SliderRange } from '../../../shared/residence/search-url';
import { useHydrated } from '../../ui/use-hydrated';
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

// A two-thumb range slider (radix Slider: arrow keys, Home/End, Page Up/Down). Dragging
// updates the shown values at once; the search follows after the debounce (platform §9).
// The server renders the track alone (the values are in the output above it): radix writes
// thumb and range positions as style attributes, which the CSP refuses in markup.
export function RangeFilter({
  label,
  minLabel,
  maxLabel,
  bounds,
  value,
  format,
  onChange,
}: RangeFilterProps) {
  const toThumbs = (range: SliderRange) => [range.min, range.max ?? bounds.max];
  const [thumbs, setThumbs] = useState(() => toThumbs(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const valueKey = `${value.min}-${value.max}`;

  // A new value from the URL (back, clear filters) moves the thumbs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the committed value only
  useEffect(() => {
    setThumbs(toThumbs(value));
  }, [valueKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: number[]) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const [low = bounds.min, high = bounds.max] = next;
      onChange({ min: low, max: high >= bounds.max ? null : high });
    }, SEARCH_DEBOUNCE_MS);
  };
  const [low = bounds.min, high = bounds.max] = thumbs;
  const hydrated = useHydrated();

  return (
    <fieldset className={`${styles.group} ${styles.range}`}>
      <div className={styles.rangeHeader}>
        <legend className={styles.groupLabel}>{label}</legend>
        <output className={styles.rangeValue} aria-live="polite">
          {format(low, low >= bounds.max)} – {format(high, high >= bounds.max)}
        </output>
      </div>
      {hydrated ? (
        <Slider.Root
          className={styles.slider}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          minStepsBetweenThumbs={0}
          value={thumbs}
          onValueChange={setThumbs}
          onValueCommit={commit}
        >
          <Slider.Track className={styles.sliderTrack}>
            <Slider.Range className={styles.sliderRange} />
          </Slider.Track>
          <Slider.Thumb
            className={styles.sliderThumb}
            aria-label={minLabel}
            aria-valuetext={format(low, low >= bounds.max)}
          />
          <Slider.Thumb
            className={styles.sliderThumb}
            aria-label={maxLabel}
            aria-valuetext={format(high, high >= bounds.max)}
          />
        </Slider.Root>
      ) : (
        <span className={styles.slider} aria-hidden="true">
          <span className={styles.sliderTrack} />
        </span>
      )}
    </fieldset>
  );
}
