import type { FastifyInstance, FastifyRequest } from 'fastify';
import { premisesSearchContract, premisesTagsContract } from '../../../shared/premises/premises-contracts';
import { listingSiteOf } from '../../../shared/premises/premises-paths';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { addEndpoint } from '../../http/add-endpoint';
import { requireSiteBySiteId, requireSiteContext } from '../../plugins/site-context';
import { premisesTags, searchPremises } from './premises-repository';

// POST /api/residence/search/premises and …/premises/tags (flows §7.3).

/** The site asked about (body siteId, else the host) and the site whose premises it shows. */
function premisesSites(request: FastifyRequest, siteId: string | undefined) {
  const site: SiteConfig = siteId ? requireSiteBySiteId(siteId) : requireSiteContext(request).site;
  const dataSite = listingSiteOf(site.key);
  return { site, dataSiteId: dataSite ? SITES[dataSite].siteId : null };
}

export async function registerPremisesRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  addEndpoint(app, premisesSearchContract, async (request) => {
    const { site, dataSiteId } = premisesSites(request, request.body.filter.siteId);
    if (!dataSiteId) return { hits: [], estimatedTotalHits: 0 };
    return searchPremises(db(), dataSiteId, site.key, request.body);
  });

  addEndpoint(app, premisesTagsContract, async (request) => {
    const { dataSiteId } = premisesSites(request, request.body.siteId);
    return { hits: dataSiteId ? await premisesTags(db(), dataSiteId) : [] };
  });
}
