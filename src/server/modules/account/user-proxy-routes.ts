import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_EXTRA_PATHS } from '../../../shared/account/account-paths';
import {
  forgotPasswordSchema,
  setPasswordSchema,
  triggerChangeEmailSchema,
  updatePasswordSchema,
} from '../../../shared/account/account-schemas';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import { SITES } from '../../../shared/sites/sites';
import { authTokens, bookings, userResidences, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requireSiteContext, siteContextOrigin } from '../../plugins/site-context';
import { escapeHtml, sendMail } from '../mail/mailer';
import { findUserByEmail, findUserById } from './account-queries';
import { requireLogin } from './auth-guard';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { enforceRateLimit } from './rate-limit';

// The user proxy at /system/user (platform §7): email change, password reset and change.
// Errors carry a message the client shows as is.

const FORGOT_PASSWORD_ANSWER = {
  ok: true,
  message: 'If an account uses that address, a link to choose a new password is on its way.',
} as const;

function linkMail(to: string, subject: string, intro: string, link: string) {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\nIf you did not ask for this, ignore this message.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not ask for this, ignore this message.</p>`,
  };
}

async function revokeAllTokensOf(app: FastifyInstance, userId: string): Promise<void> {
  await app.database.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export async function registerUserProxyRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Links in mails lead to the requesting site's origin from the host table, never to a host
  // a header named; an unknown host answers 421 before anything is looked up.
  const linkTarget = (request: FastifyRequest) => {
    const context = requireSiteContext(request);
    return { siteKey: context.site.key, origin: siteContextOrigin(context) };
  };

  app.post(
    '/system/user/triggerchangeemail',
    { schema: { body: triggerChangeEmailSchema } },
    async (request) => {
      const target = linkTarget(request);
      const claims = await requireLogin(app, request);
      const { newEmail } = request.body;
      const owner = await findUserByEmail(db, newEmail);
      if (owner && owner.id !== claims.userId) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'That email address is already in use.');
      }
      const token = await createOneTimeToken(db, {
        userId: claims.userId,
        purpose: 'change-email',
        newEmail,
      });
      // The change-email page confirms the token once (seeded at ACCOUNT_EXTRA_PATHS).
      const changeEmailPage = ACCOUNT_EXTRA_PATHS[SITES[target.siteKey].locale].changeEmail;
      const link = `${target.origin}${withQuery(changeEmailPage, { token })}`;
      await sendMail(
        app,
        linkMail(
          newEmail,
          'Confirm your new email address',
          'Open this link to use this address for your account:',
          link,
        ),
      );
      return { ok: true, message: 'We sent a confirmation link to the new address.' };
    },
  );

  app.get(
    '/system/user/changeemail/:token',
    { schema: { params: z.object({ token: z.string().min(10).max(200) }) } },
    async (request) => {
      const row = await consumeOneTimeToken(db, request.params.token, ['change-email']);
      if (!row?.newEmail) throw new HttpError(400, 'VALIDATION_FAILED', 'The link is no longer valid.');
      const owner = await findUserByEmail(db, row.newEmail);
      if (owner && owner.id !== row.userId) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'That email address is already in use.');
      }
      await db.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
      return { ok: true, message: 'Your email address is changed.' };
    },
  );

  app.post(
    '/system/user/forgotpassword',
    { schema: { body: forgotPasswordSchema } },
    async (request, reply) => {
      const target = linkTarget(request);
      const { email } = request.body;
      await enforceRateLimit(app, request, reply, 'forgot-password', email);
      const user = await findUserByEmail(db, email);
      if (user?.hasAccount && !user.deceased) {
        const token = await createOneTimeToken(db, { userId: user.id, purpose: 'reset-password' });
        const page = routeFor(target.siteKey, 'forgotPassword') ?? '/';
        const link = `${target.origin}${withQuery(page, { token })}`;
        await sendMail(
          app,
          linkMail(
            email,
            'Choose a new password',
            'Open this link within an hour to choose a new password:',
            link,
          ),
        );
      }
      return FORGOT_PASSWORD_ANSWER;
    },
  );

  app.post('/system/user/setpassword', { schema: { body: setPasswordSchema } }, async (request, reply) => {
    await enforceRateLimit(app, request, reply, 'set-password');
    const row = await consumeOneTimeToken(db, request.body.token, ['reset-password', 'set-password']);
    if (!row)
      throw new HttpError(400, 'VALIDATION_FAILED', 'The link is no longer valid. Ask for a new one.');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(request.body.password) })
      .where(eq(users.id, row.userId));
    // A new password ends every existing session.
    await revokeAllTokensOf(app, row.userId);
    return { ok: true, message: 'Your password is changed. Log in with the new password.' };
  });

  app.post('/system/user/updatepassword', { schema: { body: updatePasswordSchema } }, async (request) => {
    const claims = await requireLogin(app, request);
    const user = await findUserById(db, claims.userId);
    if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'The current password is wrong.');
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(request.body.newPassword) })
      .where(eq(users.id, user.id));
    return { ok: true, message: 'Your password is changed.' };
  });

  // There is no document store yet: a user "has documents" when a booking or a purchase
  // exists, since those are what produce contracts and signing documents.
  app.get('/system/user/hasdocuments', async (request) => {
    const claims = await requireLogin(app, request);
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, claims.userId), inArray(bookings.status, ['ongoing', 'completed'])))
      .limit(1);
    if (booking) return true;
    const [purchase] = await db
      .select({ stageId: userResidences.stageId })
      .from(userResidences)
      .where(and(eq(userResidences.userId, claims.userId), eq(userResidences.relation, 'purchase')))
      .limit(1);
    return Boolean(purchase);
  });
}
