// `imageStyle` of stages and areas (an integer in the catalogue) picks the look of their
// generated pictures: the low two bits the time of day, the next two the facade material.
// The seed may store any non-negative integer; every value maps to a valid look.

export const TIMES_OF_DAY = ['morning', 'midday', 'evening', 'dusk'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const FACADE_MATERIALS = ['brick', 'render', 'wood', 'metal'] as const;
export type FacadeMaterial = (typeof FACADE_MATERIALS)[number];

export interface ImageLook {
  timeOfDay: TimeOfDay;
  material: FacadeMaterial;
}

export function imageLook(imageStyle: number): ImageLook {
  const style = Math.abs(Math.trunc(imageStyle)) || 0;
  return {
    timeOfDay: TIMES_OF_DAY[style % 4] ?? 'midday',
    material: FACADE_MATERIALS[Math.floor(style / 4) % 4] ?? 'render',
  };
}

/** The `imageStyle` value of a look (what a seed stores). */
export function imageStyleOf(look: ImageLook): number {
  return TIMES_OF_DAY.indexOf(look.timeOfDay) + 4 * FACADE_MATERIALS.indexOf(look.material);
}
