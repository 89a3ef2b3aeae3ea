import type { FastifyInstance } from 'fastify';
import {
  accountContract,
  articlesContract,
  assetsContract,
  buildingRoomsContract,
  caseFaqContract,
  customerAgreementsContract,
  emailIsValidContract,
  generalRoomsContract,
  problemAreasContract,
  roomsContract,
  searchBuildingContract,
  searchObjectContract,
  updateAccountContract,
} from '../../../shared/cases/case-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import { languageOf, notFound } from './case-rules';
import {
  articlesOf,
  assetsOfArea,
  associationAccount,
  currentAgreements,
  emailFreeFor,
  faqByIds,
  generalRooms,
  problemAreaTree,
  roomsOf,
  roomsOfProperty,
  searchApartments,
  searchBuildings,
  setBoardEmail,
} from './property-repository';
import { siteOfRef } from './site-reference';

// What the wizard looks up (flows §7.1): agreements, the board's search, rooms, problem
// areas, appliances and their suppliers, FAQ, the association account and the e-mail check.

export async function registerCaseLookupRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  addEndpoint(app, customerAgreementsContract, async (request, reply) => {
    const rows = await currentAgreements(db, loginOf(request).userId);
    // flows §7.4: 204 means none (the wizard then offers manual address entry).
    if (rows.length === 0) return reply.status(204).send();
    return rows;
  });

  addEndpoint(app, searchBuildingContract, async (request) => {
    const site = siteOfRef(request.body.site);
    return searchBuildings(db, loginOf(request).associationId, site.key, request.body.text);
  });

  addEndpoint(app, searchObjectContract, async (request) => {
    const site = siteOfRef(request.body.site);
    return searchApartments(db, loginOf(request).associationId, site.key, request.body.text);
  });

  addEndpoint(app, accountContract, async (request) => {
    const account = await associationAccount(db, loginOf(request).associationId);
    if (!account) throw notFound('association');
    return account;
  });

  addEndpoint(app, updateAccountContract, async (request) => {
    const associationId = loginOf(request).associationId;
    await setBoardEmail(db, associationId, request.body.email.toLowerCase());
    const account = await associationAccount(db, associationId);
    if (!account) throw notFound('association');
    return account;
  });

  addEndpoint(app, buildingRoomsContract, async (request) => roomsOfProperty(db, request.params.propertyId));
  addEndpoint(app, roomsContract, async (request) => roomsOf(db, request.params.id));
  addEndpoint(app, generalRoomsContract, async () => generalRooms(db));

  addEndpoint(app, assetsContract, async (request) =>
    assetsOfArea(db, request.params.problemArea, languageOf(request)),
  );

  addEndpoint(app, articlesContract, async (request) => {
    const rows = await articlesOf(db, request.body.ids);
    return rows.map(({ id, assetId, name, supplierName, supplierPhone, supplierUrl }) => ({
      id,
      assetId,
      name,
      supplierName,
      supplierPhone,
      supplierUrl,
    }));
  });

  addEndpoint(app, problemAreasContract, async (request) =>
    problemAreaTree(db, languageOf(request), request.query.scope),
  );

  addEndpoint(app, caseFaqContract, async (request) => faqByIds(db, request.body.faqIds));

  addEndpoint(app, emailIsValidContract, async (request) => {
    const ssn = request.body.ssn.replace(/\D/g, '');
    const email = request.body.email;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return false;
    return emailFreeFor(db, ssn.length === 10 ? `19${ssn}` : ssn, email);
  });
}
