import type { SiteConfig } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { HttpError } from '../../http-error';

export function siteBySiteId(siteId: string): SiteConfig | undefined {
  return Object.values(SITES).find((site) => site.siteId === siteId);
}

export function requireSiteBySiteId(siteId: string): SiteConfig {
  const site = siteBySiteId(siteId);
  if (!site) throw new HttpError(400, 'UNKNOWN_SITE_ID', 'The siteId names no site.');
  return site;
}
