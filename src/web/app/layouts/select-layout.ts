import { isUnderRoute } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import type { HeaderType } from '../../features/header/header';

export type LayoutKind = 'blank' | 'myPages' | 'clickToBuy' | 'corporate' | 'default';

export interface LayoutInput {
  site: SiteKey;
  path: string;
  isCorporate: boolean;
  isEditMode: boolean;
}

// flows §2.1, checked in this order; but broker listings (succession pages) keep the site's
// layout, since people land on them and need a way on (ADR 0017). The blank layout is for the
// showing's QR and check-in pages, shown on a phone at the showing.
export function selectLayout({ site, path, isCorporate, isEditMode }: LayoutInput): LayoutKind {
  if (/\/(qr|visning)\/$/.test(path)) return 'blank';
  if (isUnderRoute(site, 'myPages', path)) return 'myPages';
  // The English sub-site is the Swedish site in English: its /en/book/ is the same flow.
  const bookingSite = site === 'se' || site === 'en' || site === 'no' || site === 'fi';
  if (bookingSite && isUnderRoute(site, 'clickToBuy', path) && !path.includes('info') && !isEditMode) {
    return 'clickToBuy';
  }
  if (isCorporate) return 'corporate';
  return 'default';
}

export function headerTypeFor(layout: LayoutKind): HeaderType {
  switch (layout) {
    case 'myPages':
      return 'myPages';
    case 'corporate':
      return 'corporate';
    case 'clickToBuy':
    case 'blank':
      return 'noMenu';
    default:
      return 'default';
  }
}
