import { generatedImageUrl } from '../../../shared/media/image-urls';
import { contactsInRoleOrder } from '../../../shared/my-pages/my-pages-contracts';
import type { MyResidence, TimelineStepSummary } from '../../../shared/my-pages/residence-contracts';
import type { InteriorState, MyTimeline } from '../../../shared/my-pages/timeline-contracts';
import { effectiveChoices, interiorOpen, interiorTotal } from '../../../shared/my-pages/timeline-interior';
import { nextStep, timelineSteps } from '../../../shared/my-pages/timeline-steps';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import {
  bookingDocuments,
  bookingPayments,
  type InteriorOptionRow,
  interiorOptions,
  type OwnedBooking,
  ownedBooking,
  saveChoices,
} from './my-residence-repository';

// My residence and the timeline of one booked home (issue 15 items 3, 9), built from the
// booking, its project, the home and its stage. A booking that is not the caller's on this
// site is NOT_FOUND, exactly like a missing one.

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function requireBooking(db: Database, bookingId: string, userId: string, siteId: string) {
  const row = await ownedBooking(db, bookingId, userId, siteId);
  if (!row) throw new HttpError('NOT_FOUND', 'No such booking.');
  return row;
}

function stepsOf(row: OwnedBooking, today: string): TimelineStepSummary[] {
  const steps = timelineSteps(
    {
      contractSigned: row.booking.signedAt !== null,
      signedAt: row.booking.signedAt ? row.booking.signedAt.toISOString() : null,
      interiorDeadline: row.project.interiorDeadline,
      inspectionDate: row.project.inspectionDate,
      finalPaymentDate: row.project.finalPaymentDate,
      moveInDate: row.object.inhabitDate,
    },
    today,
  );
  const current = nextStep(steps);
  return steps.map((step) => ({
    step: step.step,
    date: step.date,
    status: step.done ? 'done' : step.step === current?.step ? 'current' : 'upcoming',
  }));
}

function savedChoices(row: OwnedBooking): Record<string, string> {
  const answer = row.booking.answers.choices as { choices?: unknown } | undefined;
  const choices = answer?.choices;
  if (typeof choices !== 'object' || choices === null) return {};
  return Object.fromEntries(
    Object.entries(choices).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function interiorStateOf(row: OwnedBooking, options: InteriorOptionRow[], today: string): InteriorState {
  const chosen = effectiveChoices(options, savedChoices(row));
  const groups: InteriorState['groups'] = [];
  for (const option of options) {
    let group = groups.find((candidate) => candidate.groupKey === option.groupKey);
    if (!group) {
      group = {
        groupKey: option.groupKey,
        groupName: option.groupName,
        options: [],
        chosenId: chosen[option.groupKey] ?? null,
      };
      groups.push(group);
    }
    group.options.push({
      id: option.id,
      name: option.name,
      description: option.description,
      price: option.price,
      isDefault: option.isDefault,
    });
  }
  return {
    deadline: row.project.interiorDeadline,
    open: interiorOpen(row.project.interiorDeadline, today),
    groups,
    total: interiorTotal(options, chosen),
    currency: row.project.currency,
  };
}

export async function buildResidence(
  db: Database,
  bookingId: string,
  userId: string,
  siteId: string,
  now: Date,
): Promise<MyResidence> {
  const row = await requireBooking(db, bookingId, userId, siteId);
  const docs = await bookingDocuments(db, bookingId, userId);
  const contacts = contactsInRoleOrder(row.stage.staff).map(({ member, role }) => ({
    role,
    name: member.name,
    phone: member.phone,
    email: member.email,
  }));
  return {
    bookingId,
    objectId: row.object.id,
    objectNumber: row.object.objectNumber,
    stageName: row.stage.name,
    objectPath: row.object.path || null,
    facts: {
      rooms: row.object.rooms,
      livingArea: row.object.livingArea,
      floor: row.object.floor,
      buildingFloors: row.object.buildingFloors,
      price: row.booking.price,
      currency: row.booking.currency,
      moveInDate: row.object.inhabitDate,
    },
    floorPlanUrl: generatedImageUrl('object-plan', row.object.id),
    documents: docs,
    contacts,
    timeline: stepsOf(row, isoDay(now)),
  };
}

export async function buildTimeline(
  db: Database,
  bookingId: string,
  userId: string,
  siteId: string,
  now: Date,
): Promise<MyTimeline> {
  const row = await requireBooking(db, bookingId, userId, siteId);
  const today = isoDay(now);
  const [docs, paymentRows, options] = await Promise.all([
    bookingDocuments(db, bookingId, userId),
    bookingPayments(db, bookingId, userId),
    interiorOptions(db, row.booking.stageId),
  ]);
  const interior = interiorStateOf(row, options, today);
  const paid = paymentRows
    .filter((payment) => payment.status === 'Paid' || payment.status === 'OverPaid')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const contractKinds = new Set(['booking-agreement', 'purchase-contract']);
  return {
    bookingId,
    objectNumber: row.object.objectNumber,
    stageName: row.stage.name,
    steps: stepsOf(row, today),
    contract: {
      signedAt: row.booking.signedAt ? row.booking.signedAt.toISOString() : null,
      documents: docs.filter((doc) => contractKinds.has(doc.kind)),
    },
    interior,
    inspection: { date: row.project.inspectionDate },
    payment: {
      finalPaymentDate: row.project.finalPaymentDate,
      price: row.booking.price,
      interiorTotal: interior.total,
      paid,
      remaining: Math.max(0, row.booking.price + interior.total - paid),
      currency: row.booking.currency,
      payments: paymentRows.map((payment) => ({
        id: payment.id,
        purpose: payment.purpose,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        dueDate: payment.dueDate,
        paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
      })),
    },
    moveIn: { date: row.object.inhabitDate },
  };
}

/**
 * Saves interior choices: each option must be of the booking's project and of the group it is
 * given for (else 400), and only up to the deadline day (else 409).
 */
export async function chooseInterior(
  db: Database,
  bookingId: string,
  userId: string,
  siteId: string,
  choices: Record<string, string>,
  now: Date,
): Promise<InteriorState> {
  const row = await requireBooking(db, bookingId, userId, siteId);
  const today = isoDay(now);
  const options = await interiorOptions(db, row.booking.stageId);
  const issues = Object.entries(choices)
    .filter(([group, id]) => !options.some((option) => option.id === id && option.groupKey === group))
    .map(([group]) => ({ path: `choices.${group}`, message: 'invalidInput' }));
  if (issues.length > 0)
    throw new HttpError('VALIDATION_FAILED', 'Not an option of this home’s project.', issues);
  if (!interiorOpen(row.project.interiorDeadline, today))
    throw new HttpError('CONFLICT', 'The interior deadline has passed; the choices can no longer change.');
  const merged = { ...effectiveChoices(options, savedChoices(row)), ...choices };
  await saveChoices(db, bookingId, merged, now);
  const updated = await requireBooking(db, bookingId, userId, siteId);
  return interiorStateOf(updated, options, today);
}
