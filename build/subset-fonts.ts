import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The weights the themes use, per variable family (fonts.css names the same ranges). A font
 * cut to its used range of the weight axis is a third smaller (Inter latin 47 → 30 KB) and
 * draws those weights exactly as before. Each range holds its font's default instance.
 */
export const WEIGHT_RANGES: Readonly<Record<string, { min: number; max: number }>> = {
  inter: { min: 400, max: 700 },
  // Its default instance is 900: the range keeps it, so nothing drawn at the default moves.
  fraunces: { min: 400, max: 900 },
  'source-serif-4': { min: 400, max: 700 },
  // The co-operative brand's headings are 800.
  manrope: { min: 400, max: 800 },
};

// Every character of the basic plane: each file keeps all the glyphs it has (its @font-face
// unicode-range still promises them); only the weight axis is narrowed.
const EVERY_CHARACTER = Array.from({ length: 0xffff }, (_, code) =>
  code >= 0xd800 && code <= 0xdfff ? '' : String.fromCharCode(code),
).join('');

const VARIABLE_FONT = /^assets\/(.+)-(?:latin|latin-ext)-wght-normal-[\w-]+\.woff2$/;

/**
 * Narrows the weight axis of the fontsource variable fonts in the browser build
 * (docs/performance.md). A file keeps the name Vite hashed from its source: the cut depends on
 * that source and the ranges above alone.
 */
export function subsetFonts(): Plugin {
  return {
    name: 'hemvist-subset-fonts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset') continue;
        const family = VARIABLE_FONT.exec(asset.fileName)?.[1];
        const range = family ? WEIGHT_RANGES[family] : undefined;
        if (!range || typeof asset.source === 'string') continue;
        asset.source = await subsetFont(Buffer.from(asset.source), EVERY_CHARACTER, {
          targetFormat: 'woff2',
          variationAxes: { wght: range },
        });
      }
    },
  };
}
