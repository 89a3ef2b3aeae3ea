import type { FastifyRequest } from 'fastify';
import { SEARCH_COOKIES } from '../../../../shared/residence/search-constants';
import type { Country, SiteConfig } from '../../../../shared/sites/site-types';
import { HttpError } from '../../../http-error';
import { requireSiteBySiteId, requireSiteContext } from '../../../plugins/site-context';
import type { LinkContext } from './hit-mapping';
import type { GeoOrigin, SearchScope } from './search-sql';

// Who is searching: the site whose homes are searched, where hit links point, the request
// time, and the visitor's position for geo=auto.

export interface SearchContext {
  /** The site whose search is run (body siteId, else the request's site). */
  site: SiteConfig;
  links: LinkContext;
  scope: SearchScope;
}

/** Centre of each country's capital: the geo=auto origin when the visitor shared no position. */
export const CAPITAL_CENTRES: Readonly<Record<Country, GeoOrigin>> = {
  SE: { lat: 59.3293, lng: 18.0686 }, // Stockholm
  NO: { lat: 59.9139, lng: 10.7522 }, // Oslo
  FI: { lat: 60.1699, lng: 24.9384 }, // Helsinki
};

/** The context of a search on `site` at `now`, with links relative to `links.site` (default: the site). */
export function searchContextFor(
  site: SiteConfig,
  links: Partial<LinkContext> = {},
  now = new Date(),
): SearchContext {
  if (!site.flags.search) {
    throw new HttpError('SEARCH_NOT_OFFERED', `The site ${site.key} offers no residence search.`);
  }
  return {
    site,
    links: { site: links.site ?? site, environment: links.environment ?? 'local', port: links.port },
    scope: { siteIds: site.searchSiteIds, now, today: now.toISOString().slice(0, 10) },
  };
}

export function resolveSearchContext(request: FastifyRequest, bodySiteId: string | undefined): SearchContext {
  const site = bodySiteId ? requireSiteBySiteId(bodySiteId) : requireSiteContext(request).site;
  // Links are relative to the site that serves the page asking, which is the host's site.
  return searchContextFor(site, {
    site: request.siteContext?.site,
    environment: request.siteContext?.environment,
    port: request.siteContext?.port,
  });
}

/** "lat,lng" of the user-location cookie, or null when absent or malformed. */
export function parseUserLocation(value: string | undefined): GeoOrigin | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [lat, lng] = parts;
  if (parts.length !== 2 || lat === undefined || lng === undefined) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/**
 * geo=auto (platform §7: the page adds it when inhabitDate is Now and the visitor has a user
 * id cookie): "recommended" is then ordered by distance from the visitor, read from the
 * user-location cookie, or from the capital of the site's country without it. Other sort
 * keys are not affected.
 */
export function geoOrigin(request: FastifyRequest, site: SiteConfig, sort: string): GeoOrigin | null {
  const query = request.query as { geo?: string } | undefined;
  if (query?.geo !== 'auto' || sort !== '') return null;
  return parseUserLocation(request.cookies?.[SEARCH_COOKIES.userLocation]) ?? CAPITAL_CENTRES[site.country];
}
