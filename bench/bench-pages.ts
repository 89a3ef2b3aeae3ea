// The pages a visitor opens first, found in the demo world the way a crawler would.

import { request } from 'node:http';
import type { PagePayload } from '../src/shared/page/page-payload';
import type {
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../src/shared/residence/residence-page-view-models';
import { residenceIndexPath } from '../src/shared/residence/residence-paths';
import { LOCAL_HOSTS } from '../src/shared/sites/hosts';
import { requireRoute } from '../src/shared/sites/routes';
import { SITES } from '../src/shared/sites/sites';
import { seededTemplate } from '../tests/testing/seeded-content';

export type BenchSite = 'se' | 'no' | 'fi';
export type PageKind = 'start' | 'search' | 'stage' | 'object' | 'article' | 'text search';

export const hostOf = (site: BenchSite) => LOCAL_HOSTS[site][0] ?? 'localhost';

/** GET with the site's host header (fetch would replace it, and Node cannot resolve *.localhost). */
function getText(origin: string, host: string, pagePath: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path: pagePath, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${host}${pagePath} answered ${response.statusCode}`)),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function viewModel<T>(origin: string, site: BenchSite, pagePath: string): Promise<T> {
  const body = await getText(origin, hostOf(site), `${pagePath}GetViewModel`);
  return (JSON.parse(body) as PagePayload).template.viewModel as T;
}

/** A stage with homes and its first home. */
async function stageAndObject(origin: string, site: BenchSite): Promise<{ stage: string; object: string }> {
  const index = await viewModel<ResidenceIndexViewModel>(
    origin,
    site,
    residenceIndexPath(SITES[site].country),
  );
  for (const county of index.counties)
    for (const municipality of county.municipalities)
      for (const { url } of municipality.stages) {
        const stage = await viewModel<StagePageViewModel>(origin, site, url);
        const object = stage.objects[0]?.url;
        if (object) return { stage: url, object };
      }
  throw new Error(`${site} has no stage with homes`);
}

/** Path of each kind of page on a site. */
export async function pagePaths(origin: string, site: BenchSite): Promise<Record<PageKind, string>> {
  const { stage, object } = await stageAndObject(origin, site);
  return {
    start: requireRoute(site, 'home'),
    search: requireRoute(site, 'searchHomes'),
    stage,
    object,
    article: seededTemplate(site, 'article').path,
    'text search': `${requireRoute(site, 'textSearch')}?s=bostad`,
  };
}
