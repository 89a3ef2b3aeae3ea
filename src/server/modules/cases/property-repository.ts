import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/residence/fold-text';
import type { Database } from '../../db/client';
import {
  agreements,
  apartments,
  assetArticles,
  assets,
  associations,
  buildings,
  faqEntries,
  problemAreas,
  properties,
  rooms,
  users,
} from '../../db/schema';

// The SQL of the property world: agreements, buildings and homes, rooms, problem areas,
// appliances and FAQ, and the association account of a board login.

type Language = 'sv' | 'no' | 'fi' | 'en';
const SEARCH_LIMIT = 30;

const apartmentColumns = {
  id: apartments.id,
  propertyId: apartments.propertyId,
  buildingId: apartments.buildingId,
  buildingPartId: apartments.buildingPartId,
  address: apartments.address,
  zipCode: apartments.zipCode,
  city: apartments.city,
  homeNumber: apartments.homeNumber,
  governmentObjectId: apartments.governmentObjectId,
  objectTypeId: apartments.objectTypeId,
  rentalBuilding: apartments.rentalBuilding,
};

/** The user's agreements in force today, with their homes. */
export async function currentAgreements(db: Database, userId: string) {
  const today = new Date().toISOString().slice(0, 10);
  return db
    .select({ agreementId: agreements.id, kind: agreements.kind, ...apartmentColumns })
    .from(agreements)
    .innerJoin(apartments, eq(apartments.id, agreements.apartmentId))
    .where(and(eq(agreements.userId, userId), or(isNull(agreements.endDate), gte(agreements.endDate, today))))
    .orderBy(asc(agreements.startDate), asc(agreements.id));
}

export async function findApartment(db: Database, id: string) {
  const [row] = await db
    .select({ ...apartmentColumns, associationId: properties.associationId })
    .from(apartments)
    .innerJoin(properties, eq(properties.id, apartments.propertyId))
    .where(eq(apartments.id, id));
  return row;
}

export async function findBuilding(db: Database, id: string) {
  const [row] = await db
    .select({ id: buildings.id, propertyId: buildings.propertyId, associationId: properties.associationId })
    .from(buildings)
    .innerJoin(properties, eq(properties.id, buildings.propertyId))
    .where(eq(buildings.id, id));
  return row;
}

export async function findProperty(db: Database, id: string) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

export async function findRoom(db: Database, id: string) {
  const [row] = await db
    .select({
      id: rooms.id,
      buildingId: rooms.buildingId,
      apartmentId: rooms.apartmentId,
      propertyId: buildings.propertyId,
    })
    .from(rooms)
    .leftJoin(buildings, eq(buildings.id, rooms.buildingId))
    .where(eq(rooms.id, id));
  return row;
}

