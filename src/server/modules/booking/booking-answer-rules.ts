import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AnswerIssue,
  type BookingAnswerBody,
  type ChoicesAnswer,
  financingSchemaFor,
  normalizeIdentityNumber,
  personalInfoSchemaFor,
} from '../../../shared/booking/booking-answers';
import type { Country } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { emailFreeFor } from '../cases/property-repository';
import { buyerOf, chosenOptions, interiorOptionsOf } from './booking-answers-repository';
import type { BookingRow } from './booking-repository';

// The server's check of a step's answer (flows §5): the step's shared schema first, then what
// only the database knows — whose e-mail an address is, the buyer's own identity number, the
// project's interior options and the sum the buyer pays. A failed check answers 400 with the
// error keys the form shows beside its fields.

const invalid = (issues: AnswerIssue[]) =>
  new HttpError('VALIDATION_FAILED', `${issues[0]?.path}: ${issues[0]?.message}`, issues);

function zodIssues(error: z.ZodError): AnswerIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The identity number of an account in the country's own form, when it has one. */
function accountIdentity(
  country: Country,
  user: { securityNumber: string | null; nationalId: string | null },
): string | undefined {
  const raw = country === 'SE' ? user.securityNumber : user.nationalId;
  return raw ? normalizeIdentityNumber(country, raw) : undefined;
}

/**
 * Whether an e-mail is already someone else's than the person with this identity number
 * (`booking/email_is_valid`; the Swedish check is that route's own, the Norwegian and Finnish
 * ones compare national ids the same way).
 */
async function emailInUse(db: Database, country: Country, identity: string, email: string): Promise<boolean> {
  if (country === 'SE') return !(await emailFreeFor(db, identity, email));
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        or(isNull(users.nationalId), ne(sql`upper(${users.nationalId})`, identity.toUpperCase())),
      ),
    )
    .limit(1);
  return other !== undefined;
}

async function checkPersonalInfo(db: Database, booking: BookingRow, country: Country, answer: unknown) {
  const parsed = personalInfoSchemaFor(country).safeParse(answer);
  if (!parsed.success) throw invalid(zodIssues(parsed.error));
  const value = parsed.data;
  const issues: AnswerIssue[] = [];
  const account = await buyerOf(db, booking.buyerUserId);
  const own = account ? accountIdentity(country, account) : undefined;
  const buyerId = normalizeIdentityNumber(country, value.buyer.securityNumber) ?? '';
  // The buyer is the person logged in: an account with a verified identity books as that person.
  if (own && own !== buyerId) issues.push({ path: 'buyer.securityNumber', message: 'notYourSecurityNumber' });
  const ownEmail = account?.email?.toLowerCase();
  if (
    value.buyer.email.toLowerCase() !== ownEmail &&
    (await emailInUse(db, country, buyerId, value.buyer.email))
  )
    issues.push({ path: 'buyer.email', message: 'emailInUse' });
  if (value.coBuyer) {
    const coId = normalizeIdentityNumber(country, value.coBuyer.securityNumber) ?? '';
    // flows §5: two persons' e-mails differ, the account's own address included.
    if (ownEmail && value.coBuyer.email.toLowerCase() === ownEmail)
      issues.push({ path: 'coBuyer.email', message: 'uniqueEmail' });
    else if (await emailInUse(db, country, coId, value.coBuyer.email))
      issues.push({ path: 'coBuyer.email', message: 'emailInUse' });
  }
  if (issues.length > 0) throw invalid(issues);
  return {
    ...value,
    buyer: { ...value.buyer, securityNumber: buyerId },
    coBuyer: value.coBuyer
      ? {
          ...value.coBuyer,
          securityNumber: normalizeIdentityNumber(country, value.coBuyer.securityNumber) ?? '',
        }
      : undefined,
  };
}

/** The sum of the chosen interior options (minor units); 0 before choices or without them. */
export async function interiorTotalOf(db: Database, booking: BookingRow): Promise<number> {
  const choices = (booking.answers.choices as ChoicesAnswer | undefined)?.choices ?? {};
  const rows = await chosenOptions(db, booking.stageId, Object.values(choices));
  return rows.reduce((sum, row) => sum + row.price, 0);
}

async function checkChoices(db: Database, booking: BookingRow, answer: ChoicesAnswer) {
  const options = await interiorOptionsOf(db, booking.stageId);
  const groups = new Set(options.map((option) => option.groupKey));
  const issues: AnswerIssue[] = [];
  for (const group of groups) {
    const chosen = answer.choices[group];
    const option = options.find((row) => row.id === chosen);
    if (!option || option.groupKey !== group) issues.push({ path: `choices.${group}`, message: 'required' });
  }
  for (const group of Object.keys(answer.choices))
    if (!groups.has(group)) issues.push({ path: `choices.${group}`, message: 'invalidInput' });
  if (issues.length > 0) throw invalid(issues);
  return answer;
}

/** The answer to store for a step, checked; throws 400 VALIDATION_FAILED with error keys. */
export async function checkAnswer(
  db: Database,
  booking: BookingRow,
  country: Country,
  body: BookingAnswerBody,
): Promise<unknown> {
  switch (body.step) {
    case 'personal-info':
      return checkPersonalInfo(db, booking, country, body.answer);
    case 'financing': {
      const maximum = booking.price + (await interiorTotalOf(db, booking));
      const parsed = financingSchemaFor({ price: booking.price, maximum }).safeParse(body.answer);
      if (!parsed.success) throw invalid(zodIssues(parsed.error));
      return parsed.data;
    }
    case 'choices':
      return checkChoices(db, booking, body.answer);
    case 'accomodation':
      return body.answer;
    case 'documents':
      return { ...body.answer, readAt: new Date().toISOString() };
  }
}
