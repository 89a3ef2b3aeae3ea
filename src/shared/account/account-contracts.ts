import { z } from 'zod';
import { defineContract } from '../api/contract';
import { SITES } from '../sites/sites';
import { ACCOUNT_ENDPOINTS as E } from './account-endpoints';
import {
  consentRequestSchema,
  emailLoginRequestSchema,
  forgotPasswordSchema,
  notificationSchema,
  registerRequestSchema,
  residenceRelationSchema,
  saveInterestsRequestSchema,
  setPasswordSchema,
  triggerChangeEmailSchema,
  updatePasswordSchema,
  upgradePayloadSchema,
  userAsReadSchema,
  vipMembershipRequestSchema,
} from './account-schemas';
import { LOGIN_CONTEXTS } from './identity-constants';
import { loginResultSchema } from './login-outcomes';

// Contracts of /account_service, /system/user and /notifications (platform §7). Business
// outcomes (a wrong password, bank-id only, board rules, …) answer 200 with a login result
// {status, …}; a malformed request answers 400 VALIDATION_FAILED; no valid login, 401.

const tags = ['account'] as const;
const providerParam = z.enum(['bank_id', 'eident', 'signicat', 'email']);
const associationParams = z.object({ provider: providerParam, id: z.string().uuid() });
/** The user proxy's answer: a message the client shows as it is. */
const proxyAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
const notificationSiteKeys = Object.values(SITES).map((site) => site.notificationSiteKey) as [
  string,
  ...string[],
];

export const emailLoginContract = defineContract(E.emailLogin, {
  access: 'public',
  tags,
  summary: 'Log in with email and password',
  description: 'Answers a login result; known and unknown addresses take the same path up to the answer.',
  body: emailLoginRequestSchema.extend({
    context: z.enum(LOGIN_CONTEXTS).default('private'),
    returnUrl: z.string().max(2000).optional(),
  }),
  responses: { 200: loginResultSchema },
  errors: ['RATE_LIMITED', 'UNKNOWN_SITE_ID'],
});

export const selectAssociationContract = defineContract(E.selectAssociation, {
  access: 'chooseAssociation',
  tags,
  summary: 'Choose the association of a board login (ChooseBoardMember gave a bearer and the list)',
  params: associationParams,
  responses: { 200: loginResultSchema },
  errors: ['FORBIDDEN'],
});

export const associationStatusContract = defineContract(E.associationStatus, {
  access: 'chooseAssociation',
  tags,
  summary: 'The status call per association of platform §7; answers as select does',
  params: associationParams,
  responses: { 200: loginResultSchema },
  errors: ['FORBIDDEN'],
});

export const refreshTokenContract = defineContract(E.refreshToken, {
  access: 'login',
  tags,
  summary: 'A new login token (and cookie) for the current one, which is revoked',
  description: 'A GET by platform §7, though it changes state: the same-origin guard treats it as a write.',
  stateChanging: true,
  responses: { 200: z.string().describe('The new token (text/plain)') },
});

export const logoutContract = defineContract(E.logout, {
  access: 'public',
  tags,
  summary: 'Revoke the login token and clear its cookies',
  responses: { 204: z.null() },
});

export const sessionContract = defineContract(E.session, {
  access: 'login',
  tags,
  summary: "The client's 30-second session check (flows §4.3): 200 while the token is valid",
  responses: {
    200: z.object({
      userId: z.string().uuid(),
      bankId: z.boolean(),
      associationId: z.string().uuid().nullable(),
      expiresAt: z.string().datetime(),
    }),
  },
});

export const userContract = defineContract(E.user, {
  access: 'login',
  tags,
  summary: 'The logged-in user as the client reads it (platform §3)',
  responses: { 200: userAsReadSchema },
});

export const registerContract = defineContract(E.register, {
  access: 'public',
  tags,
  summary: 'Create an account (with a bearer from a bank-identity register session: for that person)',
  body: registerRequestSchema,
  responses: { 200: loginResultSchema },
  errors: ['RATE_LIMITED', 'UNKNOWN_SITE_ID', 'UNAUTHORIZED'],
});

export const updateContract = defineContract(E.update, {
  access: 'login',
  tags,
  summary: "Update the user's details (the upgrade payload of platform §3), optionally joining VIP",
  body: upgradePayloadSchema,
  responses: { 200: loginResultSchema },
  errors: ['UNKNOWN_SITE_ID'],
});

export const vipMembershipContract = defineContract(E.vipMembership, {
  access: 'login',
  tags,
  summary: 'Join or leave the VIP membership of a site',
  body: vipMembershipRequestSchema,
  responses: { 200: loginResultSchema },
  errors: ['UNKNOWN_SITE_ID'],
});

export const consentContract = defineContract(E.consent, {
  access: 'login',
  tags,
  summary: "Consent to a site's handling of personal data",
  body: consentRequestSchema,
  responses: { 200: loginResultSchema },
  errors: ['UNKNOWN_SITE_ID'],
});

