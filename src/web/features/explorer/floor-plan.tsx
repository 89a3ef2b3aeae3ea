import type { Archetype, ExplorerHomeType, Furniture } from '../../../shared/explorer/explorer-contracts';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import styles from './explorer.module.css';

// A home type's floor plan (metres, the facade with its windows at the top) with the pieces of
// one furnishing archetype drawn on it.

const SCALE = 40;
const PAD = 16;

const FURNITURE_FILL: Readonly<Record<Furniture['kind'], string>> = {
  sofa: '#7d8aa0',
  table: '#b98a5e',
  bed: '#dfe6ee',
  desk: '#a4825e',
  wardrobe: '#cfc7b8',
  shelf: '#9a8f7e',
  armchair: '#8f9fb5',
  rug: '#e7d9bf',
  plant: '#5f8f5a',
  cot: '#f0e2c4',
};

export function FloorPlan({
  homeType,
  archetype,
  label,
}: {
  homeType: ExplorerHomeType;
  archetype: Archetype | null;
  label: string;
}) {
  const { t } = useExplorerTranslation();
  const top = Math.min(0, ...homeType.plan.map((room) => room.y));
  const width = homeType.width * SCALE + 2 * PAD;
  const height = (homeType.depth - top) * SCALE + 2 * PAD;
  const x = (metres: number) => PAD + metres * SCALE;
  const y = (metres: number) => PAD + (metres - top) * SCALE;
  return (
    <svg
      className={styles.plan}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-floor-plan={archetype?.id ?? ''}
    >
      {homeType.plan.map((room) => (
        <g key={`${room.kind}-${room.x}-${room.y}`}>
          <rect
            x={x(room.x)}
            y={y(room.y)}
            width={room.width * SCALE}
            height={room.height * SCALE}
            fill={room.kind === 'balcony' ? '#eef2f4' : room.kind === 'bathroom' ? '#e6eef2' : '#fbf8f2'}
            stroke="#3b3b3b"
            strokeWidth={room.kind === 'balcony' ? 1.5 : 3}
          />
        </g>
      ))}
      {/* The facade's windows along the top edge. */}
      {homeType.plan
        .filter((room) => room.y === 0 && room.kind !== 'balcony')
        .map((room) => (
          <rect
            key={`window-${room.x}`}
            x={x(room.x + room.width * 0.25)}
            y={y(0) - 3}
            width={room.width * 0.5 * SCALE}
            height={6}
            fill="#a9c8dc"
            stroke="#3b3b3b"
          />
        ))}
      {archetype?.items.map((item) => (
        <rect
          key={`${item.kind}-${item.x}-${item.y}`}
          x={x(item.x)}
          y={y(item.y)}
          width={item.width * SCALE}
          height={item.height * SCALE}
          rx={item.kind === 'plant' ? (item.width * SCALE) / 2 : 4}
          fill={FURNITURE_FILL[item.kind]}
          stroke="rgb(0 0 0 / 0.35)"
          data-furniture={item.kind}
        />
      ))}
      {homeType.plan
        .filter((room) => room.kind !== 'balcony' && room.width > 1.6)
        .map((room) => (
          <text
            key={`label-${room.kind}-${room.x}-${room.y}`}
            x={x(room.x + room.width / 2)}
            y={y(room.y + room.height / 2)}
            textAnchor="middle"
            className={styles.planLabel}
          >
            {t(`rooms.${room.kind}`)}
          </text>
        ))}
    </svg>
  );
}
