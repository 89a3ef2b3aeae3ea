import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASE_TYPES,
  FILE_ERROR_KEYS,
  MAX_FILES_PER_CASE,
  MAX_TOTAL_FILE_BYTES,
} from '../../../shared/cases/case-constants';
import {
  type CreateCaseFields,
  createCaseFieldsSchema,
  type ErrandDetail,
  updateCaseFieldsSchema,
} from '../../../shared/cases/case-schemas';
import {
  cancelledStatusFor,
  canMoveCase,
  caseStatusGroup,
  registeredStatusFor,
} from '../../../shared/cases/case-statuses';
import { findSiteBySiteId, SITES } from '../../../shared/sites/sites';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-error';
import type { LoginClaims } from '../../plugins/auth/login-tokens';
import { requireSiteBySiteId } from '../../plugins/site-context';
import {
  attachmentsOfCase,
  type CaseScope,
  findCase,
  findCaseByIdempotencyKey,
  findCaseRow,
  insertCase,
  moveCase,
  type NewCase,
  updateCase,
} from './case-repository';
import {
  caseTypeFor,
  fieldError,
  fileUrls,
  languageOf,
  notFound,
  parseFields,
  type Reporter,
  type RouteFamily,
} from './case-rules';
import {
  assetTypeExists,
  associationAccount,
  currentAgreements,
  findApartment,
  findBuilding,
  findProblemArea,
  findProperty,
  findRoom,
} from './property-repository';
import { discardUploads, readCaseUpload, type UploadedFile } from './uploads/case-upload';

// The rules of filing, changing and closing a case (flows §3.3, §4.1, §4.4, §5, §6). Files are
// stored before the case's record (uploaded first, attached on submit): any failure after that
// removes them, so a failed submit leaves neither a case nor a file.

export type CreateRoute = 'customer' | 'board';

interface Placement {
  associationId: string | null;
  propertyId: string | null;
  buildingId: string | null;
  buildingPartId: string | null;
  apartmentId: string | null;
  reporter: Reporter;
  manualAddress: boolean;
}

function idempotencyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && /^[\w.:-]{8,100}$/.test(value) ? value : undefined;
}

export async function createCase(
  app: FastifyInstance,
  request: FastifyRequest,
  login: LoginClaims,
  route: CreateRoute,
): Promise<{ created: boolean; errand: ErrandDetail }> {
  const db = app.database.db;
  const family: RouteFamily = route === 'board' ? 'caseManagement' : 'customer';
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
  if (route === 'board') await requireManagedAssociation(app, login);

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
    const placement = await placeCase(app, login, route, fields);
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
    return { created: true, errand: await answer(id) };
  } catch (error) {
    await discardUploads(app.fileStorage, upload.files);
    throw error;
  }
}

/** flows §4.2: only users with a security identifier (a verified bank identity) file cases. */
async function requireVerifiedIdentity(app: FastifyInstance, login: LoginClaims): Promise<void> {
  const [row] = await app.database.db
    .select({ securityNumber: users.securityNumber, nationalId: users.nationalId })
    .from(users)
    .where(eq(users.id, login.userId))
    .limit(1);
  if (!row?.securityNumber && !row?.nationalId) {
    throw new HttpError('FORBIDDEN', 'Add a bank identity to the account before filing a case (flows §4.2).');
  }
}

