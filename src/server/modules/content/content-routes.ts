import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bannerInForce, type NavigationResponse, type PagePayload } from '../../../shared/page/page-payload';
import { withoutUnbuiltLinks } from '../../../shared/sites/feature-availability';
import type { SiteKey } from '../../../shared/sites/site-types';
import { getSite } from '../../../shared/sites/sites';
import {
  englishNavigationContract,
  faviconContract,
  navigationContract,
  pageContract,
  startViewModelContract,
} from '../../../shared/system/system-contracts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/database-faults';
import { addEndpoint } from '../../http/add-endpoint';
import { readLogin, readRequestToken } from '../../plugins/auth/login-tokens';
import { maskedRequestUrl } from '../../plugins/request-log';
import { requireSiteContext, type SiteContext } from '../../plugins/site-context';
import { loadClientAssets } from '../../ssr/client-assets';
import { createPageRenderer } from '../../ssr/page-renderer';
import { hasTemplate, navigationPayload, pageDocumentInput } from '../../ssr/render-page';
import { ContentRowCache } from './content-row-cache';
import { editingOf, type PageEditing, withEditing } from './edit-mode';
import { faviconSvg } from './favicon';
import { type CachedPage, encodedBody, PageCache, PUBLIC_CONTENT_CHANNEL, pageCacheKey } from './page-cache';
import { canonicalPagePath, loadPage, serverErrorPayload } from './page-loader';
import { fallbackChrome, footerForRequest } from './page-payload-builder';
import { findSiteChrome } from './pages-repository';
import { isPersonalTemplate } from './personal-templates';

const VIEW_MODEL_SUFFIX = 'GetViewModel';

// An upper bound on how long a content row is reused should a change notification be missed.
const CONTENT_ROWS_SECONDS = 10;

