import { z } from 'zod';
import { defineContract } from '../api/contract';
import { PAYMENT_STATUSES } from '../payments/payment-status';
import { TIMELINE_STEPS } from '../sites/routes';
import { MY_PAGES_ENDPOINTS as E } from './my-pages-endpoints';

// My pages (issue 15): the overview answers "what do I need to do now, and what happens
// next?" for the caller on the current site; contacts lists the people of the caller's
// projects by role (flows §3.7); news the latest news of the site. Every record is the caller's
// own: nothing is read by id, so another person's records cannot be asked for.

const tags = ['my-pages'] as const;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const overviewDocumentSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  kind: z.string(),
  dueAt: z.string().nullable(),
});

export const overviewPaymentSchema = z.object({
  id: z.string().uuid(),
  purpose: z.enum(['vip', 'booking-fee']),
  status: z.enum(PAYMENT_STATUSES),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.enum(['SEK', 'NOK', 'EUR']),
  dueDate: isoDate.nullable(),
});

export const timelineStepSchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  date: isoDate.nullable(),
  done: z.boolean(),
});

/** One home the caller has booked or bought, with its five timeline steps (flows §2.4). */
export const overviewHomeSchema = z.object({
  objectId: z.string().uuid(),
  objectNumber: z.string(),
  stageName: z.string(),
  /** Object page path on this site, when it has one. */
  url: z.string().nullable(),
  steps: z.array(timelineStepSchema),
  /** The first step not done yet; null once moved in. */
  next: timelineStepSchema.nullable(),
});

export const overviewErrandSchema = z.object({
  id: z.string().uuid(),
  ticketNumber: z.number().int(),
  caseTypeName: z.string(),
  statusGroup: z.enum(['registered', 'ongoing', 'executed', 'completed']),
  creationDate: z.string(),
});

export const overviewShowingSchema = z.object({
  id: z.string().uuid(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  stageName: z.string(),
  url: z.string().nullable(),
});

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  preamble: z.string(),
  url: z.string(),
  publishedDate: isoDate.nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const boardAssociationSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  organisationNumber: z.string(),
  boardEmail: z.string(),
  activeFinancialManagement: z.boolean(),
  /** Whether this login acts for the association (board login): only then may it change the board e-mail. */
  actsFor: z.boolean(),
});

export const overviewSchema = z.object({
  documents: z.array(overviewDocumentSchema),
  payments: z.array(overviewPaymentSchema),
  homes: z.array(overviewHomeSchema),
  errands: z.object({ open: z.number().int().nonnegative(), latest: z.array(overviewErrandSchema) }),
  showings: z.array(overviewShowingSchema),
  news: z.array(newsItemSchema),
  /** The association a board member sits on (the one a board login acts for first). */
  association: boardAssociationSchema.nullable(),
  /** Whether the caller has any errand (a board login: its association), open or not. */
  menu: z.object({ hasCases: z.boolean() }),
});
export type MyPagesOverview = z.infer<typeof overviewSchema>;

export const overviewContract = defineContract(E.overview, {
  access: 'login',
  tags,
  summary: 'What the caller needs to do now and what happens next, on the current site',
  description:
    'Pending documents, unpaid payments (flows §3.2; Reminder1 only on the Norwegian site), the ' +
    'booked homes with their timeline and next step, open errands (a board login: its ' +
    'association’s), upcoming showings the caller registered for, the latest news.',
  responses: { 200: overviewSchema },
  errors: ['NOT_FOUND'],
});

/** flows §3.7 contact roles; the second of a kind carries the suffix 2 in the data. */
export const CONTACT_ROLES = [
  'realEstateAgent',
  'assistant',
  'externalAgent',
  'settlementBroker',
  'salesManager',
  'interiorResponsible',
  'customerService',
  'customerSupport',
] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** The data's role names (`salesManager2` is a second sales manager) as the roles of flows §3.7. */
export function contactRoleOf(role: string): ContactRole | null {
  const base = role.replace(/\d+$/, '');
  return (CONTACT_ROLES as readonly string[]).includes(base) ? (base as ContactRole) : null;
}

/** A project's staff who are contacts, each with its role, in the order of flows §3.7. */
export function contactsInRoleOrder<T extends { role: string }>(staff: readonly T[]) {
  return staff
    .flatMap((member) => {
      const role = contactRoleOf(member.role);
      return role ? [{ member, role }] : [];
    })
    .sort((a, b) => CONTACT_ROLES.indexOf(a.role) - CONTACT_ROLES.indexOf(b.role));
}

export const contactSchema = z.object({
  role: z.enum(CONTACT_ROLES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** A photo when one exists; the page draws initials otherwise. */
  photoUrl: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsSchema = z.object({
  projects: z.array(
    z.object({
      stageId: z.string().uuid(),
      stageName: z.string(),
      url: z.string().nullable(),
      contacts: z.array(contactSchema),
    }),
  ),
});
export type MyContacts = z.infer<typeof contactsSchema>;

export const contactsContract = defineContract(E.contacts, {
  access: 'login',
  tags,
  summary: 'The people of the caller’s projects (their bookings and purchases on this site), by role',
  responses: { 200: contactsSchema },
  errors: ['NOT_FOUND'],
});

export const newsSchema = z.object({ items: z.array(newsItemSchema) });

export const newsContract = defineContract(E.news, {
  access: 'login',
  tags,
  summary: 'The latest news of the current site (the my-pages news flag), newest first',
  responses: { 200: newsSchema },
  errors: ['NOT_FOUND'],
});
