import type { FastifyInstance, FastifyRequest } from 'fastify';
import { residenceContract, residencesContract } from '../../../shared/my-pages/residence-contracts';
import { saveInteriorContract, timelineContract } from '../../../shared/my-pages/timeline-contracts';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { hasMyPages } from '../../../shared/sites/sites';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { requireSiteContext } from '../../plugins/site-context';
import { residencesOf } from './my-residence-repository';
import { buildResidence, buildTimeline, chooseInterior } from './my-residence-service';

// My residence and the timeline (issue 15 items 3, 9): every answer is the caller's own, on a
// site that has my pages (platform §2: not the English sub-site, not the contractor site).

function myPagesSite(request: FastifyRequest): SiteConfig {
  const { site } = requireSiteContext(request);
  if (!hasMyPages(site)) throw new HttpError('NOT_FOUND', 'This site has no my pages.');
  return site;
}

export async function registerMyResidenceModule(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  addEndpoint(app, residencesContract, async (request, reply) => {
    const site = myPagesSite(request);
    reply.header('cache-control', 'private, no-store');
    return { residences: await residencesOf(db, loginOf(request).userId, site.siteId) };
  });

  addEndpoint(app, residenceContract, async (request, reply) => {
    const site = myPagesSite(request);
    reply.header('cache-control', 'private, no-store');
    return buildResidence(db, request.params.bookingId, loginOf(request).userId, site.siteId, new Date());
  });

  addEndpoint(app, timelineContract, async (request, reply) => {
    const site = myPagesSite(request);
    reply.header('cache-control', 'private, no-store');
    return buildTimeline(db, request.params.bookingId, loginOf(request).userId, site.siteId, new Date());
  });

  addEndpoint(app, saveInteriorContract, async (request, reply) => {
    const site = myPagesSite(request);
    reply.header('cache-control', 'private, no-store');
    const { bookingId } = request.params;
    return chooseInterior(
      db,
      bookingId,
      loginOf(request).userId,
      site.siteId,
      request.body.choices,
      new Date(),
    );
  });
}
