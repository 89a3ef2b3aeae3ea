import { type FacadeMaterial, imageLook, type TimeOfDay } from '../../../../shared/media/image-style';
import { CONCEPT, HOME_TYPE, STAGE_STATUS } from '../../../../shared/residence/residence-enums';
import { apartmentBlock, type BuildingContext, pitchedHouse } from './buildings';
import { LIGHTS, type Light, MATERIALS, type Material } from './palette';
import { type Rng, seededRandom } from './random';
import { anyTree, clouds, crane, ground, hedge, sceneDefs, sky, street, treeLine } from './scene';
import { rect } from './svg';

export type BuildingForm = 'block' | 'row' | 'villa';

export interface FacadeInput {
  /** Seeds the variation: the stage's id, so a stage and its objects show the same building. */
  seed: string;
  imageStyle: number;
  stageStatus: number;
  concept: number | null;
  homeTypes: readonly number[];
  /** Floors of the building, when known (from the objects). */
  buildingFloors?: number;
  variant: number;
}

export interface Highlight {
  /** 1-based floor of an apartment. */
  floor?: number;
  /** A house in a row: which unit. */
  unit?: number;
}

export function formOf(homeType: number): BuildingForm {
  if (homeType === HOME_TYPE.apartment) return 'block';
  if (homeType === HOME_TYPE.townHouse || homeType === HOME_TYPE.semiDetachedHouse) return 'row';
  return 'villa';
}