const matches = (column: typeof buildings.searchName | typeof apartments.searchName, text: string) =>
  sql`${column} like ${`%${foldForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

export async function searchBuildings(db: Database, associationId: string, siteKey: string, text: string) {
  return db
    .select({
      buildingId: buildings.id,
      propertyId: buildings.propertyId,
      name: buildings.name,
      address: buildings.address,
      zipCode: buildings.zipCode,
      city: buildings.city,
    })
    .from(buildings)
    .innerJoin(properties, eq(properties.id, buildings.propertyId))
    .where(
      and(
        eq(properties.associationId, associationId),
        eq(properties.siteKey, siteKey),
        matches(buildings.searchName, text),
      ),
    )
    .orderBy(asc(buildings.name))
    .limit(SEARCH_LIMIT);
}

export async function searchApartments(db: Database, associationId: string, siteKey: string, text: string) {
  return db
    .select(apartmentColumns)
    .from(apartments)
    .innerJoin(properties, eq(properties.id, apartments.propertyId))
    .where(
      and(
        eq(properties.associationId, associationId),
        eq(properties.siteKey, siteKey),
        matches(apartments.searchName, text),
      ),
    )
    .orderBy(asc(apartments.address), asc(apartments.homeNumber))
    .limit(SEARCH_LIMIT);
}

const roomColumns = { id: rooms.id, name: rooms.name, roomType: rooms.roomType };

export async function roomsOfProperty(db: Database, propertyId: string) {
  return db
    .select(roomColumns)
    .from(rooms)
    .innerJoin(buildings, eq(buildings.id, rooms.buildingId))
    .where(eq(buildings.propertyId, propertyId))
    .orderBy(asc(buildings.name), asc(rooms.name));
}

/** Rooms of a home, or of a building, by its id. */
export async function roomsOf(db: Database, id: string) {
  return db
    .select(roomColumns)
    .from(rooms)
    .where(or(eq(rooms.apartmentId, id), eq(rooms.buildingId, id)))
    .orderBy(asc(rooms.roomType), asc(rooms.name));
}

export async function generalRooms(db: Database) {
  return db
    .select(roomColumns)
    .from(rooms)
    .where(and(isNull(rooms.apartmentId), isNull(rooms.buildingId)))
    .orderBy(asc(rooms.roomType));
}

export async function findProblemArea(db: Database, code: number) {
  const [row] = await db.select().from(problemAreas).where(eq(problemAreas.code, code));
  return row;
}

/** The areas and their sub-items, each with the ids of its FAQ entries in the language. */
export async function problemAreaTree(db: Database, language: Language, scope?: 'public' | 'apartment') {
  const [areas, faq] = await Promise.all([
    db
      .select()
      .from(problemAreas)
      .where(scope ? eq(problemAreas.scope, scope) : undefined)
      .orderBy(asc(problemAreas.sortOrder), asc(problemAreas.code)),
    db
      .select({ id: faqEntries.id, code: faqEntries.problemAreaCode })
      .from(faqEntries)
      .where(eq(faqEntries.language, language))
      .orderBy(asc(faqEntries.sortOrder)),
  ]);
  const item = (area: (typeof areas)[number]) => ({
    code: area.code,
    name: area.names[language] ?? area.names.sv,
    roomType: area.roomType,
    showsContact: area.showsContact,
    appliance: area.appliance,
    faqIds: faq.filter((entry) => entry.code === area.code).map((entry) => entry.id),
  });
  return areas
    .filter((area) => area.parentCode === null)
    .map((area) => ({
      ...item(area),
      scope: area.scope,
      details: areas.filter((detail) => detail.parentCode === area.code).map(item),
    }));
}

export async function assetsOfArea(db: Database, code: number, language: Language) {
  const area = await findProblemArea(db, code);
  const codes = area?.parentCode ? [code, area.parentCode] : [code];
  const rows = await db
    .select()
    .from(assets)
    .where(inArray(assets.problemAreaCode, codes))
    .orderBy(asc(assets.assetTypeId));
  return rows.map((row) => ({
    id: row.id,
    assetTypeId: row.assetTypeId,
    problemArea: row.problemAreaCode,
    name: row.names[language] ?? row.names.sv,
  }));
}

export async function assetTypeExists(db: Database, assetTypeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(eq(assets.assetTypeId, assetTypeId))
    .limit(1);
  return Boolean(row);
}

export async function articlesOf(db: Database, assetIds: readonly string[]) {
  if (assetIds.length === 0) return [];
  return db
    .select()
    .from(assetArticles)
    .where(inArray(assetArticles.assetId, [...assetIds]))
    .orderBy(asc(assetArticles.name));
}

export async function faqByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(faqEntries)
    .where(inArray(faqEntries.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            id: row.id,
            question: row.question,
            answer: row.answer,
            youtubeLink: row.youtubeLink,
            youtubeImage: row.youtubeImage,
            files: row.files,
          },
        ]
      : [];
  });
}

/** flows §5: an e-mail may be used for a person unless someone else already has it. */
export async function emailFreeFor(db: Database, securityNumber: string, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        or(isNull(users.securityNumber), ne(users.securityNumber, securityNumber)),
      ),
    )
    .limit(1);
  return !other;
}

export async function associationAccount(db: Database, associationId: string) {
  const [row] = await db
    .select({
      id: associations.id,
      name: associations.name,
      organisationNumber: associations.organisationNumber,
      boardEmail: associations.boardEmail,
      activeFinancialManagement: associations.activeFinancialManagement,
    })
    .from(associations)
    .where(eq(associations.id, associationId));
  return row;
}

export async function setBoardEmail(db: Database, associationId: string, email: string): Promise<void> {
  await db.update(associations).set({ boardEmail: email }).where(eq(associations.id, associationId));
}
