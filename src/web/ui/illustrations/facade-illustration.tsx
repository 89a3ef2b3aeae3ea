import type { ReactElement } from 'react';
import styles from './facade-illustration.module.css';

export type IllustrationVariant = 'city' | 'villa' | 'coast' | 'forest' | 'crane';

interface Building {
  x: number;
  width: number;
  floors: number;
  tone: 'a' | 'b' | 'c';
  roof?: 'flat' | 'gable';
  balconies?: boolean;
}

const GROUND = 520;
const FLOOR = 46;

// Windows in a grid; a few lit ones chosen by a fixed pattern so server and browser agree.
function windows(building: Building, key: string): ReactElement[] {
  const cols = Math.max(2, Math.floor(building.width / 44));
  const gap = building.width / cols;
  const items: ReactElement[] = [];
  for (let floor = 0; floor < building.floors; floor++) {
    for (let col = 0; col < cols; col++) {
      const lit = (floor * 7 + col * 3 + building.x) % 5 === 0;
      const x = building.x + col * gap + gap * 0.22;
      const y = GROUND - (floor + 1) * FLOOR + 12;
      items.push(
        <rect
          key={`${key}-w${floor}-${col}`}
          className={lit ? styles.windowLit : styles.window}
          x={x}
          y={y}
          width={gap * 0.56}
          height={24}
          rx={2}
        />,
      );
      if (building.balconies && floor > 0 && col % 2 === 0) {
        items.push(
          <rect
            key={`${key}-b${floor}-${col}`}
            className={styles.balcony}
            x={x - 4}
            y={y + 24}
            width={gap * 0.56 + 8}
            height={6}
          />,
        );
      }
    }
  }
  return items;
}

function BuildingShape({ building, index }: { building: Building; index: number }) {
  const height = building.floors * FLOOR + 10;
  const top = GROUND - height;
  const toneClass = { a: styles.toneA, b: styles.toneB, c: styles.toneC }[building.tone];
  return (
    <g>
      <rect className={toneClass} x={building.x} y={top} width={building.width} height={height} />
      {building.roof === 'gable' ? (
        <polygon
          className={styles.roof}
          points={`${building.x - 8},${top} ${building.x + building.width / 2},${top - building.width * 0.38} ${building.x + building.width + 8},${top}`}
        />
      ) : (
        <rect className={styles.roof} x={building.x - 4} y={top - 8} width={building.width + 8} height={8} />
      )}
      {windows(building, `b${index}`)}
      <rect
        className={styles.door}
        x={building.x + building.width / 2 - 12}
        y={GROUND - 38}
        width={24}
        height={38}
        rx={2}
      />
    </g>
  );
}

const SCENES: Record<IllustrationVariant, Building[]> = {
  city: [
    { x: 60, width: 220, floors: 7, tone: 'a', balconies: true },
    { x: 300, width: 180, floors: 9, tone: 'b' },
    { x: 500, width: 260, floors: 6, tone: 'c', balconies: true },
    { x: 780, width: 200, floors: 8, tone: 'a' },
    { x: 1000, width: 170, floors: 5, tone: 'b', balconies: true },
  ],
  villa: [
    { x: 120, width: 220, floors: 2, tone: 'a', roof: 'gable' },
    { x: 430, width: 240, floors: 2, tone: 'c', roof: 'gable' },
    { x: 760, width: 220, floors: 2, tone: 'b', roof: 'gable' },
  ],
  coast: [
    { x: 80, width: 200, floors: 4, tone: 'c', balconies: true },
    { x: 300, width: 200, floors: 5, tone: 'a', balconies: true },
    { x: 520, width: 200, floors: 4, tone: 'b', balconies: true },
    { x: 740, width: 180, floors: 3, tone: 'c', roof: 'gable' },
  ],
  forest: [
    { x: 160, width: 150, floors: 3, tone: 'a', roof: 'gable' },
    { x: 320, width: 150, floors: 3, tone: 'b', roof: 'gable' },
    { x: 480, width: 150, floors: 3, tone: 'c', roof: 'gable' },
    { x: 640, width: 150, floors: 3, tone: 'a', roof: 'gable' },
  ],
  // A site in progress: finished houses, and the crane over the one going up on the right,
  // so the scene reads beside a hero card that covers its left half.
  crane: [
    { x: 120, width: 240, floors: 6, tone: 'b', balconies: true },
    { x: 400, width: 260, floors: 4, tone: 'c' },
    { x: 880, width: 190, floors: 5, tone: 'a', balconies: true },
    { x: 1090, width: 150, floors: 3, tone: 'b' },
  ],
};

function Trees({ from, count }: { from: number; count: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const x = from + i * 58;
        const h = 70 + ((i * 37) % 40);
        return (
          <polygon
            key={x}
            className={styles.tree}
            points={`${x},${GROUND} ${x + 22},${GROUND - h} ${x + 44},${GROUND}`}
          />
        );
      })}
    </g>
  );
}

function Crane() {
  return (
    <g className={styles.crane}>
      <rect x={820} y={90} width={14} height={430} />
      <rect x={640} y={90} width={460} height={12} />
      <rect x={1040} y={102} width={40} height={34} />
      <line x1={720} y1={102} x2={720} y2={300} />
      <rect x={700} y={300} width={40} height={20} />
    </g>
  );
}

/** Architecture-like scene for heroes; purely decorative. */
export function FacadeIllustration({
  variant,
  className,
}: {
  variant: IllustrationVariant;
  className?: string;
}) {
  return (
    <svg
      className={`${styles.scene} ${className ?? ''}`}
      viewBox="0 0 1200 600"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.sky} width="1200" height="600" />
      <circle className={styles.sun} cx={variant === 'coast' ? 980 : 1040} cy={130} r={60} />
      {variant === 'coast' && <rect className={styles.water} y={GROUND} width="1200" height={80} />}
      {(variant === 'forest' || variant === 'villa') && <Trees from={820} count={6} />}
      {variant === 'forest' && <Trees from={10} count={3} />}
      {SCENES[variant].map((building, index) => (
        <BuildingShape key={building.x} building={building} index={index} />
      ))}
      {variant === 'crane' && <Crane />}
      {variant !== 'coast' && <rect className={styles.ground} y={GROUND} width="1200" height={80} />}
    </svg>
  );
}
