import type { CrisisBanner } from '../../../shared/page/page-payload';

export interface CrisisBannerPlace {
  path: string;
  homePath: string;
  /** The residence search map view (#map) hides the banner. */
  isMapView: boolean;
}

// flows §2.4: shown only if enabled, and either on the home path or global, and not in map view.
export function shouldShowCrisisBanner(
  banner: CrisisBanner | null,
  place: CrisisBannerPlace,
): banner is CrisisBanner {
  if (!banner?.bannerEnabled) return false;
  if (place.isMapView) return false;
  return banner.isGlobal || place.path === place.homePath;
}

/** Dismissal is remembered per message, so a new message shows again. */
export function dismissalKey(banner: CrisisBanner): string {
  return `crisis-banner-dismissed:${banner.heading}`;
}
