import type { FastifyInstance } from 'fastify';
import { emailLoginContract } from '../../../shared/account/account-contracts';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { addEndpoint } from '../../http/add-endpoint';
import { issueLoginSession } from '../../plugins/auth/login-tokens';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteBySiteId } from '../../plugins/site-context';
import { findUserByEmail } from './account-repository';
import { rememberDevice } from './device-cookie';
import { finishLogin } from './login-decision';
import { admitEmailLogin } from './login-throttle';
import { verifyPassword } from './passwords';

// POST /account_service/login/email (platform §7 "Account"). Business outcomes answer 200 with
// a login result; a malformed body answers 400 VALIDATION_FAILED.
// Known and unknown addresses take the same path up to the answer (issue 9 item 7): the same
// counters, the same user lookup and exactly one argon2 verification.

export function registerEmailLoginRoute(app: FastifyInstance): void {
  const db = app.database.db;

  addEndpoint(app, emailLoginContract, async (request, reply) => {
    const { email, password, siteId, context, returnUrl } = request.body;
    const site = requireSiteBySiteId(siteId);
    await enforceRateLimit(app, request, reply, 'email-login');
    const user = await findUserByEmail(db, email);
    // MustLoginWithBankId tells that the address has an account: it is behind this limit too.
    await admitEmailLogin(app, request, reply, email, user?.id);
    const loginAllowed = user?.hasAccount && !user.bankIdOnly;
    const passwordMatches = await verifyPassword(loginAllowed ? user.passwordHash : null, password);
    // Only BankID: the account may have no password at all, so the answer cannot wait for one.
    if (user?.hasAccount && user.bankIdOnly) return { status: 'MustLoginWithBankId' } satisfies LoginResult;
    if (!user || !loginAllowed || !passwordMatches)
      return { status: 'InvalidEmailLoginInput' } satisfies LoginResult;
    if (user.deceased) return { status: 'Error' } satisfies LoginResult;
    rememberDevice(app, reply, user.id);
    const purpose =
      context === 'board-member' || context === 'board-member-case' ? 'loginBoardMember' : 'login';
    const result = await finishLogin(app, user, {
      purpose,
      context,
      siteKey: site.key,
      returnUrl,
      bankId: false,
    });
    return issueLoginSession(reply, result);
  });
}
