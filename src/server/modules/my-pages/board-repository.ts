import { and, asc, desc, eq } from 'drizzle-orm';
import { caseStatusLabel } from '../../../shared/cases/case-status-labels';
import { caseStatusGroup } from '../../../shared/cases/case-statuses';
import type { BoardPage, BoardUnit, BoardUnitType } from '../../../shared/my-pages/board-contracts';
import type { Locale } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { apartments, buildingParts, buildings, cases, problemAreas, properties } from '../../db/schema';
import { associationsOf } from '../account/account-repository';

// The board member's page (issue 35 item 4): the association's properties, stairwells and homes
// (flows §3.3's property world), each with the errands filed on it. Every read is bound to the
// association the board login acts for and the site asked on; the caller's seat on the board is
// read again here, so a member who has left the board sees nothing even with an old token.

/** The association, when `userId` still sits on its board and it belongs to `siteKey`. */
export async function boardAssociationOf(
  db: Database,
  userId: string,
  associationId: string,
  siteKey: string,
) {
  const [association] = await associationsOf(db, userId, { associationId, siteKey });
  return (
    association && {
      id: association.id,
      name: association.name,
      organisationNumber: association.organisationNumber,
    }
  );
}

async function unitsOf(db: Database, associationId: string, siteKey: string) {
  const own = and(eq(properties.associationId, associationId), eq(properties.siteKey, siteKey));
  const [propertyRows, stairRows, homeRows] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.designation, address: properties.municipality })
      .from(properties)
      .where(own)
      .orderBy(asc(properties.designation)),
    db
      .select({
        id: buildingParts.id,
        building: buildings.name,
        name: buildingParts.name,
        address: buildingParts.address,
      })
      .from(buildingParts)
      .innerJoin(buildings, eq(buildings.id, buildingParts.buildingId))
      .innerJoin(properties, eq(properties.id, buildings.propertyId))
      .where(own)
      .orderBy(asc(buildings.name), asc(buildingParts.name)),
    db
      .select({ id: apartments.id, name: apartments.homeNumber, address: apartments.address })
      .from(apartments)
      .innerJoin(properties, eq(properties.id, apartments.propertyId))
      .where(own)
      .orderBy(asc(apartments.address), asc(apartments.homeNumber)),
  ]);
  return {
    property: propertyRows,
    stairs: stairRows.map((row) => ({
      id: row.id,
      name: `${row.building}, ${row.name}`,
      address: row.address,
    })),
    object: homeRows,
  };
}

async function errandsOf(db: Database, associationId: string, siteKey: string) {
  return db
    .select({
      id: cases.id,
      ticketNumber: cases.ticketNumber,
      statusId: cases.statusId,
      createdAt: cases.createdAt,
      propertyId: cases.propertyId,
      buildingPartId: cases.buildingPartId,
      apartmentId: cases.apartmentId,
      areaNames: problemAreas.names,
    })
    .from(cases)
    .innerJoin(problemAreas, eq(problemAreas.code, cases.problemAreaCode))
    .where(and(eq(cases.associationId, associationId), eq(cases.siteKey, siteKey)))
    .orderBy(desc(cases.createdAt), desc(cases.ticketNumber));
}

type ErrandRow = Awaited<ReturnType<typeof errandsOf>>[number];

/** The unit an errand belongs to at the filter's level; an errand above that level has none. */
function unitIdOf(errand: ErrandRow, type: BoardUnitType): string | null {
  if (type === 'property') return errand.propertyId;
  if (type === 'stairs') return errand.buildingPartId;
  return errand.apartmentId;
}

export async function buildBoardPage(
  db: Database,
  association: { id: string; name: string; organisationNumber: string },
  siteKey: string,
  locale: Locale,
  type: BoardUnitType,
): Promise<BoardPage> {
  const [units, errands] = await Promise.all([
    unitsOf(db, association.id, siteKey),
    errandsOf(db, association.id, siteKey),
  ]);
  const byUnit = new Map<string, BoardUnit['errands']>();
  for (const errand of errands) {
    const unitId = unitIdOf(errand, type);
    if (!unitId) continue;
    const list = byUnit.get(unitId) ?? [];
    list.push({
      id: errand.id,
      ticketNumber: errand.ticketNumber,
      caseStatusId: errand.statusId,
      status: caseStatusLabel(locale, errand.statusId),
      open: caseStatusGroup(errand.statusId) !== 'completed',
      areaName: errand.areaNames[locale] ?? errand.areaNames.sv,
      creationDate: errand.createdAt.toISOString(),
    });
    byUnit.set(unitId, list);
  }
  return {
    association,
    type,
    counts: { object: units.object.length, stairs: units.stairs.length, property: units.property.length },
    units: units[type].map((unit) => ({ ...unit, type, errands: byUnit.get(unit.id) ?? [] })),
  };
}
