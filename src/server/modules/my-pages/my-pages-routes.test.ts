import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../../../seed/accounts/demo-accounts';
import type { MyContacts, MyPagesOverview } from '../../../shared/my-pages/my-pages-contracts';
import { MY_PAGES_ENDPOINTS as E } from '../../../shared/my-pages/my-pages-endpoints';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';

// Issue 15 items 2, 7, 11 and 13: the overview, contacts and news of my pages on the demo world,
// each built from the caller's login alone — another person and a board member never see the
// resident's documents, payments, homes or contacts.

let ctx: TestApp;
const headersOf: Record<string, Record<string, string>> = {};

async function login(name: string, key: string, host: string, context?: string) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp(), ...(context ? { context } : {}) });
  if (body.status !== 'Ok' || !('token' in body) || !body.token) throw new Error(`${key} could not log in`);
  headersOf[name] = { authorization: `Bearer ${body.token}`, host };
}

const get = (name: string | null, url: string, host = SE_HOST) =>
  ctx.app.inject({ method: 'GET', url, headers: name ? headersOf[name] : { host } });

beforeAll(async () => {
  ctx = await createTestApp();
  await login('resident', 'resident', SE_HOST);
  await login('vip', 'vip', SE_HOST);
  await login('neighbour', 'neighbour', SE_HOST);
  await login('board', 'board', SE_HOST, 'board-member');
  await login('boardPrivate', 'board', SE_HOST);
  await login('norway', 'norway', NO_HOST);
  await login('finland', 'finland', 'fi.localhost');
}, 120_000);
afterAll(() => ctx.close());

const overviewOf = async (name: string) => {
  const answer = await get(name, E.overview.path);
  expect(answer.statusCode).toBe(200);
  return answer.json() as MyPagesOverview;
};

describe('the overview (issue 15 item 2)', () => {
  it('tells the resident what to sign and what happens next in their home’s timeline', async () => {
    const overview = await overviewOf('resident');
    expect(overview.documents.map((document) => document.title)).toEqual([
      expect.stringMatching(/^Köpekontrakt /),
    ]);
    expect(overview.payments).toEqual([]); // the resident's payment is paid
    const booked = overview.homes.find((home) =>
      home.steps.some((step) => step.step === 'interior' && step.date),
    );
    expect(booked?.steps.map((step) => step.step)).toEqual([
      'contract',
      'interior',
      'inspection',
      'payment',
      'move-in',
    ]);
    expect(booked?.steps[0]?.done).toBe(true);
    expect(booked?.next?.step).toBe('interior');
    expect(booked?.url).toMatch(/^\//);
    expect(overview.association).toBeNull();
    expect(overview.news.length).toBeGreaterThan(0);
    expect(overview.news[0]?.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the VIP member the unpaid VIP payment and the showing they registered for', async () => {
    const overview = await overviewOf('vip');
    expect(overview.payments).toEqual([
      expect.objectContaining({ purpose: 'vip', status: 'NotPaid', currency: 'SEK' }),
    ]);
    expect(overview.showings).toHaveLength(1);
    expect(new Date(overview.showings[0]?.startsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(overview.documents).toEqual([]);
  });

  it('counts a Reminder1 payment as due on the Norwegian site (flows §3.2)', async () => {
    const overview = await overviewOf('norway');
    expect(overview.payments.map((payment) => payment.status)).toEqual(['Reminder1']);
    expect(overview.documents.map((document) => document.title)).toEqual([
      expect.stringMatching(/^Kjøpekontrakt /),
    ]);
  });

  it('gives a board login its association and the association’s open errands', async () => {
    const overview = await overviewOf('board');
    expect(overview.association).toEqual(
      expect.objectContaining({ name: 'Brf Ekbacken', actsFor: true, activeFinancialManagement: true }),
    );
    expect(overview.association?.boardEmail).toContain('@');
    expect(overview.menu.hasCases).toBe(true);
    expect(overview.errands.open).toBeGreaterThan(0);
    // A private login of the same person names the association but not its board e-mail.
    const privately = await overviewOf('boardPrivate');
    expect(privately.association).toEqual(expect.objectContaining({ actsFor: false, boardEmail: '' }));
  });

  it('has no news where the my-pages news flag is off (Finland), and no my pages without login', async () => {
    expect((await overviewOf('finland')).news).toEqual([]);
    expect((await get('finland', E.news.path)).statusCode).toBe(404);
    // The contractor site has no login and so no my pages (platform §2).
    const answer = await ctx.app.inject({
      method: 'GET',
      url: E.overview.path,
      headers: { ...headersOf.resident, host: 'entreprenad.localhost' },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('contacts (issue 15 item 7)', () => {
  it('lists the people of the resident’s projects by the roles of flows §3.7, with phone and e-mail', async () => {
    const answer = await get('resident', E.contacts.path);
    expect(answer.statusCode).toBe(200);
    const { projects } = answer.json() as MyContacts;
    expect(projects.length).toBeGreaterThan(0);
    const people = projects.flatMap((project) => project.contacts);
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) {
      expect(person.phone).not.toBe('');
      expect(person.email).toContain('@');
    }
  });
});

describe('news (issue 15 item 11)', () => {
  it('lists the site’s news newest first', async () => {
    const answer = await get('resident', E.news.path);
    expect(answer.statusCode).toBe(200);
    const dates = (answer.json() as { items: { publishedDate: string | null }[] }).items.map(
      (item) => item.publishedDate ?? '',
    );
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('authorisation probes (issue 15 item 13)', () => {
  it('answers 401 to a caller without login on every my-pages endpoint', async () => {
    for (const route of Object.values(E)) expect((await get(null, route.path)).statusCode).toBe(401);
  });

  it('never shows the resident’s records to another person or a board member (probes counted)', async () => {
    const resident = await overviewOf('resident');
    const residentContacts = (await get('resident', E.contacts.path)).json() as MyContacts;
    const secrets = [
      ...resident.documents.map((document) => document.id),
      ...resident.homes.map((home) => home.objectId),
      ...residentContacts.projects.map((project) => project.stageId),
      demoUserId('resident'),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    let probes = 0;
    for (const caller of ['vip', 'neighbour', 'board', 'boardPrivate', 'norway']) {
      for (const route of [E.overview, E.contacts]) {
        const body = (await get(caller, route.path)).body;
        for (const secret of secrets) {
          expect(body).not.toContain(secret);
          probes += 1;
        }
      }
    }
    // The board e-mail is changed only by a login acting for the association.
    const patch = (name: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/case_management/account',
        headers: { ...headersOf[name], 'content-type': 'application/json' },
        payload: { email: 'styrelsen.ny@demo.hemvist.se' },
      });
    for (const caller of ['resident', 'boardPrivate', 'vip']) {
      expect((await patch(caller)).statusCode).toBe(403);
      probes += 1;
    }
    expect(probes).toBe(5 * 2 * secrets.length + 3);
  });
});
