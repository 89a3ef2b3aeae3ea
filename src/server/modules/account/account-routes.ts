import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentRequestSchema,
  registerRequestSchema,
  upgradePayloadSchema,
  vipMembershipRequestSchema,
} from '../../../shared/account/account-schemas';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { consents, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-error';
import { requireSiteBySiteId } from '../../plugins/site-context';
import { associationsOf, findUserByEmail, findUserById, ongoingBookingOf } from './account-queries';
import { redirectAfterLogin } from './after-login';
import { requireLogin, requireScope } from './auth-guard';
import { registerEmailLoginRoute } from './email-login-route';
import { issueOk } from './login-decision';
import { hashPassword } from './passwords';
import { enforceRateLimit } from './rate-limit';
import {
  clearLoginSession,
  issueLoginSession,
  readRequestToken,
  revokeToken,
  signLoginToken,
  verifyLoginToken,
} from './token-service';
import { readUser } from './user-as-read';
import { addVipMembership, removeVipMembership } from './vip-service';

// /account_service (platform §7 "Account"). HTTP shape: business outcomes (wrong password,
// bank-id only, board rules, …) answer 200 with a login result {status, …}; a malformed body
// answers 400 {code: VALIDATION_FAILED, status: InvalidInput, issues}; a missing or invalid
// token answers 401 UNAUTHORIZED.

const providerParam = z.enum(['bank_id', 'eident', 'signicat', 'email']);

export async function registerAccountRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  registerEmailLoginRoute(app);

  // Choosing the association of a board login (ChooseBoardMember gave a bearer and the list).
  const selectAssociation = async (request: FastifyRequest, reply: FastifyReply, associationId: string) => {
    const claims = await requireScope(app, request, 'select-association');
    // Only an association the login offered (a board of an unmanaged association was not
    // offered on the board portal) and that the user still sits on.
    const memberOf = await associationsOf(db, claims.userId);
    if (
      !claims.offeredAssociationIds?.includes(associationId) ||
      !memberOf.some((association) => association.id === associationId)
    ) {
      throw new HttpError(403, 'FORBIDDEN', 'You are not a board member of that association.');
    }
    const user = await findUserById(db, claims.userId);
    if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
    await revokeToken(app, claims.jti);
    const siteKey = request.siteContext?.site.key ?? 'se';
    const result = await issueOk(
      app,
      user,
      { purpose: 'loginBoardMember', context: 'board-member', siteKey, bankId: claims.bankId },
      associationId,
    );
    return issueLoginSession(reply, result);
  };

  app.get(
    '/account_service/login/:provider/status/board_member/select/:id',
    { schema: { params: z.object({ provider: providerParam, id: z.string().uuid() }) } },
    (request, reply) => selectAssociation(request, reply, request.params.id),
  );
  // platform §7 also lists a status call per association; it answers the same way as select.
  app.get(
    '/account_service/login/:provider/status/board_member/:id',
    { schema: { params: z.object({ provider: providerParam, id: z.string().uuid() }) } },
    (request, reply) => selectAssociation(request, reply, request.params.id),
  );

  // Rotates the token (and its cookie): a change, though platform §7 makes it a GET.
  app.get(
    '/account_service/login/refresh_token',
    { config: { stateChanging: true } },
    async (request, reply) => {
      const claims = await requireLogin(app, request);
      const { token } = await signLoginToken(app, {
        userId: claims.userId,
        bankId: claims.bankId,
        associationId: claims.associationId,
      });
      await revokeToken(app, claims.jti);
      issueLoginSession(reply, { status: 'Ok', token });
      return reply.type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post('/account_service/logout', async (request, reply) => {
    const token = readRequestToken(request);
    const claims = token ? await verifyLoginToken(app, token) : null;
    if (claims) await revokeToken(app, claims.jti);
    clearLoginSession(reply);
    return reply.status(204).send();
  });

  // The client's 30-second session check (flows §4.3): 200 while the token is valid, else 401.
  app.get('/account_service/session', async (request) => {
    const claims = await requireLogin(app, request);
    return {
      userId: claims.userId,
      bankId: claims.bankId,
      associationId: claims.associationId ?? null,
      expiresAt: claims.expiresAt.toISOString(),
    };
  });

  app.get('/account_service/user', async (request) => {
    const claims = await requireLogin(app, request);
    const user = await findUserById(db, claims.userId);
    if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
    return readUser(db, user, claims.associationId);
  });

  app.post(
    '/account_service/register',
    { schema: { body: registerRequestSchema } },
    async (request, reply) => {
      const body = request.body;
      const site = requireSiteBySiteId(body.siteId);
      // UserAlreadyExists tells that an address has an account: per address and per client.
      await enforceRateLimit(app, request, reply, 'register', body.email);
      const bearer = readRequestToken(request);
      const registerClaims = bearer ? await verifyLoginToken(app, bearer) : null;
      if (bearer && registerClaims?.scope !== 'register' && registerClaims?.scope !== 'login') {
        throw new HttpError(
          401,
          'UNAUTHORIZED',
          'The registration session has expired. Identify yourself again.',
        );
      }
      const person =
        registerClaims?.scope === 'register' ? await findUserById(db, registerClaims.userId) : undefined;
      if (person?.deceased) return { status: 'Error' } satisfies LoginResult;
      if (registerClaims?.scope === 'login' || person?.hasAccount)
        return { status: 'UserAlreadyExists' } satisfies LoginResult;
      if (person) {
        const booking = await ongoingBookingOf(db, person.id);
        if (booking) {
          return {
            status: 'HasOngoingBusiness',
            data: { bookingId: booking.bookingId, objectNumber: booking.objectNumber },
          } satisfies LoginResult;
        }
      }
      // Hashed before the lookup, so a taken and a free address cost the same argon2 work.
      const passwordHash = await hashPassword(body.password);
      const emailOwner = await findUserByEmail(db, body.email);
      // data.field tells the form it is the email that is taken, not the personal number.
      if (emailOwner && emailOwner.id !== person?.id)
        return { status: 'UserAlreadyExists', data: { field: 'email' } } satisfies LoginResult;

      const fields = {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        newsLetter: body.newsLetter,
        hasAccount: true,
      };
      const userId = person?.id ?? randomUUID();
      try {
        if (person) {
          await db
            .update(users)
            .set(fields)
            .where(and(eq(users.id, person.id), eq(users.hasAccount, false)));
        } else {
          await db.insert(users).values({ id: userId, ...fields });
        }
      } catch (error) {
        // Two registrations of one email at once: the check above let both through, the
        // unique index stops the second, which learns what it would have learnt a moment later.
        if (isUniqueViolation(error))
          return { status: 'UserAlreadyExists', data: { field: 'email' } } satisfies LoginResult;
        throw error;
      }
      await db.insert(consents).values({ userId, siteKey: site.key }).onConflictDoNothing();
      if (body.vip) await addVipMembership(db, userId, site);
      if (registerClaims) await revokeToken(app, registerClaims.jti);
      const user = await findUserById(db, userId);
      if (!user) return { status: 'Error' } satisfies LoginResult;
      const result = await issueOk(app, user, {
        purpose: 'register',
        context: 'private',
        siteKey: site.key,
        bankId: Boolean(person),
      });
      return issueLoginSession(reply, result);
    },
  );

  app.post('/account_service/update', { schema: { body: upgradePayloadSchema } }, async (request) => {
    const claims = await requireLogin(app, request);
    const body = request.body;
    const siteKey = request.siteContext?.site.key ?? 'se';
    if (body.vip) {
      const site = requireSiteBySiteId(body.vip.siteId);
      const change = await addVipMembership(db, claims.userId, site, body.vip.campaignCode);
      if (change === 'InvalidCampaignCode') return { status: 'InvalidCampaignCode' } satisfies LoginResult;
      if (change === 'NotOffered')
        throw new HttpError(400, 'VALIDATION_FAILED', 'That site offers no VIP membership.');
    }
    // The email is changed only through the verified link of /system/user/triggerchangeemail.
    await db
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        newsLetter: body.newsLetter,
        address: body.address,
        postalCode: body.postalCode,
        city: body.city,
        countryId: body.countryId,
        ...(body.birthDate ? { birthDate: body.birthDate } : {}),
      })
      .where(eq(users.id, claims.userId));
    const redirectTo = await redirectAfterLogin(db, { userId: claims.userId, siteKey, purpose: 'update' });
    return { status: 'Ok', redirectTo } satisfies LoginResult;
  });

  app.post(
    '/account_service/update/vipmembership',
    { schema: { body: vipMembershipRequestSchema } },
    async (request) => {
      const claims = await requireLogin(app, request);
      const site = requireSiteBySiteId(request.body.siteId);
      if (request.body.action === 'remove') {
        await removeVipMembership(db, claims.userId, site);
        return { status: 'Ok' } satisfies LoginResult;
      }
      const change = await addVipMembership(db, claims.userId, site, request.body.campaignCode);
      if (change === 'NotOffered')
        throw new HttpError(400, 'VALIDATION_FAILED', 'That site offers no VIP membership.');
      return { status: change } satisfies LoginResult;
    },
  );

  app.post('/account_service/consent', { schema: { body: consentRequestSchema } }, async (request) => {
    const claims = await requireLogin(app, request);
    const site = requireSiteBySiteId(request.body.siteId);
    await db.insert(consents).values({ userId: claims.userId, siteKey: site.key }).onConflictDoNothing();
    return { status: 'Ok' } satisfies LoginResult;
  });
}
