import { and, asc, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { NewsItem } from '../../../shared/my-pages/my-pages-contracts';
import { unpaidStatusesOn } from '../../../shared/payments/payment-status';
import type { SiteConfig } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import {
  bookingProjects,
  bookings,
  documents,
  pages,
  payments,
  residenceBookings,
  residenceObjects,
  residenceShowings,
  residenceStages,
  showingRegistrations,
  userResidences,
} from '../../db/schema';

// The SQL of my pages. Every query is bounded by the caller's user id (and the current site),
// so a record of someone else can never be part of an answer.

/** Bookings that hold a home (the buyer's, not a hold that lapsed or was cancelled). */
const HOLDING_BOOKING_STATUSES = ['signed', 'paid', 'completed'] as const;

export async function pendingDocuments(db: Database, userId: string, site: SiteConfig) {
  return db
    .select({ id: documents.id, title: documents.title, kind: documents.kind, dueAt: documents.dueAt })
    .from(documents)
    .where(
      and(eq(documents.userId, userId), eq(documents.siteKey, site.key), eq(documents.status, 'pending')),
    )
    .orderBy(sql`${documents.dueAt} asc nulls last`, asc(documents.createdAt))
    .limit(20);
}

export async function unpaidPayments(db: Database, userId: string, site: SiteConfig) {
  return db
    .select({
      id: payments.id,
      purpose: payments.purpose,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      dueDate: payments.dueDate,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.siteKey, site.key),
        inArray(payments.status, unpaidStatusesOn(site.key)),
      ),
    )
    .orderBy(sql`${payments.dueDate} asc nulls last`, asc(payments.createdAt))
    .limit(20);
}

export interface HomeFacts {
  objectId: string;
  objectNumber: string;
  objectPath: string;
  objectStatus: number;
  stageId: string;
  stageName: string;
  stagePath: string;
  moveInDate: string;
  contractSigned: boolean;
  signedAt: string | null;
  interiorDeadline: string | null;
  inspectionDate: string | null;
  finalPaymentDate: string | null;
}

/**
 * The homes the caller booked (click to buy), had booked (the account's booking list) or
 * bought, on this site: a click-to-buy booking brings its project's timeline dates.
 */
export async function homesOf(db: Database, userId: string, site: SiteConfig): Promise<HomeFacts[]> {
  const objectColumns = {
    objectId: residenceObjects.id,
    objectNumber: residenceObjects.objectNumber,
    objectPath: residenceObjects.path,
    objectStatus: residenceObjects.status,
    stageId: residenceStages.id,
    stageName: residenceStages.name,
    stagePath: residenceStages.path,
    moveInDate: residenceObjects.inhabitDate,
  };
  const [booked, listed] = await Promise.all([
    db
      .select({
        ...objectColumns,
        signedAt: residenceBookings.signedAt,
        interiorDeadline: bookingProjects.interiorDeadline,
        inspectionDate: bookingProjects.inspectionDate,
        finalPaymentDate: bookingProjects.finalPaymentDate,
      })
      .from(residenceBookings)
      .innerJoin(bookingProjects, eq(bookingProjects.stageId, residenceBookings.stageId))
      .innerJoin(residenceObjects, eq(residenceObjects.id, residenceBookings.objectId))
      .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
      .where(
        and(
          eq(residenceBookings.buyerUserId, userId),
          inArray(residenceBookings.status, [...HOLDING_BOOKING_STATUSES]),
          eq(residenceObjects.siteId, site.siteId),
        ),
      )
      .orderBy(asc(residenceObjects.inhabitDate)),
    // The account's own booking list and its purchases name homes without a project's dates.
    db
      .select(objectColumns)
      .from(residenceObjects)
      .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
      .where(
        and(
          eq(residenceObjects.siteId, site.siteId),
          or(
            inArray(
              residenceObjects.id,
              db
                .select({ id: bookings.objectId })
                .from(bookings)
                .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['ongoing', 'completed']))),
            ),
            inArray(
              residenceObjects.id,
              db
                .select({ id: sql<string>`${userResidences.objectId}` })
                .from(userResidences)
                .where(and(eq(userResidences.userId, userId), eq(userResidences.relation, 'purchase'))),
            ),
          ),
        ),
      )
      .orderBy(asc(residenceObjects.inhabitDate)),
  ]);
  const homes: HomeFacts[] = booked.map((row) => ({
    ...row,
    contractSigned: row.signedAt !== null,
    signedAt: row.signedAt ? row.signedAt.toISOString() : null,
  }));
  for (const row of listed) {
    if (homes.some((home) => home.objectId === row.objectId)) continue;
    // A home on the account's list was signed for: its contract step is done (date unknown).
    homes.push({
      ...row,
      contractSigned: true,
      signedAt: null,
      interiorDeadline: null,
      inspectionDate: null,
      finalPaymentDate: null,
    });
  }
  return homes;
}

export async function upcomingShowings(db: Database, userId: string, site: SiteConfig, now: Date) {
  return db
    .select({
      id: residenceShowings.id,
      startsAt: residenceShowings.startsAt,
      endsAt: residenceShowings.endsAt,
      stageName: residenceStages.name,
      stagePath: residenceStages.path,
    })
    .from(showingRegistrations)
    .innerJoin(residenceShowings, eq(residenceShowings.id, showingRegistrations.showingId))
    .innerJoin(residenceStages, eq(residenceStages.id, residenceShowings.stageId))
    .where(
      and(
        eq(showingRegistrations.userId, userId),
        eq(residenceStages.siteId, site.siteId),
        gte(residenceShowings.endsAt, now),
      ),
    )
    .orderBy(asc(residenceShowings.startsAt))
    .limit(10);
}

/** News items of the site (not the corporate news list pages), newest first. */
export const NEWS_TEMPLATES = ['residence-news'] as const;

export async function latestNews(db: Database, site: SiteConfig, limit: number): Promise<NewsItem[]> {
  const published = sql<string | null>`${pages.viewModel}->>'publishedDate'`;
  const rows = await db
    .select({ id: pages.id, path: pages.path, viewModel: pages.viewModel, seo: pages.seo, published })
    .from(pages)
    .where(
      and(
        eq(pages.siteKey, site.key),
        inArray(pages.template, [...NEWS_TEMPLATES]),
        eq(pages.publishState, 'published'),
        eq(pages.requiresLogin, false),
        isNotNull(pages.path),
      ),
    )
    .orderBy(sql`${published} desc nulls last`, desc(pages.path))
    .limit(limit);
  return rows.map((row) => {
    const viewModel = row.viewModel as { heading?: unknown; preamble?: unknown };
    const date = typeof row.published === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.published);
    return {
      id: row.id,
      title: typeof viewModel.heading === 'string' ? viewModel.heading : row.seo.title,
      preamble: typeof viewModel.preamble === 'string' ? viewModel.preamble : row.seo.description,
      url: row.path,
      publishedDate: date ? (row.published as string) : null,
    };
  });
}

/** Stages whose people are the caller's contacts: of their bookings and purchases on this site. */
export async function contactStages(db: Database, userId: string, site: SiteConfig) {
  const homes = await homesOf(db, userId, site);
  const stageIds = [...new Set(homes.map((home) => home.stageId))];
  if (stageIds.length === 0) return [];
  return db
    .select({
      id: residenceStages.id,
      name: residenceStages.name,
      path: residenceStages.path,
      staff: residenceStages.staff,
    })
    .from(residenceStages)
    .where(and(inArray(residenceStages.id, stageIds), eq(residenceStages.siteId, site.siteId)))
    .orderBy(asc(residenceStages.name));
}