async function requireManagedAssociation(app: FastifyInstance, login: LoginClaims): Promise<void> {
  const account = login.associationId
    ? await associationAccount(app.database.db, login.associationId)
    : undefined;
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

/** Where a case belongs, checked against what the caller may report for (else 404). */
async function placeCase(
  app: FastifyInstance,
  login: LoginClaims,
  route: CreateRoute,
  fields: CreateCaseFields,
): Promise<Placement> {
  const db = app.database.db;
  const none = { propertyId: null, buildingId: null, buildingPartId: null, apartmentId: null };
  const requireManualAddress = () => {
    for (const name of ['address', 'zipCode', 'city'] as const) {
      if (!fields[name]) throw fieldError(name, 'required', 'required for a case at another address');
    }
  };

  if (route === 'board') {
    const associationId = login.associationId as string;
    const reporter: Reporter = { kind: 'managedBoard' };
    if (fields.objectId) {
      const home = await findApartment(db, fields.objectId);
      if (!home || home.associationId !== associationId) throw notFound('home');
      return {
        ...homePlacement(home),
        associationId,
        reporter,
        manualAddress: false,
      };
    }
    if (fields.buildingId) {
      const building = await findBuilding(db, fields.buildingId);
      if (!building || building.associationId !== associationId) throw notFound('building');
      return {
        ...none,
        propertyId: building.propertyId,
        buildingId: building.id,
        associationId,
        reporter,
        manualAddress: false,
      };
    }
    if (fields.propertyId) {
      const property = await findProperty(db, fields.propertyId);
      if (!property || property.associationId !== associationId) throw notFound('property');
      return { ...none, propertyId: property.id, associationId, reporter, manualAddress: false };
    }
    throw fieldError('objectId', 'required', 'name a home, a building or a property of the association');
  }

  if (login.associationId) {
    // A board member without management (or the Norwegian board): association and address by hand.
    if (!fields.compoundName) throw fieldError('compoundName', 'required', 'required for a board case');
    if (!fields.compoundNumber) throw fieldError('compoundNumber', 'required', 'required for a board case');
    if (fields.isMember !== true) throw fieldError('isMember', 'required', 'confirm the membership');
    requireManualAddress();
    return {
      ...none,
      associationId: login.associationId,
      reporter: { kind: 'boardWithoutManagement' },
      manualAddress: true,
    };
  }

  const agreements = await currentAgreements(db, login.userId);
  if (fields.objectId) {
    const agreement = agreements.find((candidate) => candidate.id === fields.objectId);
    if (!agreement) throw notFound('home');
    const home = await findApartment(db, agreement.id);
    if (!home) throw notFound('home');
    return {
      ...homePlacement(home),
      associationId: null,
      reporter: { kind: 'resident', agreement: agreement.kind, publicArea: false },
      manualAddress: false,
    };
  }
  if (fields.buildingId) {
    if (!agreements.some((agreement) => agreement.buildingId === fields.buildingId))
      throw notFound('building');
    const building = await findBuilding(db, fields.buildingId);
    if (!building) throw notFound('building');
    // A public area of an association's property is the board's to follow as well.
    return {
      ...none,
      propertyId: building.propertyId,
      buildingId: building.id,
      associationId: building.associationId,
      reporter: { kind: 'resident', publicArea: true },
      manualAddress: false,
    };
  }
  requireManualAddress();
  return {
    ...none,
    associationId: null,
    reporter: { kind: 'resident', publicArea: false },
    manualAddress: true,
  };
}

function homePlacement(home: { id: string; propertyId: string; buildingId: string; buildingPartId: string }) {
  return {
    propertyId: home.propertyId,
    buildingId: home.buildingId,
    buildingPartId: home.buildingPartId,
    apartmentId: home.id,
  };
}

async function checkAreaRoomAndAsset(app: FastifyInstance, fields: CreateCaseFields, placement: Placement) {
  const db = app.database.db;
  if (!(await findProblemArea(db, fields.area)))
    throw fieldError('area', 'invalidInput', 'no such problem area');
  const room = await findRoom(db, fields.roomId);
  const fits =
    room &&
    (placement.apartmentId
      ? room.apartmentId === placement.apartmentId || room.buildingId === placement.buildingId
      : placement.buildingId
        ? room.buildingId === placement.buildingId
        : placement.propertyId
          ? room.propertyId === placement.propertyId
          : !room.apartmentId && !room.buildingId);
  if (!fits) throw fieldError('roomId', 'invalidInput', 'not a room of the chosen home, building or address');
  if (fields.assetTypeId !== undefined && !(await assetTypeExists(db, fields.assetTypeId))) {
    throw fieldError('assetTypeId', 'invalidInput', 'no such appliance');
  }
}

/** flows §3.3, §5: a change; description required, the rest only when sent. */
export async function changeCase(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: CaseScope,
  family: RouteFamily,
  id: string,
): Promise<ErrandDetail> {
  const db = app.database.db;
  const row = await findCaseRow(db, scope, id);
  if (!row) throw notFound();
  const group = caseStatusGroup(row.statusId);
  if (group === 'completed')
    throw new HttpError('CONFLICT', 'A completed or cancelled errand cannot be changed.');
  const attached = await attachmentsOfCase(db, id);
  // Removals are known only once the fields are read, so the limits are checked after the body.
  const upload = await readCaseUpload(request, app.fileStorage, { attachedCount: 0, attachedBytes: 0 });
  let removedKeys: { storageKey: string }[] = [];
  try {
    const fields = parseFields(updateCaseFieldsSchema, upload.fields);
    const removeIds = (fields.removeFiles ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const unknown = removeIds.filter((removeId) => !attached.some((file) => file.id === removeId));
    if (unknown.length > 0) throw fieldError('removeFiles', 'invalidInput', 'not a file of this errand');
    const kept = attached.filter((file) => !removeIds.includes(file.id));
    checkLimits(kept, upload.files);
    if (fields.area !== undefined && !(await findProblemArea(db, fields.area))) {
      throw fieldError('area', 'invalidInput', 'no such problem area');
    }
    if (fields.roomId !== undefined) {
      const room = await findRoom(db, fields.roomId);
      const fits =
        room &&
        (row.apartmentId
          ? room.apartmentId === row.apartmentId || room.buildingId === row.buildingId
          : row.buildingId
            ? room.buildingId === row.buildingId
            : !room.apartmentId && !room.buildingId);
      if (!fits) throw fieldError('roomId', 'invalidInput', 'not a room of this errand’s home or building');
    }
    const changes: Record<string, unknown> = { description: fields.description };
    if (fields.area !== undefined) changes.problemAreaCode = fields.area;
    if (fields.roomId !== undefined) changes.roomId = fields.roomId;
    if (fields.assetTypeId !== undefined) changes.assetTypeId = fields.assetTypeId;
    const contact = {
      firstName: fields.alternativeContactFirstName,
      lastName: fields.alternativeContactLastName,
      email: fields.alternativeContactEmail,
      phone: fields.alternativeContactPhone,
    };
    if (Object.values(contact).some((value) => value !== undefined)) {
      const previous = row.alternativeContact ?? { firstName: '', lastName: '', email: '', phone: '' };
      changes.alternativeContact = Object.fromEntries(
        Object.entries({ ...previous }).map(([name, value]) => [
          name,
          contact[name as keyof typeof contact] ?? value,
        ]),
      );
    }
    removedKeys = await updateCase(db, id, changes, removeIds, upload.files);
  } catch (error) {
    await discardUploads(app.fileStorage, upload.files);
    throw error;
  }
  // The records are gone; the bytes follow (a failure here leaves only an unreferenced file).
  await Promise.all(
    removedKeys.map((file) => app.fileStorage.remove(file.storageKey).catch(() => undefined)),
  );
  const errand = await findCase(db, scope, id, languageOf(request), fileUrls(family));
  if (!errand) throw notFound();
  return errand;
}

function checkLimits(kept: readonly { size: number }[], added: readonly UploadedFile[]): void {
  if (kept.length + added.length > MAX_FILES_PER_CASE) {
    throw new HttpError(
      'TOO_MANY_FILES',
      `At most ${MAX_FILES_PER_CASE} files per case, counting those attached.`,
      [{ path: 'files', message: FILE_ERROR_KEYS.tooMany }],
    );
  }
  const total = [...kept, ...added].reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_TOTAL_FILE_BYTES) {
    throw new HttpError('FILES_TOO_LARGE_IN_TOTAL', 'The files exceed 100 MB in all.', [
      { path: 'files', message: FILE_ERROR_KEYS.totalSize },
    ]);
  }
}

/** flows §4.4: closing sets "cancelled by customer", the Norwegian variant on the Norwegian site. */
export async function closeCase(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: CaseScope,
  family: RouteFamily,
  id: string,
  siteRef: string,
): Promise<ErrandDetail> {
  const db = app.database.db;
  const site = siteOfRef(siteRef);
  const row = await findCaseRow(db, scope, id);
  if (!row) throw notFound();
  const target = cancelledStatusFor(site.key);
  if (!canMoveCase(row.statusId, target)) {
    throw new HttpError('CONFLICT', 'This errand is already executed, completed or cancelled.');
  }
  await moveCase(db, id, target);
  const errand = await findCase(db, scope, id, languageOf(request), fileUrls(family));
  if (!errand) throw notFound();
  return errand;
}

/** A site named by its key or its id. */
export function siteOfRef(ref: string) {
  const byId = findSiteBySiteId(ref);
  if (byId) return byId;
  if (Object.hasOwn(SITES, ref)) return SITES[ref as keyof typeof SITES];
  throw new HttpError('UNKNOWN_SITE_ID', `No site is named ${ref}.`);
}
