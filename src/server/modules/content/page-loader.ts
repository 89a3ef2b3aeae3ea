import type { FastifyBaseLogger } from 'fastify';
import type { PagePayload } from '../../../shared/page/page-payload';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-faults';
import { maskedRequestUrl } from '../../plugins/request-log';
import type { SiteContext } from '../../plugins/site-context';
import type { ContentRowCache } from './content-row-cache';
import {
  buildPagePayload,
  type Chrome,
  fallbackChrome,
  type PageContent,
  pageContentFromRow,
} from './page-payload-builder';
import type { PageDecorator, PageResolver } from './page-resolvers';
import { findPublishedPage, findSiteChrome, findTemplatePage } from './pages-repository';

export type PageLoadResult =
  | { kind: 'page'; statusCode: number; payload: PagePayload }
  | { kind: 'redirect'; statusCode: 301 | 302; location: string };

export interface PageRequest {
  siteContext: SiteContext;
  path: string;
  query: Record<string, string>;
  /** Whether the visitor holds a valid login; identity arrives with the account module. */
  isAuthenticated: boolean;
}

/** Page paths end with '/': '/om-oss' is answered with a permanent redirect to '/om-oss/'. */
export function canonicalPagePath(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

// flows §2.2: a known path gives its template; an unknown one the 404 template with 404;
// a page behind login sends anonymous visitors to the site's login route with a referrer
// (on a site without login there is no such page: 404);
// a failing load gives the 500 template with 500, or the 503 template with 503 when the
// database is down or stalled (a passing fault the visitor may retry).
export async function loadPage(
  db: Database,
  request: PageRequest,
  log: FastifyBaseLogger,
  resolvers: readonly PageResolver[] = [],
  /** Where content rows are kept between requests; without it every load reads the database. */
  rows?: ContentRowCache,
  decorators: readonly PageDecorator[] = [],
): Promise<PageLoadResult> {
  const { siteContext, path, query } = request;
  const { site } = siteContext;
  const read = <T>(key: string, load: () => Promise<T>) => (rows ? rows.read(key, load) : load());
  try {
    const [row, chromeRow] = await Promise.all([
      read(`page ${site.key} ${path}`, () => findPublishedPage(db, site.key, path)),
      read(`chrome ${site.key}`, () => findSiteChrome(db, site.key)),
    ]);
    const chrome: Chrome = chromeRow ?? fallbackChrome(site);
    // A page behind login on a site without login (the contractor site, the English sub-site;
    // ADR 0020) is not there for anyone: 404, not a redirect to a login that does not exist.
    const loginOnlyWithoutLogin = row?.requiresLogin === true && !site.flags.login;
    if (row?.requiresLogin && !loginOnlyWithoutLogin && !request.isAuthenticated) {
      const login = routeFor(site.key, 'login');
      const search = new URLSearchParams(query).toString();
      const referrer = search ? `${path}?${search}` : path;
      return {
        kind: 'redirect',
        statusCode: 302,
        location: login ? withQuery(login, { referrer }) : site.basePath,
      };
    }
    const found =
      row && !loginOnlyWithoutLogin ? pageContentFromRow(row) : await resolvePage(resolvers, db, request);
    const page = found
      ? await decoratePage(decorators, { db, siteContext, query, cached: read }, found)
      : null;
    if (page) {
      const statusCode = page.statusCode ?? 200;
      const payload = buildPagePayload({ ...siteContext, path, query, statusCode, page, chrome });
      return { kind: 'page', statusCode, payload };
    }
    const notFoundRow = await read(`template ${site.key} 404`, () => findTemplatePage(db, site.key, '404'));
    const notFoundPage = notFoundRow
      ? pageContentFromRow(notFoundRow)
      : {
          id: 'not-found',
          template: '404',
          viewModel: {},
          seo: { title: '404', description: '' },
          breadcrumbs: [],
        };
    return {
      kind: 'page',
      statusCode: 404,
      payload: buildPagePayload({ ...siteContext, path, query, statusCode: 404, page: notFoundPage, chrome }),
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, path: maskedRequestUrl(path) }, 'page load failed: database unavailable');
      return { kind: 'page', statusCode: 503, payload: serverErrorPayload(request, 503) };
    }
    log.error({ err: error, path: maskedRequestUrl(path) }, 'page load failed');
    return { kind: 'page', statusCode: 500, payload: serverErrorPayload(request) };
  }
}

async function resolvePage(
  resolvers: readonly PageResolver[],
  db: Database,
  request: PageRequest,
): Promise<PageContent | null> {
  for (const resolve of resolvers) {
    const page = await resolve({
      db,
      siteContext: request.siteContext,
      path: request.path,
      query: request.query,
    });
    if (page) return page;
  }
  return null;
}

async function decoratePage(
  decorators: readonly PageDecorator[],
  request: Omit<Parameters<PageDecorator>[0], 'page'>,
  page: PageContent,
): Promise<PageContent> {
  let decorated = page;
  for (const decorate of decorators) {
    decorated = await decorate({ ...request, page: decorated });
  }
  return decorated;
}

/** The 500 and 503 pages are built without the database: they must render when the database is the problem. */
export function serverErrorPayload(
  request: Pick<PageRequest, 'siteContext' | 'path' | 'query'>,
  statusCode: 500 | 503 = 500,
): PagePayload {
  const { siteContext, path, query } = request;
  return buildPagePayload({
    ...siteContext,
    path,
    query,
    statusCode,
    page: {
      id: statusCode === 503 ? 'service-unavailable' : 'server-error',
      template: String(statusCode),
      viewModel: {},
      seo: { title: String(statusCode), description: '' },
      breadcrumbs: [],
    },
    chrome: fallbackChrome(siteContext.site),
  });
}
