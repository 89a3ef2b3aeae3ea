import { demoAccount } from '../../../../seed/accounts/demo-accounts';
import { requireRoute } from '../../../../src/shared/sites/routes';
import { sleep } from './load-client';
import { HOST_OF_SITE, type LoadContext, logIn, loop, pick, virtualUser } from './load-context';

// Virtual users of the rolling-restart test that only read: anonymous visitors of two sites
// (pages and searches), and demo people logging in again and again.

// ---- anonymous visitors: pages of the Swedish and Norwegian sites, searches ----

const PAGES = [
  { host: 'localhost', path: requireRoute('se', 'home') },
  { host: 'localhost', path: requireRoute('se', 'searchHomes') },
  { host: 'no.localhost', path: requireRoute('no', 'home') },
  { host: 'no.localhost', path: requireRoute('no', 'searchHomes') },
];
const SEARCHES = [
  { host: 'localhost', call: 'search_object' },
  { host: 'localhost', call: 'search_stage' },
  { host: 'no.localhost', call: 'search_object' },
  { host: 'no.localhost', call: 'search_stage' },
];

export async function anonymousVisitor(context: LoadContext, name: string): Promise<void> {
  const user = virtualUser(context, name);
  await loop(context, user, context.until, async () => {
    if (Math.random() < 0.5) {
      const page = pick(PAGES);
      await user.ok('GET', page.path, { host: page.host, kind: 'page', headers: { accept: 'text/html' } });
    } else {
      const search = pick(SEARCHES);
      await user.ok('POST', `/api/residence/${search.call}`, {
        host: search.host,
        kind: 'search',
        json: { limit: 12, offset: Math.floor(Math.random() * 3) * 12 },
      });
    }
    await sleep(150);
  });
}

// ---- logins: demo people of three sites, each at most a few times (limits per account) ----

const LOGIN_ACCOUNTS = [
  'resident',
  'vip',
  'board',
  'board-unmanaged',
  'board-multi',
  'email-only',
  'neighbour',
  'buyer-se',
  'case-handler',
  'norway',
  'norway-board',
  'buyer-no',
  'finland',
  'buyer-fi',
];
const LOGINS_PER_ACCOUNT = 4;

export async function loginVisitor(context: LoadContext, name: string): Promise<void> {
  const user = virtualUser(context, name);
  const budget = LOGIN_ACCOUNTS.flatMap((key) => Array.from({ length: LOGINS_PER_ACCOUNT }, () => key));
  await loop(context, user, context.until, async () => {
    const key = budget.shift();
    if (!key) return 'done';
    user.token = undefined;
    user.token = await logIn(user, key);
    context.writes.logins += 1;
    const site = demoAccount(key).site as keyof typeof HOST_OF_SITE;
    await user.ok('GET', '/account_service/user', { host: HOST_OF_SITE[site], kind: 'my account' });
    await sleep(400);
  });
}
