import { eq, max } from 'drizzle-orm';
import { imageLook, imageStyleOf, TIMES_OF_DAY } from '../../../shared/media/image-style';
import type { GeneratedImageKind } from '../../../shared/media/image-urls';
import { HOME_TYPE, STAGE_STATUS } from '../../../shared/residence/residence-enums';
import { findSiteBySiteId } from '../../../shared/sites/sites';
import type { Database } from '../../db/client';
import { premises, residenceAreas, residenceObjects, residenceStages } from '../../db/schema';
import { drawAreaBody, drawFacadeBody, type FacadeInput, lookOf } from './drawing/facade-svg';
import { drawInteriorBody } from './drawing/interior-svg';
import { drawFloorPlanBody, type PlanLocale } from './drawing/plan-svg';
import { sceneDefs } from './drawing/scene';
import { svgDocument } from './drawing/svg';

// Reads the entity a picture belongs to and turns it into an SVG drawing. Each kind draws
// from its own row: a stage's building, an area's neighbourhood, an object's floor and rooms.

/** Draws the picture as an SVG document of the given pixel size. */
export type Drawing = (width: number, height: number) => string;

function document(body: string, defs: Map<string, string>): Drawing {
  const defsText = [...defs.values()].join('');
  return (width, height) => svgDocument(width, height, defsText, body);
}

async function stageFacadeInput(
  db: Database,
  stageId: string,
  variant: number,
): Promise<FacadeInput | undefined> {
  const [stage] = await db
    .select({
      imageStyle: residenceStages.imageStyle,
      stageStatus: residenceStages.stageStatus,
      concept: residenceStages.concept,
      plannedHomeTypes: residenceStages.plannedHomeTypes,
    })
    .from(residenceStages)
    .where(eq(residenceStages.id, stageId));
  if (!stage) return undefined;
  const types = await db
    .select({ homeType: residenceObjects.homeType, floors: max(residenceObjects.buildingFloors) })
    .from(residenceObjects)
    .where(eq(residenceObjects.stageId, stageId))
    .groupBy(residenceObjects.homeType);
  const homeTypes = types.length > 0 ? types.map((row) => row.homeType) : stage.plannedHomeTypes;
  const apartmentFloors = types.find((row) => row.homeType === HOME_TYPE.apartment)?.floors;
  return {
    seed: stageId,
    imageStyle: stage.imageStyle,
    stageStatus: stage.stageStatus,
    concept: stage.concept,
    homeTypes,
    buildingFloors: apartmentFloors ?? undefined,
    variant,
  };
}

async function stageFacade(db: Database, id: string, variant: number): Promise<Drawing | undefined> {
  const input = await stageFacadeInput(db, id, variant);
  if (!input) return undefined;
  const defs = new Map<string, string>();
  return document(drawFacadeBody(input, undefined, defs).body, defs);
}

async function areaView(db: Database, id: string, variant: number): Promise<Drawing | undefined> {
  const [area] = await db
    .select({ imageStyle: residenceAreas.imageStyle })
    .from(residenceAreas)
    .where(eq(residenceAreas.id, id));
  if (!area) return undefined;
  // Home types of the homes built in the area, else those its stages announce.
  const built = await db
    .selectDistinct({ homeType: residenceObjects.homeType })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(eq(residenceStages.areaId, id));
  const planned = await db
    .select({ homeTypes: residenceStages.plannedHomeTypes })
    .from(residenceStages)
    .where(eq(residenceStages.areaId, id));
  const homeTypes =
    built.length > 0 ? built.map((row) => row.homeType) : planned.flatMap((row) => row.homeTypes);
  const defs = new Map<string, string>();
  return document(drawAreaBody({ seed: id, imageStyle: area.imageStyle, homeTypes, variant }, defs), defs);
}

async function objectRow(db: Database, id: string) {
  const [row] = await db
    .select({
      stageId: residenceObjects.stageId,
      siteId: residenceObjects.siteId,
      objectNumber: residenceObjects.objectNumber,
      homeType: residenceObjects.homeType,
      rooms: residenceObjects.rooms,
      livingArea: residenceObjects.livingArea,
      floor: residenceObjects.floor,
      buildingFloors: residenceObjects.buildingFloors,
      outdoorSpaces: residenceObjects.outdoorSpaces,
      direction: residenceObjects.direction,
      imageStyle: residenceStages.imageStyle,
      concept: residenceStages.concept,
    })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(eq(residenceObjects.id, id));
  return row;
}

