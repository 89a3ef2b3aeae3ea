import { and, asc, eq, exists, isNotNull, min, sql } from 'drizzle-orm';
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
import { catalogueReferenceDate } from '../catalogue/dates';
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

/** The agreement's terms: what every booking says, then what a charged fee adds. */
const TERMS: Record<'se' | 'no' | 'fi', { base: string; fee: string }> = {
  se: {
    base:
      'Bokningsavtalet ger köparen ensamrätt att teckna förhandsavtal för bostaden. Hemvist kan häva ' +
      'bokningen om köparens finansiering inte kan styrkas.',
    fee:
      ' Bokningsavgiften avräknas på insatsen vid tillträdet. Om köparen frånträder bokningen efter ' +
      'signering behålls bokningsavgiften.',
  },
  no: {
    base: 'Bestillingsavtalen gir kjøperen enerett til å inngå kjøpekontrakt for boligen.',
    fee:
      ' Bestillingsgebyret trekkes fra kjøpesummen ved overtakelse. Trekker kjøperen seg etter ' +
      'signering, beholdes gebyret.',
  },
  fi: {
    base: 'Varaussopimus antaa ostajalle yksinoikeuden tehdä kauppa asunnosta.',
    fee:
      ' Varausmaksu hyvitetään kauppahinnassa. Jos ostaja peruu varauksen allekirjoituksen jälkeen, ' +
      'varausmaksua ei palauteta.',
  },
};

const PLANS: Record<'se' | 'no' | 'fi', { currency: 'SEK' | 'NOK' | 'EUR'; projects: ProjectPlan[] }> = {
  se: {
    currency: 'SEK',
    projects: [
      // Flow A has no payment step (flows §2.5), so its project charges no fee (issue 33 item 4).
      { flow: 'A', bookingFee: 0, holdMinutes: 30 },
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

/** The first move-in among a stage's homes (YYYY-MM-DD), which the project's dates precede. */
async function firstMoveIn(db: Database, stageId: string): Promise<string | null> {
  const [row] = await db
    .select({ first: min(residenceObjects.inhabitDate) })
    .from(residenceObjects)
    .where(eq(residenceObjects.stageId, stageId));
  return row?.first ?? null;
}

/** Answers the stage ids made bookable, by site, in plan order. */
export async function seedBookingProjects(db: Database): Promise<Record<'se' | 'no' | 'fi', string[]>> {
  const seeded = { se: [] as string[], no: [] as string[], fi: [] as string[] };
  for (const siteKey of ['se', 'no', 'fi'] as const) {
    const plan = PLANS[siteKey];
    const stageIds = await candidateStages(db, siteKey, plan.projects.length);
    const reference = catalogueReferenceDate();
    const moveIns = await Promise.all(stageIds.map((stageId) => firstMoveIn(db, stageId)));
    const rows = stageIds.map((stageId, index) => {
      const project = plan.projects[index] as ProjectPlan;
      return {
        stageId,
        ...project,
        currency: plan.currency,
        // A project without a fee has no terms about one.
        contractTerms: TERMS[siteKey].base + (project.bookingFee > 0 ? TERMS[siteKey].fee : ''),
        documents: PROJECT_DOCUMENTS[siteKey],
        ...timelineDates(reference, moveIns[index] ?? null),
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
