import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../plugins/site-context';
import type { PageContent } from './page-payload-builder';

/**
 * A source of pages that are not rows of the pages table: residence stages, areas and
 * objects, tag paths of the search page. Answers null when the path is not its own.
 */
export type PageResolver = (request: {
  db: Database;
  siteContext: SiteContext;
  path: string;
  query: Record<string, string>;
}) => Promise<PageContent | null>;

/**
 * Adds what a content page shows from elsewhere to its view model, per request (the start
 * page's current projects from the catalogue). Answers the page unchanged when it is not its own.
 */
export type PageDecorator = (request: {
  db: Database;
  siteContext: SiteContext;
  page: PageContent;
  /** The request's query string. */
  query: Record<string, string>;
  /**
   * Reads public catalogue or content data through the content-row cache when there is one:
   * kept until public content changes (or a few seconds at most), shared by every request
   * and frozen. Only for data that is the same for every visitor.
   */
  cached: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}) => Promise<PageContent>;

declare module 'fastify' {
  interface FastifyInstance {
    pageResolvers: PageResolver[];
    pageDecorators: PageDecorator[];
  }
}

// Modules register their resolvers before the content module answers its first request;
// the content module asks them in order when no content page has the path.
export function registerPageResolvers(app: FastifyInstance): void {
  app.decorate('pageResolvers', []);
  app.decorate('pageDecorators', []);
}

export function addPageResolver(app: FastifyInstance, resolver: PageResolver): void {
  app.pageResolvers.push(resolver);
}

export function addPageDecorator(app: FastifyInstance, decorator: PageDecorator): void {
  app.pageDecorators.push(decorator);
}
