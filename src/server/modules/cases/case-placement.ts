import type { FastifyInstance } from 'fastify';
import type { CreateCaseFields } from '../../../shared/cases/case-schemas';
import type { BoardLogin, FullLogin } from '../../plugins/auth/access';
import { fieldError, notFound, type Reporter } from './case-rules';
import {
  assetTypeExists,
  currentAgreements,
  findApartment,
  findBuilding,
  findProblemArea,
  findProperty,
  findRoom,
} from './property-repository';

// Where a new case belongs (flows §3.3, §6): the home, building, property or typed address the
// caller may report for, and the room, problem area and appliance that fit it.

/** Who files a case, by the route it is filed on: a customer (any full login), or a managed board. */
export type CaseFiler = { route: 'customer'; login: FullLogin } | { route: 'board'; login: BoardLogin };

export interface Placement {
  associationId: string | null;
  propertyId: string | null;
  buildingId: string | null;
  buildingPartId: string | null;
  apartmentId: string | null;
  reporter: Reporter;
  manualAddress: boolean;
}

/** Where a case belongs, checked against what the caller may report for (else 404). */
export async function placeCase(
  app: FastifyInstance,
  filer: CaseFiler,
  fields: CreateCaseFields,
): Promise<Placement> {
  const db = app.database.db;
  const none = { propertyId: null, buildingId: null, buildingPartId: null, apartmentId: null };
  const requireManualAddress = () => {
    for (const name of ['address', 'zipCode', 'city'] as const) {
      if (!fields[name]) throw fieldError(name, 'required', 'required for a case at another address');
    }
  };

  if (filer.route === 'board') {
    const { associationId } = filer.login;
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

  const { login } = filer;
  // A board member without management (or the Norwegian board): association and address by hand.
  // Logged in as a board, the association is theirs; logged in privately ("continue without
  // technical management", platform §2) the association is only what they typed.
  const namesAnAssociation =
    fields.compoundName !== undefined || fields.compoundNumber !== undefined || fields.isMember !== undefined;
  if (login.associationId || namesAnAssociation) {
    if (!fields.compoundName) throw fieldError('compoundName', 'required', 'required for a board case');
    if (!fields.compoundNumber) throw fieldError('compoundNumber', 'required', 'required for a board case');
    if (fields.isMember !== true) throw fieldError('isMember', 'required', 'confirm the membership');
    requireManualAddress();
    return {
      ...none,
      associationId: login.associationId ?? null,
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

export async function checkAreaRoomAndAsset(
  app: FastifyInstance,
  fields: CreateCaseFields,
  placement: Placement,
) {
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