export const triggerChangeEmailContract = defineContract(E.triggerChangeEmail, {
  access: 'login',
  tags,
  summary: 'Send a confirmation link to a new email address',
  description: 'The same answer whether the address is free or taken; the mail tells the owner which.',
  body: triggerChangeEmailSchema,
  responses: { 200: proxyAnswerSchema },
  errors: ['RATE_LIMITED', 'UNKNOWN_SITE_ID'],
});

export const changeEmailContract = defineContract(E.changeEmail, {
  access: 'public',
  tags,
  summary: 'Confirm an email change with the token of its link (once)',
  description:
    'The token is the verification code of the mailed link. A wrong, used or expired one answers 400 ' +
    'VALIDATION_FAILED with the issue `emailVerificationCodeWrong` (platform §5); an address taken ' +
    'meanwhile, the issue `emailInUse`.',
  params: z.object({
    token: z.string().min(10, 'emailVerificationCodeWrong').max(200, 'emailVerificationCodeWrong'),
  }),
  responses: { 200: proxyAnswerSchema },
});

export const forgotPasswordContract = defineContract(E.forgotPassword, {
  access: 'public',
  tags,
  summary: 'Send a link to choose a new password, if an account uses the address',
  body: forgotPasswordSchema,
  responses: { 200: proxyAnswerSchema },
  errors: ['RATE_LIMITED', 'UNKNOWN_SITE_ID'],
});

export const setPasswordContract = defineContract(E.setPassword, {
  access: 'public',
  tags,
  summary: 'Choose a new password with the token of a reset link (once)',
  body: setPasswordSchema,
  responses: { 200: proxyAnswerSchema },
  errors: ['RATE_LIMITED'],
});

export const updatePasswordContract = defineContract(E.updatePassword, {
  access: 'login',
  tags,
  summary: 'Change the password; every other session of the user ends',
  body: updatePasswordSchema,
  responses: { 200: proxyAnswerSchema },
  errors: ['RATE_LIMITED'],
});

export const hasDocumentsContract = defineContract(E.hasDocuments, {
  access: 'login',
  tags,
  summary: 'Whether the caller has any document (to sign or signed) in the documents table',
  responses: { 200: z.boolean() },
});

export const notificationsContract = defineContract(E.notifications, {
  access: 'private',
  tags,
  summary: "The user's own unpaused notifications of one site, newest first (not for a board login)",
  params: z.object({ siteKey: z.enum(notificationSiteKeys) }),
  responses: { 200: z.array(notificationSchema) },
});

export const pauseNotificationContract = defineContract(E.pauseNotification, {
  access: 'private',
  tags,
  summary: 'Pause (hide) one of your notifications',
  description: 'A GET by platform §7; the same-origin guard treats it as the change it is.',
  stateChanging: true,
  params: z.object({ id: z.string().uuid() }),
  responses: { 204: z.null() },
  errors: ['NOT_FOUND'],
});

// ---- Favourites and interests (issue 12 item 5; platform §1, §3 "User as read") ----
// The spec names the lists but not their calls: these follow the account service's paths. A
// residence id is a stage or a home (object) of the catalogue; the list answered is the
// caller's own, so no call reads or changes another user's rows.

const residenceParams = z.object({
  residenceId: z.string().uuid().describe('The id of a stage or of a home (object)'),
});
const relationList = z.array(residenceRelationSchema);

export const favoritesContract = defineContract(E.favorites, {
  access: 'login',
  tags,
  summary: 'Your favourites, oldest first',
  responses: { 200: relationList },
});
export const addFavoriteContract = defineContract(E.addFavorite, {
  access: 'login',
  tags,
  summary: 'Add a stage or a home to your favourites (once; adding again changes nothing)',
  params: residenceParams,
  responses: { 200: relationList },
  errors: ['NOT_FOUND'],
});
export const removeFavoriteContract = defineContract(E.removeFavorite, {
  access: 'login',
  tags,
  summary: 'Remove a stage or a home from your favourites (absent: nothing changes)',
  params: residenceParams,
  responses: { 200: relationList },
});

export const interestsContract = defineContract(E.interests, {
  access: 'login',
  tags,
  summary: 'Your interest registrations, oldest first',
  responses: { 200: relationList },
});
export const addInterestContract = defineContract(E.addInterest, {
  access: 'login',
  tags,
  summary: 'Register interest in a stage or a home (once; registering again changes nothing)',
  params: residenceParams,
  responses: { 200: relationList },
  errors: ['NOT_FOUND'],
});
export const removeInterestContract = defineContract(E.removeInterest, {
  access: 'login',
  tags,
  summary: 'Withdraw an interest registration (absent: nothing changes)',
  params: residenceParams,
  responses: { 200: relationList },
});
export const saveInterestsContract = defineContract(E.saveInterests, {
  access: 'login',
  tags,
  summary: 'Save the interests registered before logging in (the interest cookie of platform §9)',
  description: 'Ids no longer in the catalogue are skipped, so an old cookie never fails a login.',
  body: saveInterestsRequestSchema,
  responses: { 200: relationList },
});
