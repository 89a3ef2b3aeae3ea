import type { TFunction } from 'i18next';
import type { SunPosition } from '../../../shared/explorer/sun-study';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import styles from './explorer.module.css';
import { clockText } from './explorer-display';

// The sun study's controls: a date, the time of day over the study's frames, and a line saying
// where the sun is and whether the facade is in it.

interface Props {
  date: string;
  frames: readonly number[];
  minutes: number;
  sun: SunPosition;
  facadeLit: boolean;
  mainT: TFunction;
  onDate: (date: string) => void;
  onMinutes: (minutes: number) => void;
}

const COMPASS = [
  'north',
  'northEast',
  'east',
  'southEast',
  'south',
  'southWest',
  'west',
  'northWest',
] as const;
const compassKey = (azimuth: number) => COMPASS[Math.round(azimuth / 45) % 8] ?? 'south';

const nearestFrame = (frames: readonly number[], minutes: number) =>
  frames.reduce(
    (best, frame) => (Math.abs(frame - minutes) < Math.abs(best - minutes) ? frame : best),
    frames[0] ?? minutes,
  );

export function SunControls({ date, frames, minutes, sun, facadeLit, mainT, onDate, onMinutes }: Props) {
  const { t } = useExplorerTranslation();
  const index = Math.max(0, frames.indexOf(nearestFrame(frames, minutes)));
  const presets = [
    { label: t('sun.morning'), minutes: 8 * 60 },
    { label: t('sun.noon'), minutes: 13 * 60 },
    { label: t('sun.evening'), minutes: 20 * 60 },
  ];
  return (
    <fieldset className={styles.panel} data-sun-study="">
      <legend className={styles.panelHeading}>{t('sun.heading')}</legend>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{t('sun.date')}</span>
          <input
            type="date"
            value={date}
            required
            onChange={(event) => event.target.value && onDate(event.target.value)}
          />
        </label>
        <label className={`${styles.field} ${styles.wideField}`}>
          <span>
            {t('sun.time')} <strong data-sun-time="">{clockText(frames[index] ?? minutes)}</strong>
          </span>
          <input
            type="range"
            min={0}
            max={frames.length - 1}
            step={1}
            value={index}
            aria-valuetext={clockText(frames[index] ?? minutes)}
            onChange={(event) => onMinutes(frames[Number(event.target.value)] ?? minutes)}
          />
        </label>
      </div>
      <div className={styles.presets}>
        {presets.map((preset) => (
          <button
            key={preset.minutes}
            type="button"
            className={styles.chip}
            aria-pressed={nearestFrame(frames, preset.minutes) === frames[index]}
            onClick={() => onMinutes(nearestFrame(frames, preset.minutes))}
          >
            {preset.label} {clockText(nearestFrame(frames, preset.minutes))}
          </button>
        ))}
      </div>
      <p className={styles.sunLine} aria-live="polite" data-sun-altitude={sun.altitude.toFixed(1)}>
        {sun.altitude > 0
          ? t('sun.position', {
              altitude: Math.round(sun.altitude),
              direction: mainT(`residence.direction.${compassKey(sun.azimuth)}`).toLowerCase(),
            })
          : t('sun.below')}{' '}
        {sun.altitude > 0 && (facadeLit ? t('sun.lit') : t('sun.shade'))}
      </p>
    </fieldset>
  );
}
