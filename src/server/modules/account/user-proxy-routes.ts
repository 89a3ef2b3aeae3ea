import { and, eq, inArray } from 'drizzle-orm';
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
import { canonicalHost } from '../../../shared/sites/hosts';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import { bookings, userResidences, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requireSiteBySiteId, requireSiteContext, siteContextOrigin } from '../../plugins/site-context';
import { sendMailLater } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';
import { findUserByEmail, findUserById } from './account-queries';
import { requireLogin } from './auth-guard';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens';
import { setNewPassword } from './password-change';
import { verifyPassword } from './passwords';
import { enforceRateLimit } from './rate-limit';

// The user proxy at /system/user (platform §7): email change, password reset and change.
// Errors carry a message the client shows as is.

const FORGOT_PASSWORD_ANSWER = {
  ok: true,
  message: 'If an account uses that address, a link to choose a new password is on its way.',
} as const;

const CHANGE_EMAIL_ANSWER = {
  ok: true,
  message: 'We sent a message to the new address. Open the link in it to confirm the change.',
} as const;

export async function registerUserProxyRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Links in mails lead to the requesting site's origin from the host table, never to a host
  // a header named; an unknown host answers 421 before anything is looked up. The mail speaks
  // that site's language; a body siteId may only name a site on the same host (the English
  // sub-site on the Swedish hosts), so it changes the language and path, never the origin.
  const mailSite = (request: FastifyRequest, siteId: string | undefined) => {
    const context = requireSiteContext(request);
    const site = siteId ? requireSiteBySiteId(siteId) : context.site;
    const { environment } = context;
    if (canonicalHost(site.key, environment) !== canonicalHost(context.site.key, environment)) {
      throw new HttpError(400, 'UNKNOWN_SITE_ID', `The site ${siteId} is not served on this host.`);
    }
    return { site, origin: siteContextOrigin(context) };
  };

  // The same answer whether the new address is free or taken (issue 9 item 7); the mail tells
  // the difference, to the owner of the address only.
  app.post(
    '/system/user/triggerchangeemail',
    { schema: { body: triggerChangeEmailSchema } },
    async (request, reply) => {
      const { newEmail, siteId } = request.body;
      const { site, origin } = mailSite(request, siteId);
      const claims = await requireLogin(app, request);
      await enforceRateLimit(app, request, reply, 'change-email', claims.userId);
      // The change-email page confirms the token once (seeded at ACCOUNT_EXTRA_PATHS).
      const changeEmailPage = ACCOUNT_EXTRA_PATHS[site.locale].changeEmail;
      const brand = site.brand.name;
      sendMailLater(app, async () => {
        const owner = await findUserByEmail(db, newEmail);
        if (owner && owner.id !== claims.userId) {
          const notice = renderMail('email-already-used', site.locale, { brand, firstName: owner.firstName });
          return { to: newEmail, ...notice };
        }
        const asker = await findUserById(db, claims.userId);
        const token = await createOneTimeToken(db, {
          userId: claims.userId,
          purpose: 'change-email',
          newEmail,
        });
        const link = `${origin}${withQuery(changeEmailPage, { token })}`;
        const mail = renderMail('confirm-new-email', site.locale, {
          brand,
          firstName: asker?.firstName,
          link,
          newEmail,
        });
        return { to: newEmail, ...mail };
      });
      return CHANGE_EMAIL_ANSWER;
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

  // Known and unknown addresses cost the same until the answer: the lookup, the link and the
  // mail all happen after it (issue 9 item 7).
  app.post(
    '/system/user/forgotpassword',
    { schema: { body: forgotPasswordSchema } },
    async (request, reply) => {
      const { email, siteId } = request.body;
      const { site, origin } = mailSite(request, siteId);
      await enforceRateLimit(app, request, reply, 'forgot-password', email);
      const page = routeFor(site.key, 'forgotPassword') ?? '/';
      sendMailLater(app, async () => {
        const user = await findUserByEmail(db, email);
        if (!user?.hasAccount || user.deceased) return undefined;
        const token = await createOneTimeToken(db, { userId: user.id, purpose: 'reset-password' });
        const link = `${origin}${withQuery(page, { token })}`;
        const mail = renderMail('reset-password', site.locale, {
          brand: site.brand.name,
          firstName: user.firstName,
          link,
        });
        return { to: user.email ?? email, ...mail };
      });
      return FORGOT_PASSWORD_ANSWER;
    },
  );

  app.post('/system/user/setpassword', { schema: { body: setPasswordSchema } }, async (request, reply) => {
    await enforceRateLimit(app, request, reply, 'set-password');
    const row = await consumeOneTimeToken(db, request.body.token, ['reset-password', 'set-password']);
    if (!row)
      throw new HttpError(400, 'VALIDATION_FAILED', 'The link is no longer valid. Ask for a new one.');
    await setNewPassword(app, row.userId, request.body.password);
    return { ok: true, message: 'Your password is changed. Log in with the new password.' };
  });

  // The session making the change keeps its token; every other one ends.
  app.post(
    '/system/user/updatepassword',
    { schema: { body: updatePasswordSchema } },
    async (request, reply) => {
      const claims = await requireLogin(app, request);
      await enforceRateLimit(app, request, reply, 'update-password', claims.userId);
      const user = await findUserById(db, claims.userId);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The current password is wrong.');
      }
      await setNewPassword(app, user.id, request.body.newPassword, claims.jti);
      return { ok: true, message: 'Your password is changed.' };
    },
  );

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
