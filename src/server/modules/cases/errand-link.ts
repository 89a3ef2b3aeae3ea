import type { FastifyRequest } from 'fastify';
import { siteOrigin } from '../../../shared/sites/hosts';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { requireSiteContext } from '../../plugins/site-context';

// Mails about an errand link to it on the case's own site, whichever host the request came to.

/** The errand's page on the case's own site, from the host table (never a header's host). */
export function errandLink(request: FastifyRequest, siteKey: SiteKey, caseId: string): string {
  const context = requireSiteContext(request);
  const port = context.environment === 'local' && context.port !== 80 ? context.port : undefined;
  const errands = routeFor(siteKey, 'myErrands') ?? routeFor(siteKey, 'myPages') ?? '/';
  return `${siteOrigin(siteKey, context.environment, port)}${errands}?errandId=${encodeURIComponent(caseId)}`;
}
