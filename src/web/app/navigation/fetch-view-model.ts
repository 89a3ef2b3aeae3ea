import type { PagePayload } from '../../../shared/page/page-payload';
import { getSite } from '../../../shared/sites/sites';
import { loadTextParts } from '../../i18n/text-parts';
import { loadTemplate } from '../../templates/registry';
import { loadPageAssets } from './page-assets';
import { type LocationLike, viewModelUrl } from './view-model-key';

/** A 401/403 from the view-model endpoint: the page needs a login (flows §2.2). */
export class LoginRequiredError extends Error {
  constructor(readonly referrer: string) {
    super('login required');
    this.name = 'LoginRequiredError';
  }
}

// 404 and 500 answers carry a page payload of their own (the error templates), so they
// are data, not errors; anything unreadable becomes the client-side 500 page.
export async function fetchViewModel(location: LocationLike, signal?: AbortSignal): Promise<PagePayload> {
  const response = await fetch(viewModelUrl(location), {
    headers: { accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  if (response.status === 401 || response.status === 403) {
    throw new LoginRequiredError(`${location.pathname}${location.search}`);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) {
    throw new Error(`Unexpected answer ${response.status} for ${location.pathname}`);
  }
  const body = (await response.json()) as PagePayload | { code: string };
  if (!('template' in body)) throw new Error(`Page load failed with ${response.status}`);
  // The new page shows once its template's code, stylesheets and text parts are in too.
  const { assets, ...payload } = body;
  await loadPageAssets(assets);
  await Promise.all([
    loadTemplate(payload.template),
    loadTextParts(getSite(payload.context.site).locale, payload.template.source?.texts),
  ]);
  return payload;
}

/** The 500 page shown when a load fails in the browser; it keeps the current chrome. */
export function clientErrorPayload(previous: PagePayload, path: string): PagePayload {
  return {
    ...previous,
    dataLayer: [{ event: 'error', errorType: '500', path }],
    template: {
      ...previous.template,
      currentComponent: '500',
      viewModel: {},
      breadcrumbs: [],
      pageId: 'client-error',
    },
    seo: { title: previous.seo.title, description: '' },
    context: { ...previous.context, path, statusCode: 500, query: {} },
  };
}
