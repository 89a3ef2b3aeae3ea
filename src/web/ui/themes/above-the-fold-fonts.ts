import type { SiteConfig } from '../../../shared/sites/site-types';

type Theme = SiteConfig['brand']['theme'];

/**
 * The font files (package paths, as fonts.css names them) each brand shows above the fold: the
 * body face of the header and hero text and the heading face of the hero title, latin subset
 * only (Swedish, Norwegian, Finnish and English letters are all in it). The server preloads
 * them so the swap from the fallback happens before or soon after first paint; latin-ext and
 * other weights load only when a page uses them.
 */
export const ABOVE_THE_FOLD_FONTS: Record<Theme, readonly string[]> = {
  hemvist: [
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  ],
  senior: ['@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2'],
  brf: ['@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'],
  contractor: [
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
  ],
};
