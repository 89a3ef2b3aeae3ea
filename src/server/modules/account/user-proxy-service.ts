import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EXTRA_PATHS } from '../../../shared/account/account-paths';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { HttpError } from '../../http-error';
import type { LoginClaims } from '../../plugins/auth/login-tokens';
import { sendMailLater } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';
import { findUserByEmail, findUserById, setEmail } from './account-repository';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens';
import { setNewPassword } from './password-change';
import { verifyPassword } from './passwords';

// The rules of the user proxy (platform §7 /system/user): email change, password reset and
// change. Links in mails lead to the requesting site's origin from the host table (`origin`),
// never to a host a header named.

/** The site whose language and pages a mail uses, and the origin its links lead to. */
export interface MailTarget {
  site: SiteConfig;
  origin: string;
}

/**
 * The same answer whether the new address is free or taken (issue 9 item 7); the mail tells
 * the difference, to the owner of the address only.
 */
export function requestEmailChange(
  app: FastifyInstance,
  claims: LoginClaims,
  newEmail: string,
  target: MailTarget,
) {
  const db = app.database.db;
  const { site, origin } = target;
  // The change-email page confirms the token once (seeded at ACCOUNT_EXTRA_PATHS).
  const changeEmailPage = ACCOUNT_EXTRA_PATHS[site.locale].changeEmail;
  const brand = site.brand.name;
  sendMailLater(app, async () => {
    const owner = await findUserByEmail(db, newEmail);
    if (owner && owner.id !== claims.userId) {
      return {
        to: newEmail,
        ...renderMail('email-already-used', site.locale, { brand, firstName: owner.firstName }),
      };
    }
    const asker = await findUserById(db, claims.userId);
    const token = await createOneTimeToken(db, { userId: claims.userId, purpose: 'change-email', newEmail });
    const link = `${origin}${withQuery(changeEmailPage, { token })}`;
    const mail = renderMail('confirm-new-email', site.locale, {
      brand,
      firstName: asker?.firstName,
      link,
      newEmail,
    });
    return { to: newEmail, ...mail };
  });
  return {
    ok: true as const,
    message: 'We sent a message to the new address. Open the link in it to confirm the change.',
  };
}

/**
 * The token of the mailed link is the e-mail's verification code (platform §7 GET
 * /changeemail/{token}): an unknown, used or expired one is emailVerificationCodeWrong, an
 * address someone took meanwhile emailInUse (platform §5 error keys, as the message).
 */
export async function confirmEmailChange(app: FastifyInstance, token: string) {
  const db = app.database.db;
  const row = await consumeOneTimeToken(db, token, ['change-email']);
  if (!row?.newEmail) {
    throw new HttpError('VALIDATION_FAILED', 'The link is no longer valid.', [
      { path: 'params.token', message: 'emailVerificationCodeWrong' },
    ]);
  }
  const owner = await findUserByEmail(db, row.newEmail);
  if (owner && owner.id !== row.userId) {
    throw new HttpError('VALIDATION_FAILED', 'That email address is already in use.', [
      { path: 'newEmail', message: 'emailInUse' },
    ]);
  }
  await setEmail(db, row.userId, row.newEmail);
  return { ok: true as const, message: 'Your email address is changed.' };
}

/**
 * Known and unknown addresses cost the same until the answer: the lookup, the link and the mail
 * all happen after it (issue 9 item 7).
 */
export function requestPasswordReset(app: FastifyInstance, email: string, target: MailTarget) {
  const db = app.database.db;
  const { site, origin } = target;
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
  return {
    ok: true as const,
    message: 'If an account uses that address, a link to choose a new password is on its way.',
  };
}

export async function setPasswordWithToken(app: FastifyInstance, token: string, password: string) {
  const row = await consumeOneTimeToken(app.database.db, token, ['reset-password', 'set-password']);
  if (!row) throw new HttpError('VALIDATION_FAILED', 'The link is no longer valid. Ask for a new one.');
  await setNewPassword(app, row.userId, password);
  return { ok: true as const, message: 'Your password is changed. Log in with the new password.' };
}

/** The session making the change keeps its token; every other one ends. */
export async function changePassword(
  app: FastifyInstance,
  claims: LoginClaims,
  currentPassword: string,
  newPassword: string,
) {
  const user = await findUserById(app.database.db, claims.userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError('VALIDATION_FAILED', 'The current password is wrong.');
  }
  await setNewPassword(app, user.id, newPassword, claims.jti);
  return { ok: true as const, message: 'Your password is changed.' };
}
