import type { TFunction } from 'i18next';
import type { Breadcrumb } from '../../../../shared/page/page-payload';
import { municipalityAnchor } from '../../../../shared/residence/municipality-anchor';
import { residenceIndexPath } from '../../../../shared/residence/residence-paths';
import { siteOrigin } from '../../../../shared/sites/hosts';
import { routeFor, withQuery } from '../../../../shared/sites/routes';
import type { SiteConfig } from '../../../../shared/sites/site-types';
import { pageTexts } from '../../../../shared/texts/page-texts';
import { textsInstanceOf } from '../../../../shared/texts/texts-instance';
import type { Database } from '../../../db/client';
import type { SiteContext } from '../../../plugins/site-context';

/** What every residence page builder needs: the database, the site and its words. */
export interface ResidencePageContext {
  db: Database;
  site: SiteConfig;
  /** Scheme and host of the site: structured data and canonical links are absolute. */
  origin: string;
  t: TFunction;
  /** Today (yyyy-MM-dd, UTC) so move-in labels agree between server and client. */
  today: string;
}

export function residencePageContext(
  db: Database,
  siteContext: SiteContext,
  now = new Date(),
): ResidencePageContext {
  const { site, environment } = siteContext;
  // Page titles and alt texts are in the site's language, from the texts the browser uses too.
  const i18n = textsInstanceOf(site.locale, pageTexts[site.locale]);
  return {
    db,
    site,
    // Canonical and structured-data urls; local hosts keep the request's port.
    origin: siteOrigin(site.key, environment, environment === 'local' ? siteContext.port : undefined),
    t: i18n.t.bind(i18n) as TFunction,
    today: now.toISOString().slice(0, 10),
  };
}

export function homeCrumb(context: ResidencePageContext): Breadcrumb {
  return {
    label: context.t('common.home'),
    url: routeFor(context.site.key, 'home') ?? context.site.basePath,
  };
}

export function indexCrumb(context: ResidencePageContext): Breadcrumb {
  return {
    label: context.t('residencePages.breadcrumbs.index'),
    url: residenceIndexPath(context.site.country),
  };
}

/** Municipalities have no page of their own: their crumb points at their part of the index. */
export function municipalityCrumb(context: ResidencePageContext, name: string, slug: string): Breadcrumb {
  return { label: name, url: `${residenceIndexPath(context.site.country)}#${municipalityAnchor(slug)}` };
}

/** The search page, optionally filtered to one stage (?stageIds=). */
export function searchUrl(context: ResidencePageContext, stageId?: string): string | null {
  const search = routeFor(context.site.key, 'searchHomes');
  if (!search) return null;
  return stageId ? withQuery(search, { stageIds: stageId }) : search;
}

export function pageTitle(context: ResidencePageContext, title: string): string {
  return `${title} | ${context.site.siteName}`;
}

/** Search-engine descriptions stay under ~160 characters, cut at a word. */
export function metaDescription(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