async function objectFacade(db: Database, id: string, variant: number): Promise<Drawing | undefined> {
  const object = await objectRow(db, id);
  if (!object) return undefined;
  const stage = await stageFacadeInput(db, object.stageId, variant);
  if (!stage) return undefined;
  const isApartment = object.homeType === HOME_TYPE.apartment;
  const unitNumber = Number.parseInt(object.objectNumber.replace(/\D+/g, ''), 10);
  // The object's own building: its home type and height decide the form; the stage's id
  // keeps the colours and details of the stage's picture. The light moves on with the home's
  // number, so a list of one project's homes does not show one picture over and over.
  const look = imageLook(stage.imageStyle);
  const hour = (TIMES_OF_DAY.indexOf(look.timeOfDay) + (Number.isFinite(unitNumber) ? unitNumber : 0)) % 4;
  const input: FacadeInput = {
    ...stage,
    imageStyle: imageStyleOf({ timeOfDay: TIMES_OF_DAY[hour] ?? look.timeOfDay, material: look.material }),
    homeTypes: [object.homeType],
    buildingFloors: object.buildingFloors,
  };
  const highlight = isApartment
    ? { floor: object.floor }
    : { unit: Number.isFinite(unitNumber) ? unitNumber % 4 : 0 };
  const defs = new Map<string, string>();
  return document(drawFacadeBody(input, highlight, defs).body, defs);
}

function localeOfSite(siteId: string): PlanLocale {
  const site = findSiteBySiteId(siteId);
  const locale = site?.locale;
  return locale === 'sv' || locale === 'no' || locale === 'fi' ? locale : 'en';
}

async function objectPlan(db: Database, id: string): Promise<Drawing | undefined> {
  const object = await objectRow(db, id);
  if (!object) return undefined;
  const body = drawFloorPlanBody({
    rooms: object.rooms,
    livingArea: object.livingArea,
    outdoorSpaces: object.outdoorSpaces,
    locale: localeOfSite(object.siteId),
    direction: object.direction,
  });
  return document(body, new Map());
}

async function objectInterior(db: Database, id: string, variant: number): Promise<Drawing | undefined> {
  const object = await objectRow(db, id);
  if (!object) return undefined;
  const { light } = lookOf(object.imageStyle, object.concept, 0);
  const defs = new Map([['scene', sceneDefs(light)]]);
  return document(drawInteriorBody({ seed: id, variant, light }), defs);
}

/**
 * A premises sits on the ground floor of one of our blocks with homes above (the seed's words):
 * the block is drawn as a stage's is, finished, its look picked by the premises' id.
 */
async function premisesFacade(db: Database, id: string, variant: number): Promise<Drawing | undefined> {
  const [row] = await db.select({ id: premises.id }).from(premises).where(eq(premises.id, id));
  if (!row) return undefined;
  const input: FacadeInput = {
    seed: id,
    imageStyle: Number.parseInt(id.slice(0, 2), 16),
    stageStatus: STAGE_STATUS.moveInReady,
    concept: null,
    homeTypes: [HOME_TYPE.apartment],
    variant,
  };
  const defs = new Map<string, string>();
  return document(drawFacadeBody(input, { floor: 1 }, defs).body, defs);
}

export async function loadDrawing(
  db: Database,
  kind: GeneratedImageKind,
  id: string,
  variant: number,
): Promise<Drawing | undefined> {
  switch (kind) {
    case 'stage-facade':
      return stageFacade(db, id, variant);
    case 'area-view':
      return areaView(db, id, variant);
    case 'object-facade':
      return objectFacade(db, id, variant);
    case 'object-plan':
      return objectPlan(db, id);
    case 'object-interior':
      return objectInterior(db, id, variant);
    case 'premises-facade':
      return premisesFacade(db, id, variant);
  }
}
