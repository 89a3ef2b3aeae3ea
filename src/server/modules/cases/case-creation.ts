import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CASE_TYPES } from '../../../shared/cases/case-constants';
import {
  type CreateCaseFields,
  createCaseFieldsSchema,
  type ErrandDetail,
} from '../../../shared/cases/case-schemas';
import { registeredStatusFor } from '../../../shared/cases/case-statuses';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-error';
import type { BoardLogin, FullLogin } from '../../plugins/auth/access';
import { requireSiteBySiteId } from '../../plugins/site-context';
import { mailCaseCopy } from './case-copy-mail';
import { type CaseFiler, checkAreaRoomAndAsset, placeCase } from './case-placement';
import {
  type CaseScope,
  findCase,
  findCaseByIdempotencyKey,
  insertCase,
  type NewCase,
} from './case-repository';
import { caseTypeFor, fileUrls, languageOf, notFound, parseFields, type RouteFamily } from './case-rules';
import { associationAccount } from './property-repository';
import { discardUploads, readCaseUpload } from './uploads/case-upload';

// Filing a case (flows §3.3, §4.1, §5, §6). Files are stored before the case's record (uploaded
// first, attached on submit): any failure after that removes them, so a failed submit leaves
// neither a case nor a file.

function idempotencyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && /^[\w.:-]{8,100}$/.test(value) ? value : undefined;
}

export async function createCase(
  app: FastifyInstance,
  request: FastifyRequest,
  filer: CaseFiler,
): Promise<{ created: boolean; errand: ErrandDetail }> {
  const db = app.database.db;
  const { login } = filer;
  const family: RouteFamily = filer.route === 'board' ? 'caseManagement' : 'customer';
  const reporterScope: CaseScope = { kind: 'reporter', userId: login.userId };
  const answer = async (id: string) => {
    const errand = await findCase(db, reporterScope, id, languageOf(request), fileUrls(family));
    if (!errand) throw notFound();
    return errand;
  };

  // A retry of a submit that already became a case answers that case without reading the files.
  const headerKey = idempotencyHeader(request);
  if (headerKey) {
    const existing = await findCaseByIdempotencyKey(db, login.userId, headerKey);
    if (existing) return { created: false, errand: await answer(existing.id) };
  }
  await requireVerifiedIdentity(app, login);
  if (filer.route === 'board') await requireManagedAssociation(app, filer.login);

  const upload = await readCaseUpload(request, app.fileStorage, { attachedCount: 0, attachedBytes: 0 });
  try {
    const fields = parseFields(createCaseFieldsSchema, upload.fields);
    const key = headerKey ?? fields.idempotencyKey;
    if (key) {
      const existing = await findCaseByIdempotencyKey(db, login.userId, key);
      if (existing) {
        await discardUploads(app.fileStorage, upload.files);
        return { created: false, errand: await answer(existing.id) };
      }
    }
    const site = requireSiteBySiteId(fields.siteId);
    const placement = await placeCase(app, filer, fields);
    await checkAreaRoomAndAsset(app, fields, placement);
    const id = randomUUID();
    const values: NewCase = {
      id,
      siteKey: site.key,
      caseTypeId: CASE_TYPES[caseTypeFor(placement.reporter, placement.manualAddress)].id,
      statusId: registeredStatusFor(site.key),
      reporterUserId: login.userId,
      associationId: placement.associationId,
      propertyId: placement.propertyId,
      buildingId: placement.buildingId,
      buildingPartId: placement.buildingPartId,
      apartmentId: placement.apartmentId,
      roomId: fields.roomId,
      problemAreaCode: fields.area,
      assetTypeId: fields.assetTypeId ?? null,
      description: fields.description,
      governmentObjectId: fields.governmentObjectId ?? null,
      address: placement.manualAddress ? (fields.address ?? null) : null,
      zipCode: placement.manualAddress ? (fields.zipCode ?? null) : null,
      city: placement.manualAddress ? (fields.city ?? null) : null,
      compoundName: fields.compoundName ?? null,
      compoundNumber: fields.compoundNumber ?? null,
      isMember: fields.isMember ?? null,
      boardEmail: fields.boardEmail ?? null,
      alternativeContact: alternativeContactOf(fields),
      idempotencyKey: key ?? null,
    };
    try {
      await insertCase(db, values, upload.files);
    } catch (error) {
      // Two submits with one key at once: the other one made the case.
      if (key && isUniqueViolation(error)) {
        const existing = await findCaseByIdempotencyKey(db, login.userId, key);
        if (existing) {
          await discardUploads(app.fileStorage, upload.files);
          return { created: false, errand: await answer(existing.id) };
        }
      }
      throw error;
    }
    const errand = await answer(id);
    if (fields.sendCopy && placement.reporter.kind !== 'resident') {
      mailCaseCopy(app, request, {
        userId: login.userId,
        site,
        errand,
        linkToErrand: placement.reporter.kind === 'managedBoard',
      });
    }
    return { created: true, errand };
  } catch (error) {
    await discardUploads(app.fileStorage, upload.files);
    throw error;
  }
}

/** flows §4.2: only users with a security identifier (a verified bank identity) file cases. */
async function requireVerifiedIdentity(app: FastifyInstance, login: FullLogin): Promise<void> {
  const [row] = await app.database.db
    .select({ securityNumber: users.securityNumber, nationalId: users.nationalId })
    .from(users)
    .where(eq(users.id, login.userId))
    .limit(1);
  if (!row?.securityNumber && !row?.nationalId) {
    throw new HttpError('FORBIDDEN', 'Add a bank identity to the account before filing a case (flows §4.2).');
  }
}

async function requireManagedAssociation(app: FastifyInstance, login: BoardLogin): Promise<void> {
  const account = await associationAccount(app.database.db, login.associationId);
  if (!account?.activeFinancialManagement) {
    throw new HttpError(
      'FORBIDDEN',
      'Only a board of an association with technical management files cases here; use customer/create_case.',
    );
  }
}

function alternativeContactOf(fields: CreateCaseFields) {
  const { alternativeContactFirstName: firstName, alternativeContactLastName: lastName } = fields;
  const { alternativeContactEmail: email, alternativeContactPhone: phone } = fields;
  if (!firstName && !lastName && !email && !phone) return null;
  return { firstName: firstName ?? '', lastName: lastName ?? '', email: email ?? '', phone: phone ?? '' };
}
