import { z } from 'zod';
import { defineContract, type RawResponse } from '../api/contract';
import { ACCOUNT_DATA_ENDPOINTS as E } from './account-data-endpoints';

// The person's own data (issue 15 item 10; GDPR articles 15, 17 and 20): a download of
// everything held about the caller, and the deletion of the account. Deletion anonymises the
// user row rather than removing it: bookings, payments and case records must be kept
// (bookkeeping law; the case records are the company's record of work on its property) and
// they point at the user row, so the row stays as an identity-less anchor.

const tags = ['account'] as const;

const exportDownload: RawResponse = {
  description:
    'Everything held about the caller as a JSON attachment (Content-Disposition): the account ' +
    '(no password hash or secrets), consents, VIP memberships, payments, bookings, favourites, ' +
    'interests, followed cases, cases reported with their comments and attachment names, notifications.',
  content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
};

export const exportUserDataContract = defineContract(E.exportUserData, {
  access: 'login',
  tags,
  summary: 'Download everything held about the logged-in person, as JSON',
  responses: { 200: exportDownload },
});

/**
 * What confirms a deletion: a bank-identity login made within the last 15 minutes, or else the
 * current password (an account without a password must log in by bank identity again).
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1).max(200).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Records kept after a deletion, by kind, and why the law keeps them. */
export const KEPT_RECORD_KINDS = ['payments', 'bookings', 'cases'] as const;
export type KeptRecordKind = (typeof KEPT_RECORD_KINDS)[number];

export const deleteAccountAnswerSchema = z.object({
  status: z.literal('Deleted'),
  kept: z.array(
    z.object({
      kind: z.enum(KEPT_RECORD_KINDS),
      count: z.number().int().nonnegative(),
      reason: z.string(),
    }),
  ),
});
export type DeleteAccountAnswer = z.infer<typeof deleteAccountAnswerSchema>;

export const deleteAccountContract = defineContract(E.deleteAccount, {
  access: 'login',
  tags,
  summary: 'Delete the account: the person is anonymised, records the law requires are kept without them',
  description:
    'A bank-identity login made within the last 15 minutes confirms on its own; otherwise the ' +
    'current password confirms (VALIDATION_FAILED when wrong or missing), and an account without ' +
    'a password answers FORBIDDEN until its person logs in by bank identity again. A case handler’s account is not deleted here (FORBIDDEN). The login ' +
    'ends; the answer lists what was kept and why.',
  body: deleteAccountRequestSchema,
  responses: { 200: deleteAccountAnswerSchema },
  errors: ['RATE_LIMITED', 'FORBIDDEN'],
});

/**
 * Withdrawing the consent of one site (platform §3: consents are per site; GDPR article 7(3)):
 * the person keeps the account, and the next login on that site asks for consent again.
 */
export const withdrawConsentContract = defineContract(E.withdrawConsent, {
  access: 'login',
  tags,
  summary: "Withdraw the consent to a site's handling of personal data",
  description:
    'Idempotent: withdrawing a consent that is not given answers the same. The next login on ' +
    'that site asks for consent again before my pages open.',
  params: z.object({ siteId: z.string().uuid() }),
  responses: { 200: z.object({ status: z.literal('Withdrawn') }) },
  errors: ['UNKNOWN_SITE_ID'],
});
