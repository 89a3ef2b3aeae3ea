// Responsive images (flows §9: widths 1200, 1900, 2560; quality 75; WebP; 3:2; sizes from
// 100 to 2560). Every image in the catalogue is served by the image route, which renders
// and caches WebP at the width asked for with ?w=.

export const HERO_WIDTHS = [1200, 1900, 2560] as const;
/** Card and thumbnail widths: small screens and result cards never load a hero size. */
export const CARD_WIDTHS = [320, 480, 640, 800] as const;
export const ALL_IMAGE_WIDTHS = [...CARD_WIDTHS, ...HERO_WIDTHS] as const;
export const MIN_IMAGE_WIDTH = 100;
export const MAX_IMAGE_WIDTH = 2560;
export const IMAGE_QUALITY = 75;
/** Width : height of every generated picture. */
export const IMAGE_ASPECT = 3 / 2;

/** Kinds of generated demo pictures; each is drawn from the entity it belongs to. */
export const GENERATED_IMAGE_KINDS = [
  'stage-facade',
  'area-view',
  'object-facade',
  'object-plan',
  'object-interior',
  /** The building a commercial premises is in, its ground floor marked (issue 33 item 7). */
  'premises-facade',
] as const;
export type GeneratedImageKind = (typeof GENERATED_IMAGE_KINDS)[number];

/** Base url of a generated image; `variant` picks one of several pictures of the same entity. */
export function generatedImageUrl(kind: GeneratedImageKind, id: string, variant = 0): string {
  return `/media/generated/${kind}/${id}${variant > 0 ? `-${variant}` : ''}.webp`;
}

/** The width a browser may ask for, clamped to the allowed range. */
export function clampImageWidth(width: number): number {
  return Math.min(MAX_IMAGE_WIDTH, Math.max(MIN_IMAGE_WIDTH, Math.round(width)));
}

/**
 * The width the image route renders for a requested width: the smallest allowed width at or
 * above it, so a handful of sizes per picture are rendered and cached, never above the maximum.
 */
export function snapImageWidth(width: number): number {
  const clamped = clampImageWidth(width);
  const widths = [...ALL_IMAGE_WIDTHS].sort((a, b) => a - b);
  return widths.find((allowed) => allowed >= clamped) ?? MAX_IMAGE_WIDTH;
}

/** Height of a generated picture of the given width (exactly 3:2). */
export function imageHeightFor(width: number): number {
  return Math.round(width / IMAGE_ASPECT);
}

export function imageSrc(url: string, width: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}w=${clampImageWidth(width)}`;
}

export function imageSrcSet(url: string, widths: readonly number[] = ALL_IMAGE_WIDTHS): string {
  return widths.map((width) => `${imageSrc(url, width)} ${width}w`).join(', ');
}

/** `sizes` of the common layouts: a result card in a 1–3 column grid, and a full-width hero. */
export const IMAGE_SIZES = Object.freeze({
  card: '(max-width: 625px) 100vw, (max-width: 1100px) 50vw, 400px',
  hero: '100vw',
  gallery: '(max-width: 625px) 100vw, 66vw',
});
