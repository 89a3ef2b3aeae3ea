import { useId } from 'react';
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

// The scene depends on the variant alone. It is written as SVG markup once per variant (numbers
// and class names only, nothing from content) instead of as elements on every render: on the
// start page it was half of the server's markup and a large part of its render time
// (docs/performance.md, issue 11 item 6). A building's windows and balconies are a grid, so
// each grid is one rectangle filled with a <pattern> of one cell, and only the lit windows are
// drawn one by one: 78 elements instead of 212 on the start page, 6.5 KB of markup instead of
// 20. Browser and server build the same string; hydration leaves the inner markup as it is.

type Attributes = Record<string, string | number | undefined>;
/** Two decimals at most: the cells' widths are fractions, and their float tails are bytes. */
const rounded = (value: string | number) =>
  typeof value === 'number' ? Math.round(value * 100) / 100 : value;
const element = (name: string, attributes: Attributes, inner = '') =>
  `<${name}${Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${rounded(value as string | number)}"`)
    .join('')}>${inner}</${name}>`;

/** Where the pattern ids of one drawing go: each drawing on a page has its own. */
const ID = '@id@';

/** A rectangle filled with a pattern of one cell (the cell's origin at the rectangle's). */
function tiled(
  id: string,
  area: { x: number; y: number; width: number; height: number },
  cell: { width: number; height: number },
  inner: string,
): string {
  const pattern = element(
    'pattern',
    {
      id: `${ID}${id}`,
      patternUnits: 'userSpaceOnUse',
      x: area.x,
      y: area.y,
      width: cell.width,
      height: cell.height,
    },
    inner,
  );
  return pattern + element('rect', { ...area, fill: `url(#${ID}${id})` });
}

// Windows in a grid, a balcony under every other window above the ground floor; a few lit
// windows chosen by a fixed pattern, the same on every render, drawn over the grid.
function windows(building: Building, key: string): string {
  const cols = Math.max(2, Math.floor(building.width / 44));
  const gap = building.width / cols;
  const top = GROUND - building.floors * FLOOR;
  const windowAt = (x: number, y: number, className: string) =>
    element('rect', { class: className, x, y, width: gap * 0.56, height: 24, rx: 2 });
  let markup = tiled(
    `${key}w`,
    { x: building.x, y: top, width: building.width, height: building.floors * FLOOR },
    { width: gap, height: FLOOR },
    windowAt(gap * 0.22, 12, styles.window),
  );
  if (building.balconies && building.floors > 1) {
    markup += tiled(
      `${key}b`,
      { x: building.x, y: top, width: building.width, height: (building.floors - 1) * FLOOR },
      { width: gap * 2, height: FLOOR },
      element('rect', { class: styles.balcony, x: gap * 0.22 - 4, y: 36, width: gap * 0.56 + 8, height: 6 }),
    );
  }
  for (let floor = 0; floor < building.floors; floor++) {
    for (let col = 0; col < cols; col++) {
      if ((floor * 7 + col * 3 + building.x) % 5 !== 0) continue;
      markup += windowAt(
        building.x + col * gap + gap * 0.22,
        GROUND - (floor + 1) * FLOOR + 12,
        styles.windowLit,
      );
    }
  }
  return markup;
}

function buildingShape(building: Building, index: number): string {
  const height = building.floors * FLOOR + 10;
  const top = GROUND - height;
  const toneClass = { a: styles.toneA, b: styles.toneB, c: styles.toneC }[building.tone];
  const roof =
    building.roof === 'gable'
      ? element('polygon', {
          class: styles.roof,
          points: `${building.x - 8},${top} ${building.x + building.width / 2},${top - building.width * 0.38} ${building.x + building.width + 8},${top}`,
        })
      : element('rect', {
          class: styles.roof,
          x: building.x - 4,
          y: top - 8,
          width: building.width + 8,
          height: 8,
        });
  return element(
    'g',
    {},
    element('rect', { class: toneClass, x: building.x, y: top, width: building.width, height }) +
      roof +
      windows(building, String(index)) +
      element('rect', {
        class: styles.door,
        x: building.x + building.width / 2 - 12,
        y: GROUND - 38,
        width: 24,
        height: 38,
        rx: 2,
      }),
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

function trees(from: number, count: number): string {
  let markup = '';
  for (let i = 0; i < count; i++) {
    const x = from + i * 58;
    const h = 70 + ((i * 37) % 40);
    markup += element('polygon', {
      class: styles.tree,
      points: `${x},${GROUND} ${x + 22},${GROUND - h} ${x + 44},${GROUND}`,
    });
  }
  return element('g', {}, markup);
}

const crane = () =>
  element(
    'g',
    { class: styles.crane },
    element('rect', { x: 820, y: 90, width: 14, height: 430 }) +
      element('rect', { x: 640, y: 90, width: 460, height: 12 }) +
      element('rect', { x: 1040, y: 102, width: 40, height: 34 }) +
      element('line', { x1: 720, y1: 102, x2: 720, y2: 300 }) +
      element('rect', { x: 700, y: 300, width: 40, height: 20 }),
  );

function sceneMarkup(variant: IllustrationVariant): string {
  return [
    element('rect', { class: styles.sky, width: 1200, height: 600 }),
    element('circle', { class: styles.sun, cx: variant === 'coast' ? 980 : 1040, cy: 130, r: 60 }),
    variant === 'coast' ? element('rect', { class: styles.water, y: GROUND, width: 1200, height: 80 }) : '',
    variant === 'forest' || variant === 'villa' ? trees(820, 6) : '',
    variant === 'forest' ? trees(10, 3) : '',
    variant === 'crane' ? crane() : '',
    ...SCENES[variant].map((building, index) => buildingShape(building, index)),
    variant !== 'coast' ? element('rect', { class: styles.ground, y: GROUND, width: 1200, height: 80 }) : '',
  ].join('');
}

const scenes = new Map<IllustrationVariant, string>();
function scene(variant: IllustrationVariant, idPrefix: string): { __html: string } {
  let markup = scenes.get(variant);
  if (markup === undefined) {
    markup = sceneMarkup(variant);
    scenes.set(variant, markup);
  }
  return { __html: markup.replaceAll(ID, idPrefix) };
}

/** Architecture-like scene for heroes; purely decorative. */
export function FacadeIllustration({
  variant,
  className,
}: {
  variant: IllustrationVariant;
  className?: string;
}) {
  // useId is the same on the server and in the browser; an id may only hold letters, digits, - and _.
  const idPrefix = `fi${useId().replace(/[^\w-]/g, '')}-`;
  return (
    <svg
      className={`${styles.scene} ${className ?? ''}`}
      viewBox="0 0 1200 600"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: numbers and class names of this module only
      dangerouslySetInnerHTML={scene(variant, idPrefix)}
    />
  );
}
