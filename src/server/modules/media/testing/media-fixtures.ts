import { randomUUID } from 'node:crypto';
import { PROJECT_LIFECYCLE, PROJECT_TYPE } from '../../../../shared/residence/project-phases';
import {
  HOME_TYPE,
  OBJECT_STATUS,
  OUTDOOR_SPACE,
  STAGE_STATUS,
  TENURE,
} from '../../../../shared/residence/residence-enums';
import { getSite } from '../../../../shared/sites/sites';
import type { Database } from '../../../db/client';
import {
  counties,
  municipalities,
  residenceAreas,
  residenceObjects,
  residenceStages,
} from '../../../db/schema';

// The few catalogue rows the picture tests draw from, inserted directly so the tests do not
// depend on the demo seed.

export interface MediaFixtures {
  areaId: string;
  blockStageId: string;
  rowStageId: string;
  smallObjectId: string;
  largeObjectId: string;
  townHouseObjectId: string;
  /** The small home's neighbour on the same floor. */
  neighbourObjectId: string;
}

export async function insertMediaFixtures(db: Database): Promise<MediaFixtures> {
  const site = getSite('se');
  const countyId = randomUUID();
  const municipalityId = randomUUID();
  const areaId = randomUUID();
  const blockStageId = randomUUID();
  const rowStageId = randomUUID();
  const place = { lat: 59.33, lng: 18.06 };
  await db
    .insert(counties)
    .values({ id: countyId, country: 'SE', name: 'Testlän', slug: 'testlan', ...place });
  await db
    .insert(municipalities)
    .values({ id: municipalityId, countyId, country: 'SE', name: 'Testby', slug: 'testby', ...place });
  await db.insert(residenceAreas).values({
    id: areaId,
    siteId: site.siteId,
    municipalityId,
    name: 'Testområdet',
    slug: 'testomradet',
    path: '/bostader/testlan/testby/testomradet/',
    shortDescription: 'Ett område',
    description: 'Ett område för tester.',
    imageStyle: 5,
    ...place,
  });
  const stage = (id: string, name: string, imageStyle: number, stageStatus: number) => ({
    id,
    siteId: site.siteId,
    siteOrgId: site.siteOrgId,
    areaId,
    municipalityId,
    name,
    slug: name.toLowerCase(),
    path: `/bostader/testlan/testby/${name.toLowerCase()}/`,
    stageStatus,
    projectLifecycle:
      stageStatus === STAGE_STATUS.preSelling ? PROJECT_LIFECYCLE.preSelling : PROJECT_LIFECYCLE.buildStart,
    projectType: PROJECT_TYPE.apartments,
    shortDescription: name,
    description: name,
    inhabitDate: '2027-06-01',
    inhabitDetermined: true,
    sortRank: 1,
    imageStyle,
    ...place,
  });
  await db
    .insert(residenceStages)
    .values([
      stage(blockStageId, 'Kvarteret', 1, STAGE_STATUS.forSale),
      stage(rowStageId, 'Radhusen', 10, STAGE_STATUS.preSelling),
    ]);
  const object = (
    id: string,
    stageId: string,
    objectNumber: string,
    values: {
      homeType: number;
      rooms: number;
      livingArea: number;
      floor: number;
      buildingFloors: number;
      outdoorSpaces: number[];
    },
  ) => ({
    id,
    stageId,
    siteId: site.siteId,
    objectNumber,
    path: `/bostader/testlan/testby/x/${objectNumber}/`,
    status: OBJECT_STATUS.forSale,
    disposalForm: TENURE.condominium,
    price: 3_000_000,
    monthlyFee: 4_000,
    parking: 1,
    direction: 5,
    inhabitDate: '2027-06-01',
    inhabitDetermined: true,
    ...place,
    ...values,
  });
  const smallObjectId = randomUUID();
  const largeObjectId = randomUUID();
  const townHouseObjectId = randomUUID();
  const neighbourObjectId = randomUUID();
  await db.insert(residenceObjects).values([
    object(neighbourObjectId, blockStageId, '1102', {
      homeType: HOME_TYPE.apartment,
      rooms: 2,
      livingArea: 52,
      floor: 2,
      buildingFloors: 6,
      outdoorSpaces: [OUTDOOR_SPACE.balcony],
    }),
    object(smallObjectId, blockStageId, '1101', {
      homeType: HOME_TYPE.apartment,
      rooms: 1,
      livingArea: 34,
      floor: 2,
      buildingFloors: 6,
      outdoorSpaces: [OUTDOOR_SPACE.frenchBalcony],
    }),
    object(largeObjectId, blockStageId, '1501', {
      homeType: HOME_TYPE.apartment,
      rooms: 4,
      livingArea: 96,
      floor: 5,
      buildingFloors: 6,
      outdoorSpaces: [OUTDOOR_SPACE.balcony],
    }),
    object(townHouseObjectId, rowStageId, '3', {
      homeType: HOME_TYPE.townHouse,
      rooms: 5,
      livingArea: 122,
      floor: 1,
      buildingFloors: 2,
      outdoorSpaces: [OUTDOOR_SPACE.patio],
    }),
  ]);
  return {
    areaId,
    blockStageId,
    rowStageId,
    smallObjectId,
    largeObjectId,
    townHouseObjectId,
    neighbourObjectId,
  };
}
