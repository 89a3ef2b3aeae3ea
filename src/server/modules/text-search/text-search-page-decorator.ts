import {
  type InitialTextSearch,
  textSearchPageRequest,
} from '../../../shared/text-search/text-search-page-request';
import { textSearchRequestSchema } from '../../../shared/text-search/text-search-schemas';
import { parseTextSearchQuery } from '../../../shared/text-search/text-search-url';
import type { PageDecorator } from '../content/page-resolvers';
import { searchText } from './text-search-service';

const TEMPLATES: Readonly<Record<string, boolean>> = { 'text-search': false, 'corporate-search': true };

/**
 * Adds `initialSearch` to the text search pages: the answer for the URL's text, category, sort
 * and page, so the results are in the HTML (the page's largest paint, and readable without
 * JavaScript) and hydration fetches nothing. A text too short to search adds nothing.
 */
export const textSearchPageDecorator: PageDecorator = async ({ db, siteContext, page, query }) => {
  const corporate = TEMPLATES[page.template];
  if (corporate === undefined) return page;
  const { site } = siteContext;
  const request = textSearchPageRequest(parseTextSearchQuery(new URLSearchParams(query)), site, corporate);
  const parsed = request ? textSearchRequestSchema.safeParse(request) : undefined;
  if (!request || !parsed?.success) return page;
  const response = await searchText(db, { site, pathPrefix: parsed.data.pathPrefix }, parsed.data);
  const initialSearch: InitialTextSearch = { request, response };
  return { ...page, viewModel: { ...page.viewModel, initialSearch } };
};
