import { randomUUID } from 'node:crypto';
import { PROJECT_LIFECYCLE, PROJECT_TYPE } from '../../../../../shared/residence/project-phases';
import {
  CONCEPT,
  FINNISH_PLOT_TYPE,
  HOME_TYPE,
  OBJECT_STATUS,
  OUTDOOR_SPACE,
  PARKING,
  STAGE_STATUS,
  TENURE,
} from '../../../../../shared/residence/residence-enums';
import { areaPath, objectPath, stagePath } from '../../../../../shared/residence/residence-paths';
import type { Country, SiteKey } from '../../../../../shared/sites/site-types';
import { SITES } from '../../../../../shared/sites/sites';
import type { Database } from '../../../../db/client';
import {
  counties,
  municipalities,
  residenceAreas,
  residenceObjects,
  residenceShowings,
  residenceStages,
} from '../../../../db/schema';

// Test rows for the residence page tests, on top of whatever the seed holds. Slugs carry a
// "sidtest" suffix so they never collide with the demo catalogue's real places.

export interface FixtureObject {
  id: string;
  objectNumber: string;
  path: string;
  status: number;
}

export interface FixtureStage {
  id: string;
  name: string;
  path: string;
  municipality: string;
  county: string;
  objects: FixtureObject[];
}

export interface FixtureWorld {
  stage(site: SiteKey): FixtureStage;
  area: { id: string; name: string; path: string };
}

const PLACES: Record<Country, { county: string; municipality: string; lat: number; lng: number }> = {
  SE: { county: 'Stockholms län', municipality: 'Nacka', lat: 59.31, lng: 18.16 },
  NO: { county: 'Akershus', municipality: 'Bærum', lat: 59.89, lng: 10.52 },
  FI: { county: 'Uusimaa', municipality: 'Espoo', lat: 60.2, lng: 24.65 },
};

const PRICES: Record<Country, number> = { SE: 3_450_000, NO: 5_200_000, FI: 289_000 };
const PRICE_STEPS: Record<Country, number> = { SE: 400_000, NO: 500_000, FI: 40_000 };

async function insertPlace(db: Database, country: Country) {
  const place = PLACES[country];
  const countyId = randomUUID();
  const municipalityId = randomUUID();
  const municipalitySlug = `${country.toLowerCase()}-kommun-sidtest`;
  await db.insert(counties).values({
    id: countyId,
    country,
    name: place.county,
    slug: `${country.toLowerCase()}-lan-sidtest`,
    lat: place.lat,
    lng: place.lng,
  });
  await db.insert(municipalities).values({
    id: municipalityId,
    countyId,
    country,
    name: place.municipality,
    slug: municipalitySlug,
    lat: place.lat,
    lng: place.lng,
  });
  return { municipalityId, municipalitySlug, ...place };
}

async function insertStage(
  db: Database,
  site: SiteKey,
  place: Awaited<ReturnType<typeof insertPlace>>,
  areaId: string | null,
  name: string,
): Promise<FixtureStage> {
  const config = SITES[site];
  const id = randomUUID();
  const slug = `${site}-${name.toLowerCase().replace(/[^a-z]+/g, '-')}-sidtest`;
  const path = stagePath(config.country, place.municipalitySlug, slug);
  const future = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(residenceStages).values({
    id,
    siteId: config.siteId,
    siteOrgId: config.siteOrgId,
    areaId,
    municipalityId: place.municipalityId,
    name,
    slug,
    path,
    stageStatus: STAGE_STATUS.forSale,
    // For sale with move-in some 200 days off: being built (lifecycleForStage).
    projectLifecycle: PROJECT_LIFECYCLE.buildStart,
    projectType: PROJECT_TYPE.apartments,
    concept: CONCEPT.original,
    label: 'Ny etapp',
    shortDescription: `${name} ligger vid vattnet med ljusa hem <script>alert(1)</script> och egen brygga.`,
    description: `${name} är ett lugnt kvarter med gröna gårdar.\n\nHär finns förskola och butiker på gångavstånd.`,
    lat: place.lat,
    lng: place.lng,
    inhabitDate: future,
    inhabitDetermined: false,
    plotType: config.country === 'FI' ? FINNISH_PLOT_TYPE.rentalPlot : null,
    staff: [
      {
        role: 'realEstateAgent',
        name: 'Anna Berg',
        phone: '+46 70 123 45 67',
        email: 'anna.berg@example.com',
      },
    ],
    sortRank: 1,
  });
  const price = PRICES[config.country];
  const step = PRICE_STEPS[config.country];
  const objects: FixtureObject[] = [];
  const statuses = [OBJECT_STATUS.forSale, OBJECT_STATUS.sold, OBJECT_STATUS.reserved];
  for (const [index, status] of statuses.entries()) {
    const objectNumber = `A-${1101 + index}`;
    const objectId = randomUUID();
    const objectPagePath = objectPath(path, objectNumber);
    await db.insert(residenceObjects).values({
      id: objectId,
      stageId: id,
      siteId: config.siteId,
      objectNumber,
      path: objectPagePath,
      status,
      homeType: HOME_TYPE.apartment,
      disposalForm: TENURE.condominium,
      rooms: 2 + index,
      livingArea: 54.5 + index * 20,
      plotArea: null,
      price: price + index * step,
      totalPrice: config.country === 'FI' ? price + index * step + 95_000 : null,
      monthlyFee: 3_900 + index * 700,
      floor: 2 + index,
      buildingFloors: 6,
      outdoorSpaces: [OUTDOOR_SPACE.balcony],
      parking: PARKING.canPurchase,
      direction: 5,
      inhabitDate: future,
      inhabitDetermined: true,
      lat: place.lat,
      lng: place.lng,
    });
    objects.push({ id: objectId, objectNumber, path: objectPagePath, status });
  }
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  await db.insert(residenceShowings).values({
    id: randomUUID(),
    stageId: id,
    objectId: null,
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
  });
  return { id, name, path, municipality: place.municipality, county: place.county, objects };
}

/** One for-sale stage with a sold, a reserved and a for-sale home on each searching site. */
export async function insertResidencePageWorld(db: Database): Promise<FixtureWorld> {
  const places = {
    SE: await insertPlace(db, 'SE'),
    NO: await insertPlace(db, 'NO'),
    FI: await insertPlace(db, 'FI'),
  };
  const areaId = randomUUID();
  const area = {
    id: areaId,
    name: 'Sickla strand',
    path: areaPath('SE', places.SE.municipalitySlug, 'sickla-sidtest'),
  };
  await db.insert(residenceAreas).values({
    id: areaId,
    siteId: SITES.se.siteId,
    municipalityId: places.SE.municipalityId,
    name: area.name,
    slug: 'sickla-sidtest',
    path: area.path,
    shortDescription: 'Sickla strand är en stadsdel vid kanalen.',
    description: 'Kajer, parker och en ny skola.',
    lat: places.SE.lat,
    lng: places.SE.lng,
  });
  const stages: Partial<Record<SiteKey, FixtureStage>> = {
    se: await insertStage(db, 'se', places.SE, areaId, 'Kajen'),
    senior: await insertStage(db, 'senior', places.SE, null, 'Lugnet'),
    no: await insertStage(db, 'no', places.NO, null, 'Fjordtunet'),
    fi: await insertStage(db, 'fi', places.FI, null, 'Rantakallio'),
  };
  return {
    area,
    stage(site) {
      const stage = stages[site];
      if (!stage) throw new Error(`No fixture stage on ${site}`);
      return stage;
    },
  };
}
