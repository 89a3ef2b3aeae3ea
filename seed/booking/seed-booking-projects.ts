import { and, asc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  bookingInteriorOptions,
  bookingProjects,
  residenceObjects,
  residenceStages,
} from '../../src/server/db/schema';
import type { BookingFlow } from '../../src/shared/booking/booking-steps';
import { OBJECT_STATUS, STAGE_STATUS } from '../../src/shared/residence/residence-enums';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { deterministicUuid } from '../content/seed-types';
import { interiorOptionRows, PROJECT_DOCUMENTS, timelineDates } from './seed-booking-details';

// Projects whose homes can be booked online (issue 14 item 1): on each country's site the first
// stages for sale (editorial order) with homes for sale, each given a flow (flows §2.5), a booking
// fee in minor units, a hold time and the agreement's terms. The Swedish site has all three flows,
// so each can be tried there. Deterministic for a given catalogue; idempotent like the other seeds.

interface ProjectPlan {
  flow: BookingFlow;
  bookingFee: number;
  holdMinutes: number;
}

const TERMS: Record<'se' | 'no' | 'fi', string> = {
  se:
    'Bokningsavtalet ger köparen ensamrätt att teckna förhandsavtal för bostaden. Bokningsavgiften ' +
    'avräknas på insatsen vid tillträdet. Om köparen frånträder bokningen efter signering behålls ' +
    'bokningsavgiften. Hemvist kan häva bokningen om köparens finansiering inte kan styrkas.',
  no:
    'Bestillingsavtalen gir kjøperen enerett til å inngå kjøpekontrakt for boligen. Bestillingsgebyret ' +
    'trekkes fra kjøpesummen ved overtakelse. Trekker kjøperen seg etter signering, beholdes gebyret.',
  fi:
    'Varaussopimus antaa ostajalle yksinoikeuden tehdä kauppa asunnosta. Varausmaksu hyvitetään ' +
    'kauppahinnassa. Jos ostaja peruu varauksen allekirjoituksen jälkeen, varausmaksua ei palauteta.',
};

const PLANS: Record<'se' | 'no' | 'fi', { currency: 'SEK' | 'NOK' | 'EUR'; projects: ProjectPlan[] }> = {
  se: {
    currency: 'SEK',
    projects: [
      { flow: 'A', bookingFee: 1_000_000, holdMinutes: 30 },
      { flow: 'B', bookingFee: 2_500_000, holdMinutes: 30 },
      { flow: 'C', bookingFee: 5_000_000, holdMinutes: 45 },
    ],
  },
  no: { currency: 'NOK', projects: [{ flow: 'B', bookingFee: 2_000_000, holdMinutes: 30 }] },
  fi: { currency: 'EUR', projects: [{ flow: 'C', bookingFee: 200_000, holdMinutes: 45 }] },
};

/** The stages of a site that will be booked online: for sale, with priced homes for sale. */
async function candidateStages(db: Database, siteKey: SiteKey, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: residenceStages.id })
    .from(residenceStages)
    .where(
      and(
        eq(residenceStages.siteId, SITES[siteKey].siteId),
        eq(residenceStages.stageStatus, STAGE_STATUS.forSale),
        exists(
          db
            .select({ one: sql`1` })
            .from(residenceObjects)
            .where(
              and(
                eq(residenceObjects.stageId, residenceStages.id),
                eq(residenceObjects.status, OBJECT_STATUS.forSale),
                isNotNull(residenceObjects.price),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(residenceStages.sortRank), asc(residenceStages.path))
    .limit(count);
  return rows.map((row) => row.id);
}

/** Answers the stage ids made bookable, by site, in plan order. */
export async function seedBookingProjects(db: Database): Promise<Record<'se' | 'no' | 'fi', string[]>> {
  const seeded = { se: [] as string[], no: [] as string[], fi: [] as string[] };
  for (const siteKey of ['se', 'no', 'fi'] as const) {
    const plan = PLANS[siteKey];
    const stageIds = await candidateStages(db, siteKey, plan.projects.length);
    const rows = stageIds.map((stageId, index) => {
      const project = plan.projects[index] as ProjectPlan;
      return {
        stageId,
        ...project,
        currency: plan.currency,
        contractTerms: TERMS[siteKey],
        documents: PROJECT_DOCUMENTS[siteKey],
        ...timelineDates(index),
      };
    });
    if (rows.length > 0) await db.insert(bookingProjects).values(rows).onConflictDoNothing();
    // Interior choices for the projects of flow C (its choices step), priced in minor units.
    const options = rows
      .filter((row) => row.flow === 'C')
      .flatMap((row) => interiorOptionRows(siteKey, row.stageId, (name) => deterministicUuid(name)));
    if (options.length > 0) await db.insert(bookingInteriorOptions).values(options).onConflictDoNothing();
    seeded[siteKey] = stageIds;
  }
  return seeded;
}
