import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import { ACCOUNT_EXTRA_PATHS } from '../../../shared/account/account-paths';
import { requireRoute } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { mailOutbox, users } from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import { queuedMailSettled } from '../mail/mail-queue';
import {
  type AccountTestApp,
  createAccountTestApp,
  FI_HOST,
  freshIp,
  NO_HOST,
  SE_HOST,
} from './testing/account-test-app';

// Issue 10 item 7: the reset and change-email mails speak the language of the site the request
// came from (the host, or the English sub-site named by siteId on the Swedish hosts), carry a
// link that works, and escape what a user typed.

let harness: AccountTestApp;
beforeAll(async () => {
  harness = await createAccountTestApp();
});
afterAll(() => harness.close());

interface SiteCase {
  site: SiteKey;
  host: string;
  /** The demo account that asks, one per site so per-account limits stay apart. */
  account: string;
  /** Sent as the body's siteId: only the English sub-site needs it. */
  siteId?: string;
  lang: string;
  resetSubject: string;
  resetPhrase: string;
  confirmSubject: string;
  takenSubject: string;
}

const CASES: SiteCase[] = [
  {
    site: 'se',
    host: SE_HOST,
    account: 'email-only',
    lang: 'sv',
    resetSubject: 'Välj ett nytt lösenord hos Hemvist',
    resetPhrase: 'Öppna länken inom en timme',
    confirmSubject: 'Bekräfta din nya e-postadress hos Hemvist',
    takenSubject: 'E-postadressen har redan ett konto hos Hemvist',
  },
  {
    site: 'en',
    host: SE_HOST,
    account: 'resident',
    siteId: SITES.en.siteId,
    lang: 'en',
    resetSubject: 'Choose a new password for Hemvist',
    resetPhrase: 'Open the link within an hour',
    confirmSubject: 'Confirm your new email address for Hemvist',
    takenSubject: 'This email address already has a Hemvist account',
  },
  {
    site: 'no',
    host: NO_HOST,
    account: 'norway',
    lang: 'nb',
    resetSubject: 'Velg et nytt passord hos Hemvist Norge',
    resetPhrase: 'Åpne lenken innen en time',
    confirmSubject: 'Bekreft den nye e-postadressen din hos Hemvist Norge',
    takenSubject: 'E-postadressen har allerede en konto hos Hemvist Norge',
  },
  {
    site: 'fi',
    host: FI_HOST,
    account: 'finland',
    lang: 'fi',
    resetSubject: 'Valitse uusi salasana – Hemvist Suomi',
    resetPhrase: 'Avaa linkki tunnin kuluessa',
    confirmSubject: 'Vahvista uusi sähköpostiosoitteesi – Hemvist Suomi',
    takenSubject: 'Sähköpostiosoitteella on jo tili – Hemvist Suomi',
  },
];

const HOSTILE = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

/** The newest mail to an address, once the mail queued by earlier requests is written. */
async function latestMailTo(to: string) {
  await queuedMailSettled(harness.app);
  const [mail] = await harness.database.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const post = (url: string, host: string, payload: object, token?: string) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: freshIp(),
    payload,
  });

/** The single link of a mail: the same address in the text and (escaped) in the HTML. */
function linkOf(mail: { text: string; html: string }, start: string): string {
  const match = new RegExp(`${start.replace(/[.?/]/g, '\\$&')}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${start} link in ${mail.text}`);
  expect(mail.html).toContain(`href="${match[0]}"`);
  expect(mail.html).toContain(`>${match[0]}</a>`);
  return match[0];
}

function expectLanguage(mail: { html: string }, lang: string) {
  expect(mail.html).toMatch(new RegExp(`<html lang="${lang}">`));
}

describe.each(CASES)('mail on the $site site', (site) => {
  const email = () => demoAccount(site.account).email ?? '';

  beforeAll(async () => {
    await harness.database.handle.db
      .update(users)
      .set({ firstName: `Kim${HOSTILE}` })
      .where(eq(users.id, demoUserId(site.account)));
  });

  it('the reset mail is in the language, escapes the name, and its link sets a password', async () => {
    const asked = await post('/system/user/forgotpassword', site.host, {
      email: email(),
      siteId: site.siteId,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await latestMailTo(email());
    expect(mail.subject).toBe(site.resetSubject);
    expect(mail.text).toContain(site.resetPhrase);
    expect(mail.html).toContain(site.resetPhrase);
    expectLanguage(mail, site.lang);
    expect(mail.html).toContain(`Kim${ESCAPED}`);
    expect(mail.html).not.toContain('<script>');

    const origin = `http://${site.host}`;
    const link = linkOf(mail, `${origin}${requireRoute(site.site, 'forgotPassword')}`);
    const token = new URL(link).searchParams.get('token');
    const set = await post('/system/user/setpassword', site.host, {
      token,
      password: 'a brand new password',
    });
    expect(set.statusCode).toBe(200);
  });

  it('the change-email link and the taken-address notice are in the language', async () => {
    const { token: bearer } = await signLoginToken(harness.app, {
      userId: demoUserId(site.account),
      bankId: true,
    });
    const newEmail = `moved.${site.site}@example.com`;
    const asked = await post(
      '/system/user/triggerchangeemail',
      site.host,
      { newEmail, siteId: site.siteId },
      bearer,
    );
    expect(asked.statusCode).toBe(200);
    const confirm = await latestMailTo(newEmail);
    expect(confirm.subject).toBe(site.confirmSubject);
    expectLanguage(confirm, site.lang);
    expect(confirm.html).toContain(`Kim${ESCAPED}`);
    const changePage = ACCOUNT_EXTRA_PATHS[SITES[site.site].locale].changeEmail;
    const link = linkOf(confirm, `http://${site.host}${changePage}`);
    const token = new URL(link).searchParams.get('token');
    const applied = await harness.app.inject({
      method: 'GET',
      url: `/system/user/changeemail/${token}`,
      headers: { host: site.host },
    });
    expect(applied.statusCode).toBe(200);

    const taken = demoAccount('board').email ?? '';
    await post(
      '/system/user/triggerchangeemail',
      site.host,
      { newEmail: taken, siteId: site.siteId },
      bearer,
    );
    const notice = await latestMailTo(taken);
    expect(notice.subject).toBe(site.takenSubject);
    expectLanguage(notice, site.lang);
    expect(notice.text).not.toContain('token=');
  });
});

describe('the site a mail speaks for', () => {
  it('is never a site of another host: a siteId from elsewhere is refused, and nothing is sent', async () => {
    const email = demoAccount('vip').email ?? '';
    const refused = await post('/system/user/forgotpassword', NO_HOST, { email, siteId: SITES.fi.siteId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('UNKNOWN_SITE_ID');
    const unknown = await post('/system/user/forgotpassword', SE_HOST, {
      email,
      siteId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    await queuedMailSettled(harness.app);
    const sent = await harness.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent).toEqual([]);
  });

  it('does not follow Accept-Language: the Norwegian site mails in Norwegian to an English browser', async () => {
    const email = demoAccount('vip').email ?? '';
    const asked = await harness.app.inject({
      method: 'POST',
      url: '/system/user/forgotpassword',
      headers: { host: NO_HOST, 'accept-language': 'en-GB,en;q=0.9' },
      remoteAddress: freshIp(),
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    expect((await latestMailTo(email)).subject).toBe('Velg et nytt passord hos Hemvist Norge');
  });
});
