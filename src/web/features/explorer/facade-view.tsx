import { type KeyboardEvent, useId, useMemo, useSyncExternalStore } from 'react';
import type { ExplorerObject, ExplorerView } from '../../../shared/explorer/explorer-contracts';
import type { SunPosition } from '../../../shared/explorer/sun-study';
import { directionAzimuth } from '../../../shared/explorer/sun-study';
import styles from './explorer.module.css';
import { statusColour } from './explorer-display';
import { facadeLight, revealShadows, slabShadows } from './facade-light';

// One facade drawing with the sun study's light and a click area per home. The homes are one
// tab stop: arrow keys move between neighbours (left, right, the floor above and below),
// Enter or Space opens the home's card.

interface Props {
  view: ExplorerView;
  apts: ReadonlyMap<string, ExplorerObject>;
  matching: ReadonlySet<string>;
  sun: SunPosition;
  label: string;
  activeId: string | null;
  homeLabel: (apt: ExplorerObject) => string;
  onActive: (id: string) => void;
  onHover: (id: string | null) => void;
  onOpen: (id: string) => void;
}

const MIN_ASPECT = 1.5;
/** On a phone the frame is squarer: less sky, larger homes to tap. */
const MIN_ASPECT_NARROW = 0.9;
const NARROW = '(max-width: 40rem)';

function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

const toPoints = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${x},${y}`).join(' ');

function centreOf(points: readonly (readonly [number, number])[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

type Step = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** The nearest click area in an arrow's direction. */
export function neighbourOf(
  centres: readonly { id: string; x: number; y: number }[],
  fromId: string,
  key: Step,
): string | null {
  const from = centres.find((centre) => centre.id === fromId);
  if (!from) return null;
  let best: { id: string; score: number } | null = null;
  for (const candidate of centres) {
    if (candidate.id === fromId) continue;
    const dx = candidate.x - from.x;
    const dy = candidate.y - from.y;
    const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
    const along = key === 'ArrowRight' ? dx : key === 'ArrowLeft' ? -dx : key === 'ArrowDown' ? dy : -dy;
    const across = horizontal ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue;
    const score = along + across * 3;
    if (!best || score < best.score) best = { id: candidate.id, score };
  }
  return best?.id ?? null;
}

export function FacadeView({
  view,
  apts,
  matching,
  sun,
  label,
  activeId,
  homeLabel,
  onActive,
  onHover,
  onOpen,
}: Props) {
  const gradientId = useId();
  const centres = useMemo(
    () => view.clickAreas.map((area) => ({ id: area.objectId, ...centreOf(area.points) })),
    [view],
  );
  const focusable = activeId && apts.has(activeId) ? activeId : (view.clickAreas[0]?.objectId ?? null);
  // A narrow building gets sky beside it: the drawing is at least 3:2 (about square on a phone).
  const narrow = useNarrow();
  const frameWidth = Math.max(view.width, view.height * (narrow ? MIN_ASPECT_NARROW : MIN_ASPECT));
  const left = (view.width - frameWidth) / 2;
  const light = facadeLight(sun, directionAzimuth(view.direction), frameWidth, view.groundY);
  const night = light.daylight < 0.35;
  const shadows = slabShadows(view.balconies, sun, light, 68);

  const onKeyDown = (event: KeyboardEvent<SVGPolygonElement>, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(id);
      return;
    }
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = neighbourOf(centres, id, event.key as Step);
    if (!next) return;
    onActive(next);
    const svg = event.currentTarget.ownerSVGElement;
    svg?.querySelector<SVGPolygonElement>(`[data-object-id="${next}"]`)?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the drawing groups its homes' click areas; a fieldset cannot hold SVG.
    <svg
      className={styles.facade}
      viewBox={`${left} 0 ${frameWidth} ${view.height}`}
      role="group"
      aria-label={label}
      data-facade={view.id}
      data-facade-light={light.irradiance > 0 ? 'sun' : light.daylight > 0 ? 'shade' : 'night'}
      data-irradiance={light.irradiance.toFixed(3)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={light.skyTop} />
          <stop offset="1" stopColor={light.skyLow} />
        </linearGradient>
      </defs>
      <rect x={left} width={frameWidth} height={view.groundY} fill={`url(#${gradientId})`} />
      {light.sunAt && (
        <g>
          <circle cx={left + light.sunAt.x} cy={light.sunAt.y} r={30} fill="#ffe9a8" opacity={0.35} />
          <circle cx={left + light.sunAt.x} cy={light.sunAt.y} r={14} fill="#ffd35c" />
        </g>
      )}
      <rect
        x={left}
        y={view.groundY}
        width={frameWidth}
        height={view.height - view.groundY}
        fill={light.ground}
      />
      <g>
        {view.walls.map((wall) => (
          <polygon
            key={toPoints(wall)}
            points={toPoints(wall)}
            fill={light.wall}
            stroke="rgb(0 0 0 / 0.25)"
          />
        ))}
        {view.roofs.map((roof) => (
          <polygon key={toPoints(roof)} points={toPoints(roof)} fill={light.roof} />
        ))}
        {view.windows.map((window, index) => (
          <g key={`${window.x},${window.y}`}>
            <rect
              {...window}
              fill={night && (index * 7919) % 5 < 2 ? '#f6cf7c' : light.glass}
              stroke="#f4f1ea"
              strokeWidth={2}
            />
            {revealShadows(window, sun, light).map((strip) => (
              <rect key={`${strip.x},${strip.y},${strip.width}`} {...strip} fill="rgb(20 24 40 / 0.28)" />
            ))}
          </g>
        ))}
        {shadows.map((points) => (
          <polygon key={points} points={points} fill="rgb(30 30 50 / 0.22)" />
        ))}
        {view.balconies.map((slab) => (
          <g key={`${slab.x},${slab.y}`}>
            <rect
              x={slab.x}
              y={slab.y}
              width={slab.width}
              height={slab.height}
              fill="rgb(190 215 230 / 0.45)"
            />
            <rect
              x={slab.x - 2}
              y={slab.y + slab.height - 4}
              width={slab.width + 4}
              height={4}
              fill="#7d7f86"
            />
          </g>
        ))}
      </g>
      {view.clickAreas.map((area) => {
        const apt = apts.get(area.objectId);
        if (!apt) return null;
        const matches = matching.has(apt.id);
        const colour = statusColour(apt.objectStatus);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG area of a drawing cannot be a <button>; it has the button's role, name and keys.
          <polygon
            key={area.objectId}
            role="button"
            tabIndex={focusable === apt.id ? 0 : -1}
            aria-label={homeLabel(apt)}
            className={styles.home}
            data-object-id={apt.id}
            data-status={apt.objectStatus}
            data-match={matches ? 'true' : 'false'}
            points={toPoints(area.points)}
            fill={colour}
            fillOpacity={matches ? 0.42 : 0.06}
            stroke={colour}
            strokeOpacity={matches ? 1 : 0.25}
            onMouseEnter={() => onHover(apt.id)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => {
              onActive(apt.id);
              onHover(apt.id);
            }}
            onBlur={() => onHover(null)}
            onClick={() => onOpen(apt.id)}
            onKeyDown={(event) => onKeyDown(event, apt.id)}
          />
        );
      })}
    </svg>
  );
}