export async function registerContentModule(app: FastifyInstance): Promise<void> {
  const assets = loadClientAssets(app.config.clientDistDir);
  const renderer = createPageRenderer(app.config.renderThreads ?? 0);
  app.metrics.setRenderSource(() => renderer.state());
  app.addHook('onClose', () => renderer.close());
  const renderPageHtml = (payload: PagePayload, url: URL, styleNonce?: string) =>
    renderer.render(pageDocumentInput(payload, url, assets, styleNonce));
  const pageCache = new PageCache((app.config.pageCacheSeconds ?? 0) * 1000);
  // Both caches need to hear of changes, and keep nothing until they can. On a PostgreSQL server
  // that takes a connection of its own, spent only for the page cache; the embedded database
  // tells its own process for free. Listening starts when the app is ready, after start-up has
  // migrated the database: a fresh embedded database can take longer than a plugin may.
  const contentRows = new ContentRowCache(CONTENT_ROWS_SECONDS * 1000);
  let listening = false;
  if (pageCache.enabled || app.database.kind === 'pglite') {
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      try {
        stopListening = await app.database.listen(PUBLIC_CONTENT_CHANNEL, () => {
          contentRows.clear();
          pageCache.clear();
        });
        listening = true;
      } catch (error) {
        app.log.warn({ err: error }, 'not listening for content changes: pages are not cached');
      }
    });
    app.addHook('onClose', async () => {
      listening = false;
      // A database closed before the app took its listener with it.
      await stopListening?.().catch(() => undefined);
    });
  }
  const ttlSeconds = Math.round(pageCache.ttlMs / 1000);
  // A shared page's answer that sets a cookie (a hook's, sent after this module's code: Fastify's
  // cookie plugin writes its header on send) is this visitor's own: neither kept here nor by a CDN,
  // and a first render is kept only once its answer is known to set none (issue 11 item 5).
  const unstored = new WeakMap<FastifyReply, { key: string; entry: CachedPage }>();
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('x-page-cache')) return;
    const render = unstored.get(reply);
    unstored.delete(reply);
    if (reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store').removeHeader('etag').removeHeader('x-page-cache');
    } else if (render) {
      pageCache.store(render.key, render.entry);
    }
  });

  // flows §2.2: navigation and footer for the error pages, per site, /en for the English site.
  const navigationFor = async (siteKey: SiteKey, context: SiteContext): Promise<NavigationResponse> => {
    const chrome = (await findSiteChrome(app.database.db, siteKey)) ?? fallbackChrome(getSite(siteKey));
    return withoutUnbuiltLinks(siteKey, {
      navigation: chrome.navigation,
      footer: footerForRequest(chrome.footer, context.environment, context.port),
      crisisBanner: bannerInForce(chrome.crisisBanner, new Date()),
    });
  };
  addEndpoint(app, navigationContract, (request) => {
    const context = requireSiteContext(request);
    return navigationFor(context.site.key === 'en' ? 'se' : context.site.key, context);
  });
  addEndpoint(app, englishNavigationContract, (request) => {
    const context = requireSiteContext(request);
    const { key } = context.site;
    return navigationFor(key === 'se' || key === 'en' ? 'en' : key, context);
  });

  addEndpoint(app, faviconContract, (request, reply) => {
    const theme = request.siteContext?.site.brand.theme ?? 'hemvist';
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(faviconSvg(theme));
  });

  // Documented form of the view-model call; every page path answers `{path}/GetViewModel` the same way.
  addEndpoint(app, startViewModelContract, (request, reply) => answerPage(request, reply, '/', true));

  addEndpoint(app, pageContract, async (request, reply) => {
    const { pathname, search } = requestUrl(request.url);
    // '//x' would read as another host to a browser (and to URL parsing): one slash only.
    if (/\/{2,}/.test(pathname)) {
      return reply.redirect(`${pathname.replace(/\/{2,}/g, '/')}${search}`, 301);
    }
    if (pathname.endsWith(`/${VIEW_MODEL_SUFFIX}`)) {
      return answerPage(
        request,
        reply,
        canonicalPagePath(pathname.slice(0, -VIEW_MODEL_SUFFIX.length)),
        true,
      );
    }
    const lastSegment = pathname.split('/').at(-1) ?? '';
    if (!pathname.endsWith('/') && !lastSegment.includes('.')) {
      return reply.redirect(`${canonicalPagePath(pathname)}${search}`, 301);
    }
    return answerPage(request, reply, pathname, false);
  });

  async function answerPage(request: FastifyRequest, reply: FastifyReply, path: string, asJson: boolean) {
    const siteContext = requireSiteContext(request);
    const url = requestUrl(request.url);
    // A visitor without a login token gets the shared anonymous page (HTML only).
    const cacheKey =
      listening &&
      pageCache.enabled &&
      !asJson &&
      request.method === 'GET' &&
      readRequestToken(request) === undefined
        ? pageCacheKey(request.headers.host ?? '', `${path}${url.search}`, false)
        : undefined;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cacheKey) app.metrics.pageCache(cached ? 'hit' : 'miss');
    if (cached) return sendCached(reply, cached, ttlSeconds);
    const query = Object.fromEntries(url.searchParams);
    const pageUrl = requestUrl(`${path}${url.search}`);
    let isAuthenticated: boolean;
    let editing: PageEditing | undefined;
    try {
      // A valid, unrevoked login token (cookie jwtToken or bearer) makes the visitor logged in.
      const login = await readLogin(app, request);
      isAuthenticated = login !== null;
      // Only the session decides edit mode: ?editMode=1 counts for an editor's login alone.
      editing = editingOf(login, path, query);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn(
        { err: error, path: maskedRequestUrl(path) },
        'login check failed: database unavailable',
      );
      const payload = serverErrorPayload({ siteContext, path, query }, 503);
      return sendPayload(reply, payload, 503, pageUrl, asJson);
    }
    const result = await loadPage(
      app.database.db,
      { siteContext, path, query, isAuthenticated },
      request.log,
      app.pageResolvers,
      listening ? contentRows : undefined,
      app.pageDecorators,
    );
    if (result.kind === 'redirect') {
      if (asJson) {
        return reply
          .status(401)
          .send({ code: 'UNAUTHORIZED', message: 'Log in to see this page.', requestId: request.id });
      }
      return reply.redirect(result.location, result.statusCode);
    }
    const { statusCode } = result;
    const payload = withEditing(result.payload, editing);
    if (!hasTemplate(payload.template.currentComponent)) {
      request.log.error(
        { template: payload.template.currentComponent, path: maskedRequestUrl(path) },
        'page has an unknown template key',
      );
      return sendPayload(reply, payload, 500, pageUrl, asJson);
    }
    return sendPayload(reply, payload, statusCode, pageUrl, asJson, cacheKey);
  }

  // The page as JSON (client navigation) or server-rendered HTML; a 503 says when to retry.
  async function sendPayload(
    reply: FastifyReply,
    initialPayload: PagePayload,
    statusCode: number,
    pageUrl: URL,
    asJson: boolean,
    cacheKey?: string,
  ) {
    const { request } = reply;
    let payload = initialPayload;
    // An editor's page (edit mode, or the way into it) is theirs alone: no shared or CDN copy.
    const editorsPage = payload.template.editModeUrl !== undefined;
    reply.header('cache-control', editorsPage ? 'private, no-store' : 'no-store').header('vary', 'host');
    if (statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    if (asJson) return reply.status(statusCode).send(navigationPayload(payload, assets));
    try {
      const html = await renderPageHtml(payload, pageUrl, reply.cspNonce?.style);
      // An account, booking or my-pages page is no one else's, even an anonymous visitor's.
      if (
        cacheKey &&
        !editorsPage &&
        statusCode === 200 &&
        !isPersonalTemplate(payload.template.currentComponent)
      ) {
        const entry = pageCache.entry({
          statusCode,
          contentType: 'text/html; charset=utf-8',
          body: html,
          nonces: reply.cspNonce,
        });
        unstored.set(reply, { key: cacheKey, entry });
        return sendCached(reply, entry, ttlSeconds, 'miss');
      }
      return reply.status(statusCode).type('text/html; charset=utf-8').send(html);
    } catch (error) {
      const { path, query } = payload.context;
      request.log.error({ err: error, path: maskedRequestUrl(path) }, 'server render failed');
      payload = serverErrorPayload({ siteContext: requireSiteContext(request), path, query });
      const html = await renderPageHtml(payload, pageUrl, reply.cspNonce?.style);
      return reply.status(500).type('text/html; charset=utf-8').send(html);
    }
  }
}

/**
 * An anonymous page from the cache: the same bytes as its first render, under the same CSP
 * nonces, with an ETag (304 when the client has it) and headers that let a CDN keep it too.
 */
function sendCached(
  reply: FastifyReply,
  page: CachedPage,
  ttlSeconds: number,
  outcome: 'hit' | 'miss' = 'hit',
) {
  reply
    .header(
      'cache-control',
      `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`,
    )
    // The login cookie decides whether a visitor may get this page at all.
    .header('vary', 'host, cookie, accept-encoding')
    .header('x-page-cache', outcome);
  // The cached HTML carries the nonces of its first render; this answer's policy must name them.
  if (outcome === 'hit') reply.setCspNonces(page.nonces);
  const { encoding, body } = encodedBody(page, reply.request.headers['accept-encoding']);
  // One ETag per representation: the compressed bytes are another body than the plain ones.
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  reply.header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(page.statusCode).type(page.contentType).send(body);
}

/**
 * The request target as a URL. Concatenated, not resolved against a base: resolving would
 * read '//x' as the host x, or fail on '//' alone.
 */
function requestUrl(target: string): URL {
  return new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`);
}