/** The building form of a stage: its most common home type, or a likely guess. */
export function mainForm(homeTypes: readonly number[], rng: Rng): BuildingForm {
  if (homeTypes.length === 0) return rng.pick(['block', 'block', 'row', 'villa'] as const);
  const counts = new Map<BuildingForm, number>();
  for (const type of homeTypes) counts.set(formOf(type), (counts.get(formOf(type)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'block';
}

export interface Look {
  light: Light;
  material: FacadeMaterial;
  timeOfDay: TimeOfDay;
}

/** Premium and senior concepts lean to calmer materials; variants shift the time of day. */
export function lookOf(imageStyle: number, concept: number | null, variant: number): Look {
  const look = imageLook(imageStyle + variant);
  let material = look.material;
  if (concept === CONCEPT.premium && material === 'render') material = 'metal';
  if (concept === CONCEPT.senior && material === 'metal') material = 'wood';
  return { light: LIGHTS[look.timeOfDay], material, timeOfDay: look.timeOfDay };
}

function materialOf(material: FacadeMaterial, rng: Rng): Material {
  return rng.pick(MATERIALS[material]);
}

const UNDER_CONSTRUCTION: readonly number[] = [
  STAGE_STATUS.planned,
  STAGE_STATUS.vip,
  STAGE_STATUS.preSelling,
];

export function drawFacadeBody(
  input: FacadeInput,
  highlight: Highlight | undefined,
  defs: Map<string, string>,
): { body: string; light: Light } {
  const rng = seededRandom(`${input.seed}:${input.variant}`);
  const look = lookOf(input.imageStyle, input.concept, input.variant);
  const { light } = look;
  const context: BuildingContext = { light, rng, defs };
  const form = mainForm(input.homeTypes, rng);
  const horizon = 600;
  const base = 640;
  const parts: string[] = [
    sky(light),
    clouds(rng, light),
    treeLine(rng, light.hills, horizon, rng.between(40, 80)),
  ];
  if (UNDER_CONSTRUCTION.includes(input.stageStatus)) {
    parts.push(
      crane(
        rng.pick([180, 880]),
        horizon,
        rng.between(380, 460),
        light.litShare > 0.5 ? '#c9a46a' : '#d9a443',
      ),
    );
  }
  parts.push(ground(light, horizon));

  // A paler neighbour behind gives the building a place in a neighbourhood.
  if (rng.chance(0.7)) {
    const neighbour = materialOf(rng.pick(['render', 'brick', 'wood'] as const), rng);
    const nx = rng.chance(0.5) ? rng.between(20, 90) : rng.between(820, 900);
    parts.push(
      `<g opacity="0.55">${apartmentBlock(context, { x: nx, base: horizon + 4, width: 260, floors: rng.int(3, 5), floorHeight: 38, depth: 60, material: neighbour, balconies: false })}</g>`,
    );
  }

  parts.push(street(light, base + 30, 40));
  const material = materialOf(look.material, rng);
  if (form === 'block') {
    const floors = Math.min(9, Math.max(3, input.buildingFloors ?? rng.int(4, 7)));
    const floorHeight = Math.min(64, 450 / floors);
    const width = rng.between(520, 660);
    parts.push(
      apartmentBlock(context, {
        x: 600 - width / 2 - 50,
        base,
        width,
        floors,
        floorHeight,
        depth: 200,
        material,
        balconies: true,
        highlightFloor: highlight?.floor,
      }),
    );
  } else if (form === 'row') {
    const count =
      input.homeTypes.includes(HOME_TYPE.semiDetachedHouse) && !input.homeTypes.includes(HOME_TYPE.townHouse)
        ? 2
        : rng.int(4, 5);
    const unitWidth = count === 2 ? 210 : rng.between(128, 150);
    const units = Array.from({ length: count }, (_, i) =>
      i % 2 === 0 ? material : materialOf(rng.pick(['wood', 'render'] as const), rng),
    );
    const width = unitWidth * count;
    parts.push(
      pitchedHouse(context, {
        x: 600 - width / 2 - 60,
        base,
        floors: 2,
        floorHeight: 76,
        depth: 170,
        roofHeight: 120,
        units,
        unitWidth,
        roof: material.roof,
        chimney: false,
        highlightUnit: highlight?.unit,
      }),
    );
    for (let i = 0; i <= count; i++)
      parts.push(hedge(light, 600 - width / 2 - 60 + i * unitWidth - 40, base + 30, 26));
  } else {
    const floors = Math.min(2, Math.max(1, input.buildingFloors ?? rng.int(1, 2)));
    const width = rng.between(420, 500);
    parts.push(
      pitchedHouse(context, {
        x: 600 - width / 2 - 60,
        base,
        floors,
        floorHeight: 88,
        depth: 220,
        roofHeight: floors === 1 ? 140 : 120,
        units: [material],
        unitWidth: width,
        roof: material.roof,
        chimney: true,
        deck: true,
        highlightUnit: highlight?.unit,
      }),
    );
  }

  // Trees in the foreground frame the building.
  parts.push(anyTree(rng, light, rng.between(40, 110), base + 60, rng.between(120, 170)));
  parts.push(anyTree(rng, light, rng.between(1060, 1150), base + 60, rng.between(130, 180)));
  if (rng.chance(0.6))
    parts.push(anyTree(rng, light, rng.between(950, 1010), base + 40, rng.between(80, 110)));
  parts.push(rect(0, 0, 1200, 800, `fill="${light.veil}" opacity="${light.veilOpacity}"`));
  defs.set('scene', sceneDefs(light));
  return { body: parts.join(''), light };
}

export interface AreaInput {
  seed: string;
  imageStyle: number;
  /** Home types of the area's stages, in any order. */
  homeTypes: readonly number[];
  variant: number;
}

/** A neighbourhood: a back row of smaller buildings and a front row of a few. */
export function drawAreaBody(input: AreaInput, defs: Map<string, string>): string {
  const rng = seededRandom(`${input.seed}:area:${input.variant}`);
  const look = lookOf(input.imageStyle, null, input.variant);
  const { light } = look;
  const context: BuildingContext = { light, rng, defs };
  const forms: BuildingForm[] =
    input.homeTypes.length > 0 ? [...new Set(input.homeTypes.map(formOf))] : ['block', 'row', 'villa'];
  const parts: string[] = [
    sky(light),
    clouds(rng, light),
    treeLine(rng, light.hills, 520, 60),
    ground(light, 520),
  ];

  const rows = [
    { base: 550, scale: 0.6 },
    { base: 700, scale: 0.95 },
  ];
  for (const row of rows) {
    let x = rng.between(-60, 20);
    while (x < 1150) {
      const form = rng.pick(forms);
      const material = materialOf(
        rng.chance(0.6) ? look.material : rng.pick(['brick', 'render', 'wood', 'metal'] as const),
        rng,
      );
      const s = row.scale;
      let drawing: string;
      let width: number;
      if (form === 'block') {
        width = rng.between(300, 420) * s;
        drawing = apartmentBlock(context, {
          x,
          base: row.base,
          width,
          floors: rng.int(4, 6),
          floorHeight: 52 * s,
          depth: 150 * s,
          material,
          balconies: true,
        });
      } else if (form === 'row') {
        const count = rng.int(3, 4);
        const unitWidth = 110 * s;
        width = unitWidth * count;
        drawing = pitchedHouse(context, {
          x,
          base: row.base,
          floors: 2,
          floorHeight: 62 * s,
          depth: 140 * s,
          roofHeight: 90 * s,
          units: Array.from({ length: count }, () => material),
          unitWidth,
          roof: material.roof,
          chimney: false,
        });
      } else {
        width = 300 * s;
        drawing = pitchedHouse(context, {
          x,
          base: row.base,
          floors: rng.int(1, 2),
          floorHeight: 70 * s,
          depth: 170 * s,
          roofHeight: 100 * s,
          units: [material],
          unitWidth: width,
          roof: material.roof,
          chimney: true,
        });
      }
      parts.push(drawing);
      const gap = rng.between(70, 140) * s;
      if (row.base > 600)
        parts.push(anyTree(rng, light, x + width + gap * 0.6, row.base + 20, rng.between(90, 140)));
      x += width + gap + 60 * s;
    }
    if (row.base < 600) {
      // Aerial haze: the back row fades towards the sky.
      parts.push(
        street(light, row.base + 12, 26),
        rect(0, 0, 1200, row.base + 40, `fill="${light.skyBottom}" opacity="0.3"`),
      );
    }
  }
  parts.push(street(light, 730, 70));
  parts.push(rect(0, 0, 1200, 800, `fill="${light.veil}" opacity="${light.veilOpacity}"`));
  defs.set('scene', sceneDefs(light));
  return parts.join('');
}
