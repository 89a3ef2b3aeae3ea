import type { FastifyInstance } from 'fastify';
import { nameFromCriteria } from '../../../shared/my-pages/saved-search-criteria';
import {
  createSavedSearchContract,
  devCopyHomeContract,
  devRunSavedSearchJobContract,
  listSavedSearchesContract,
  removeSavedSearchContract,
  type SavedSearch,
  updateSavedSearchContract,
} from '../../../shared/my-pages/saved-searches-contracts';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { DEFAULT_ALERT_FREQUENCY } from '../../../shared/validation/form-rules';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf, type RequestOfAccess } from '../../plugins/auth/access';
import { requireSiteContext } from '../../plugins/site-context';
import { runSavedSearchJob } from './saved-search-job';
import {
  criteriaOfQueries,
  homesMatching,
  savedSearchQuery,
  savedSearchState,
  savedSearchUrl,
} from './saved-search-matching';
import {
  copyHome,
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRow,
  updateSavedSearch,
} from './saved-search-repository';

/** Enough for anyone; a bound keeps the job's work list finite. */
export const MAX_SAVED_SEARCHES_PER_PERSON = 50;

const notFound = () => new HttpError('NOT_FOUND', 'No such saved search.');

/**
 * The private person and this site: board logins act for an association and have no saved
 * searches (the routes' `private` access refuses them before the handler runs).
 */
function personOf(request: RequestOfAccess<'private'>): { userId: string; site: SiteConfig } {
  return { userId: loginOf(request).userId, site: requireSiteContext(request).site };
}

function toSavedSearch(site: SiteConfig, row: SavedSearchRow, criteria: readonly string[]): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    url: savedSearchUrl(site, row.query),
    criteria: [...criteria],
    alertFrequency: row.alertFrequency,
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerSavedSearchRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  /** The rows as the API answers them, with their criteria in words. */
  const answer = async (site: SiteConfig, rows: readonly SavedSearchRow[]) => {
    const criteria = await criteriaOfQueries(
      db,
      site,
      rows.map((row) => row.query),
    );
    return rows.map((row) => toSavedSearch(site, row, criteria.get(row.query) ?? []));
  };

  addEndpoint(app, listSavedSearchesContract, async (request) => {
    const { userId, site } = personOf(request);
    return answer(site, await listSavedSearches(db, userId, site.key));
  });

  addEndpoint(app, createSavedSearchContract, async (request, reply) => {
    const { userId, site } = personOf(request);
    const query = savedSearchQuery(site, savedSearchState(site, request.body.query, request.body.pathTag));
    const { ids } = await homesMatching(db, site, query);
    const criteria = (await criteriaOfQueries(db, site, [query])).get(query) ?? [];
    const name = request.body.name?.trim() || nameFromCriteria(criteria);
    const saved = await insertSavedSearch(
      db,
      {
        userId,
        siteKey: site.key,
        name,
        query,
        alertFrequency: request.body.alertFrequency ?? DEFAULT_ALERT_FREQUENCY,
      },
      ids,
      MAX_SAVED_SEARCHES_PER_PERSON,
    );
    if (!saved) {
      throw new HttpError('CONFLICT', `At most ${MAX_SAVED_SEARCHES_PER_PERSON} saved searches per person.`);
    }
    return reply
      .code(saved.created ? 201 : 200)
      .send({ ...toSavedSearch(site, saved.row, criteria), alreadySaved: !saved.created });
  });

  addEndpoint(app, updateSavedSearchContract, async (request) => {
    const { userId, site } = personOf(request);
    const { name, alertFrequency } = request.body;
    const row = await updateSavedSearch(db, userId, request.params.id, { name, alertFrequency });
    if (!row) throw notFound();
    const [updated] = await answer(site, [row]);
    if (!updated) throw notFound();
    return updated;
  });

  addEndpoint(app, removeSavedSearchContract, async (request, reply) => {
    const { userId } = personOf(request);
    if (!(await deleteSavedSearch(db, userId, request.params.id))) throw notFound();
    return reply.code(204).send(null);
  });

  addEndpoint(app, devRunSavedSearchJobContract, async (request) => {
    const context = requireSiteContext(request);
    const port = context.environment === 'local' && context.port !== 80 ? context.port : undefined;
    return { mailed: await runSavedSearchJob(app, { environment: context.environment, port }) };
  });

  addEndpoint(app, devCopyHomeContract, async (request, reply) => {
    const copy = await copyHome(db, request.body.objectId);
    if (!copy) throw new HttpError('NOT_FOUND', 'No such home.');
    return reply.code(201).send(copy);
  });
}
