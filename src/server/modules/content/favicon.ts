import type { SiteBrand } from '../../../shared/sites/site-types';

const COLOURS: Record<SiteBrand['theme'], { bg: string; fg: string }> = {
  hemvist: { bg: '#0d4a45', fg: '#f5f1ea' },
  senior: { bg: '#6b2345', fg: '#fbf2f6' },
  brf: { bg: '#1d2b64', fg: '#e3f5ee' },
  contractor: { bg: '#1f2326', fg: '#e0661b' },
};

/** A small house mark in the brand's colours. */
export function faviconSvg(theme: SiteBrand['theme']): string {
  const { bg, fg } = COLOURS[theme];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${bg}"/><path d="M7 15.5 16 8l9 7.5V25h-6.2v-6h-5.6v6H7z" fill="${fg}"/></svg>`;
}
