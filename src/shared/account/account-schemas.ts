import { z } from 'zod';
import { ENVIRONMENTS } from '../sites/site-types';
import { AUTH_PURPOSES, LOGIN_CONTEXTS } from './identity-constants';
import { MAX_SAVED_INTERESTS } from './saved-residences';

// Requests and responses of /account_service and /system/user (platform §3, §7; flows §3.1).
// Form-level rules (names, phone, email, password length) come from shared/validation.

export const emailLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(6).max(200),
  siteId: z.string().uuid(),
});

export const providerStartRequestSchema = z.object({
  returnUrl: z.string().max(2000).default(''),
  environment: z.enum(ENVIRONMENTS),
  purpose: z.enum(AUTH_PURPOSES).default('login'),
  context: z.enum(LOGIN_CONTEXTS).default('private'),
  /** Developer BankID form (local, dev, test only): the personal number to log in as. */
  personalNumber: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),
});

export const providerStartResponseSchema = z.object({
  sessionId: z.string().uuid(),
  /** BankID: the autostart token for bankid:///?autostarttoken=… on the same device. */
  autoStartToken: z.string().optional(),
  /** BankID: the first QR payload. */
  qrData: z.string().optional(),
  /** BankID: the link that opens the app on this device (bankid:///?autostarttoken=…, or the simulator's page). */
  autoStartUrl: z.string().optional(),
  /** OIDC brokers (Norway, Finland): where to send the browser. */
  authorizationUrl: z.string().optional(),
});

export const providerStatusRequestSchema = z.object({
  /** The authorization code from the broker's return; spaces are read as plus (platform §7). */
  code: z.string().min(1).max(2000),
  environment: z.enum(ENVIRONMENTS),
  state: z.string().max(200).optional(),
});

/** A user's relation to a stage, or to one home (object) of it: a favourite, an interest, a purchase. */
export const residenceRelationSchema = z.object({
  stageId: z.string().uuid(),
  objectId: z.string().uuid().nullable(),
});
export type ResidenceRelation = z.infer<typeof residenceRelationSchema>;

/** The interests an anonymous visitor registered (the interest cookie), saved once logged in. */
export const saveInterestsRequestSchema = z.object({
  residenceIds: z.array(z.string().uuid()).min(1).max(MAX_SAVED_INTERESTS),
});

/** The user as the client reads it (platform §3 "User as read", flows §3.1). */
export const userAsReadSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryId: z.number().int(),
  birthDate: z.string().nullable(),
  newsLetter: z.boolean(),
  hasAccount: z.boolean(),
  firstSsnLogin: z.boolean(),
  /** Whether a personal number or national id is registered (never the number itself). */
  pid: z.boolean(),
  isBoardMember: z.boolean(),
  brfAccount: z
    .object({ id: z.string().uuid(), name: z.string(), activeFinancialManagement: z.boolean() })
    .nullable(),
  vipMemberships: z.array(z.object({ site: z.string() })),
  consents: z.array(z.object({ site: z.string() })),
  payments: z.array(
    z.object({ id: z.string().uuid(), site: z.string(), status: z.string(), payedWithCode: z.boolean() }),
  ),
  bookings: z.array(
    z.object({
      bookingId: z.string().uuid(),
      objectId: z.string().uuid(),
      objectNumber: z.string(),
      siteId: z.string(),
      objectPageExists: z.boolean(),
    }),
  ),
  favorites: z.array(residenceRelationSchema),
  interests: z.array(residenceRelationSchema),
  purchases: z.array(residenceRelationSchema),
  userData: z.object({ deceased: z.boolean() }),
  /**
   * flows §3.1: the home the user lives in now (their current agreement; else the next one to
   * start), null without one. Its entry date is the move-in date that opens the errands entry
   * a month later (flows §2.4, §9). residenceId is the home's id in the case world.
   */
  activeObject: z
    .object({ residenceId: z.string().uuid(), entryDate: z.string(), succession: z.boolean() })
    .nullable(),
});
export type UserAsRead = z.infer<typeof userAsReadSchema>;

/** The largest id a country column (a PostgreSQL integer) holds. */
const MAX_COUNTRY_ID = 2_147_483_647;

/**
 * platform §5: a birth date is parseable; eight digits read as day, month, year. Given as
 * YYYY-MM-DD or DDMMYYYY, kept as YYYY-MM-DD; a day that does not exist or lies ahead is refused.
 */
export const birthDateSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const eightDigits = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
    const iso = eightDigits ? `${eightDigits[3]}-${eightDigits[2]}-${eightDigits[1]}` : value;
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null;
    const real = parsed && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso);
    if (!real || parsed.getTime() > Date.now() || parsed.getUTCFullYear() < 1900) {
      context.addIssue({ code: 'custom', message: 'invalidBirthDate' });
      return z.NEVER;
    }
    return iso;
  });

/** The upgrade payload (platform §3). */
export const upgradePayloadSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  vip: z.object({ siteId: z.string().uuid(), campaignCode: z.string().max(50).optional() }).optional(),
  newsLetter: z.boolean().default(false),
  address: z.string().default(''),
  postalCode: z.string().default(''),
  city: z.string().default(''),
  countryId: z.number().int().min(0).max(MAX_COUNTRY_ID).default(0),
  // An empty field (a form left blank) means no birth date given.
  birthDate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    birthDateSchema.optional(),
  ),
});

export const notificationSchema = z.object({
  id: z.string().uuid(),
  notificationType: z.enum(['VipPayment', 'DocumentSigning', 'Case', 'SavedSearch']),
  // SavedSearch (issue 15 item 12): the name is the sentence the bell shows, in the site's language.
  /** awaiting_signature: signing; any other name: approval. */
  name: z.string(),
  createdOn: z.string(),
  /** The errand, document or payment it points to. */
  targetId: z.string().uuid().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

// ---- Requests added with the accounts core (issue 4) ----

/** Passwords the portal sets (register, reset, change): at least 8 characters. */
export const newPasswordRule = z.string().min(8).max(200);

/** POST /account_service/register; with a bearer from a bank-identity register session the personal number comes from it. */
export const registerRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: newPasswordRule,
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  phoneNumber: z.string().trim().min(7).max(20),
  siteId: z.string().uuid(),
  /** Consent to the site's terms (the register form's checkbox). */
  consent: z.literal(true),
  newsLetter: z.boolean().default(false),
  vip: z.boolean().default(false),
  /** The page the person came from (issue 33 item 3); only a path of the site is followed. */
  returnUrl: z.string().max(2000).optional(),
});

export const vipMembershipRequestSchema = z.object({
  siteId: z.string().uuid(),
  action: z.enum(['add', 'remove']),
  campaignCode: z.string().max(50).optional(),
});

export const consentRequestSchema = z.object({ siteId: z.string().uuid() });

/**
 * The site a mail speaks for, when it is not the host's own: the English sub-site shares the
 * Swedish hosts, so only its siteId tells that its reader wants English mail.
 */
const mailSiteId = z.string().uuid().optional();
export const triggerChangeEmailSchema = z.object({
  newEmail: z.string().trim().toLowerCase().email().max(254),
  siteId: mailSiteId,
});
export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  /** Sent by the client form (platform §7); not used by this server. */
  token: z.string().max(2000).optional(),
  siteId: mailSiteId,
});
export const setPasswordSchema = z.object({ token: z.string().min(10).max(200), password: newPasswordRule });
export const updatePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: newPasswordRule,
});
