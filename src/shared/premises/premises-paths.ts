import { residenceIndexPath, slugify } from '../residence/residence-paths';
import { routeFor } from '../sites/routes';
import type { Country, SiteKey } from '../sites/site-types';
import { ALL_MUNICIPALITIES } from './premises-constants';

// Page paths of premises, rental homes and succession listings (platform §2 "/lokaler/",
// "/liiketilat/", "/maklar-objekt/"). Premises pages sit one level below the premises route;
// rental pages below the residence index; succession pages below the succession route, one
// level per municipality ('alla-kommuner' for all, flows §9).

/** The last segment of a stored premises path ('/lokaler/kontor-x/' → 'kontor-x'). */
export function premisesSlug(storedPath: string): string {
  return storedPath.split('/').filter(Boolean).pop() ?? '';
}

/** A premises page on a site: the English sub-site shows the Swedish premises under /en/premises/. */
export function premisesUrl(site: SiteKey, storedPath: string): string | null {
  const base = routeFor(site, 'premises');
  return base ? `${base}${premisesSlug(storedPath)}/` : null;
}

const RENTAL_FOLDER: Readonly<Record<Country, string>> = Object.freeze({
  SE: 'hyresratter',
  NO: 'utleieboliger',
  FI: 'vuokra-asunnot',
});

/** '/bostader/hyresratter/': the rental start page, the stages with tenancy homes. */
export function rentalStartPath(country: Country): string {
  return `${residenceIndexPath(country)}${RENTAL_FOLDER[country]}/`;
}

export function rentalProjectPath(country: Country, municipalitySlug: string, stageSlug: string): string {
  return `${rentalStartPath(country)}${municipalitySlug}/${stageSlug}/`;
}

/** The succession list of one municipality, or of all ('alla-kommuner'). */
export function successionPath(site: SiteKey, municipalitySlug: string = ALL_MUNICIPALITIES): string | null {
  const base = routeFor(site, 'succession');
  return base ? `${base}${municipalitySlug}/` : null;
}

export function successionStagePath(
  site: SiteKey,
  municipalitySlug: string,
  stageSlug: string,
): string | null {
  const list = successionPath(site, municipalitySlug);
  return list ? `${list}${stageSlug}/` : null;
}

/** The id part of an external object's slug: the first 8 hex digits of its id. */
export const EXTERNAL_ID_LENGTH = 8;

export function externalObjectSlug(address: string, id: string): string {
  return `${slugify(address)}-${id.slice(0, EXTERNAL_ID_LENGTH)}`;
}

export function externalObjectPath(
  site: SiteKey,
  municipalitySlug: string,
  address: string,
  id: string,
): string | null {
  const list = successionPath(site, municipalitySlug);
  return list ? `${list}${externalObjectSlug(address, id)}/` : null;
}

/** The id prefix of an external object's slug, or null when the slug cannot be one. */
export function externalIdPrefix(slug: string): string | null {
  const match = /-([0-9a-f]{8})$/.exec(slug);
  return match?.[1] ?? null;
}

/**
 * The site whose premises and broker listings a site shows: its own on the Swedish, Norwegian
 * and Finnish sites, the Swedish ones on the English sub-site, none on the brand sites.
 */
export function listingSiteOf(site: SiteKey): 'se' | 'no' | 'fi' | null {
  if (site === 'se' || site === 'en') return 'se';
  if (site === 'no' || site === 'fi') return site;
  return null;
}
