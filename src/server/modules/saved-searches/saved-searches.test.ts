import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoUserId } from '../../../../seed/accounts/demo-accounts';
import type { Notification } from '../../../shared/account/account-schemas';
import {
  createSavedSearchContract,
  listSavedSearchesContract,
  removeSavedSearchContract,
  type SavedSearch,
  updateSavedSearchContract,
} from '../../../shared/my-pages/saved-searches-contracts';
import { mailOutbox, savedSearches, savedSearchMatches } from '../../db/schema';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  NO_HOST,
  SE_HOST,
} from '../account/testing/account-test-app';
import { queuedMailSettled } from '../mail/mail-queue';
import {
  type FixtureStage,
  insertResidencePageWorld,
} from '../residence/pages/testing/residence-page-fixtures';
import { runSavedSearchJob, scheduledJobLinks } from './saved-search-job';
import { copyHome } from './saved-search-repository';
import { MAX_SAVED_SEARCHES_PER_PERSON } from './saved-search-routes';

// Saved searches (issue 15 item 12) through the API: each person reads and changes only their
// own (another's id is NOT_FOUND, like one that does not exist), a board login has none, and
// the job mails exactly the homes that are new since the search was saved, once, in the
// language of the site the search was saved on, and rings the bell.

let harness: AccountTestApp;
let stages: { se: FixtureStage; no: FixtureStage };
let tokens: { vip: string; other: string; norway: string; board: string };
const LINKS = { environment: 'local' as const, port: 3000 };
const BASE = '/api/my-pages/saved-searches';

beforeAll(async () => {
  harness = await createAccountTestApp();
  const world = await insertResidencePageWorld(harness.database.handle.db);
  stages = { se: world.stage('se'), no: world.stage('no') };
  const token = async (key: string, options: Parameters<typeof emailLogin>[2] = {}) =>
    (await emailLogin(harness.app, key, options)).body.token ?? '';
  tokens = {
    vip: await token('vip'),
    other: await token('email-only'),
    norway: await token('norway', { host: NO_HOST }),
    board: await token('board', { context: 'board-member' }),
  };
});
afterAll(() => harness.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  host = SE_HOST,
) =>
  harness.app.inject({
    method,
    url,
    headers: { ...bearer(token), host },
    ...(payload ? { payload } : {}),
  });

/** The mail a person got, once every mail sent so far has reached the outbox. */
const mailsTo = async (key: string) => {
  await queuedMailSettled(harness.app);
  return harness.database.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, demoAccount(key).email ?? ''));
};

describe('saved searches: save, list, rename, delete', () => {
  it('answers 401 without a login and 403 for a board login', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: BASE, headers: { host: SE_HOST } });
    expect(anonymous.statusCode).toBe(401);
    expect(tokens.board).not.toBe('');
    expect((await call('GET', BASE, tokens.board)).statusCode).toBe(403);
  });

  it('saves the normalised URL state, lists it newest first, renames and deletes it', async () => {
    const saved = await call('POST', BASE, tokens.vip, {
      name: 'Nacka 2 rum',
      query: `minRooms=2&junk=1&stageIds=${stages.se.id}`,
      pathTag: 'nacka',
    });
    expect(saved.statusCode).toBe(201);
    const search = saved.json() as SavedSearch;
    expect(search.query).toBe(`q=nacka&minRooms=2&stageIds=${stages.se.id}`);
    expect(search.url).toBe(`/sok-bostad/?${search.query}`);

    const listed = (await call('GET', BASE, tokens.vip)).json() as SavedSearch[];
    expect(listed.map((entry) => entry.id)).toContain(search.id);

    const renamed = await call('PATCH', `${BASE}/${search.id}`, tokens.vip, { name: 'Mitt Nacka' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as SavedSearch).name).toBe('Mitt Nacka');

    expect((await call('DELETE', `${BASE}/${search.id}`, tokens.vip)).statusCode).toBe(204);
    expect((await call('DELETE', `${BASE}/${search.id}`, tokens.vip)).statusCode).toBe(404);
  });

  it('refuses names with markup or link text, and blank ones, as 400', async () => {
    for (const name of ['   ', '<b>x</b>', 'see www.example.com', 'x'.repeat(81)]) {
      const response = await call('POST', BASE, tokens.vip, { name, query: '' });
      expect(response.statusCode, name).toBe(400);
    }
  });

  it('another person’s saved search is not found for reading, renaming or deleting: none leak', async () => {
    const mine = (
      await call('POST', BASE, tokens.vip, { name: 'Min sökning', query: 'minRooms=3' })
    ).json() as SavedSearch;
    const probes = [
      call('PATCH', `${BASE}/${mine.id}`, tokens.other, { name: 'Kapad' }),
      call('DELETE', `${BASE}/${mine.id}`, tokens.other),
      call('PATCH', `${BASE}/${mine.id}`, tokens.norway, { name: 'Kapad' }, NO_HOST),
      call('DELETE', `${BASE}/${mine.id}`, tokens.norway, undefined, NO_HOST),
      call('PATCH', `${BASE}/${mine.id}`, tokens.board, { name: 'Kapad' }),
      call('DELETE', `${BASE}/${mine.id}`, tokens.board),
    ];
    const answers = await Promise.all(probes);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 403, 403]);
    expect(answers).toHaveLength(6);
    const othersList = (await call('GET', BASE, tokens.other)).json() as SavedSearch[];
    expect(othersList.some((entry) => entry.id === mine.id)).toBe(false);
    const still = (await call('GET', BASE, tokens.vip)).json() as SavedSearch[];
    expect(still.find((entry) => entry.id === mine.id)?.name).toBe('Min sökning');
    expect((await call('DELETE', `${BASE}/${mine.id}`, tokens.vip)).statusCode).toBe(204);
  });

  it('keeps to the limit under parallel saves: of ten more than allowed at once, ten are refused', async () => {
    const person = (await emailLogin(harness.app, 'neighbour')).body.token ?? '';
    const attempts = MAX_SAVED_SEARCHES_PER_PERSON + 10;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        // Each a search of its own: the same search saved twice is one search (issue 33 item 12).
        call('POST', BASE, person, { name: `Sökning ${index}`, query: `maxPrice=${(index + 1) * 100_000}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SAVED_SEARCHES_PER_PERSON);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().code).toBe('CONFLICT');
    const listed = (await call('GET', BASE, person)).json() as SavedSearch[];
    expect(listed).toHaveLength(MAX_SAVED_SEARCHES_PER_PERSON);
    // Out of the way of the job's tests below.
    await harness.database.handle.db
      .delete(savedSearches)
      .where(eq(savedSearches.userId, demoUserId('neighbour')));
  });

  it('tells searches apart: criteria in words, named by them when unnamed, and one of each (issue 33 item 12)', async () => {
    const person = (await emailLogin(harness.app, 'resident')).body.token ?? '';
    const query = 'minRooms=3&maxPrice=4000000';
    const first = await call('POST', BASE, person, { name: '', query });
    expect(first.statusCode).toBe(201);
    const saved = first.json() as SavedSearch & { alreadySaved: boolean };
    expect(saved.criteria).toEqual(['högst 4\u00a0000\u00a0000\u00a0kr', 'minst 3\u00a0rok']);
    expect(saved.name).toBe('högst 4\u00a0000\u00a0000\u00a0kr, minst 3\u00a0rok');
    expect(saved.alreadySaved).toBe(false);

    // The same search again, its parameters in another order: the first one answers.
    const again = await call('POST', BASE, person, {
      name: 'Samma igen',
      query: 'maxPrice=4000000&minRooms=3',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: saved.id, name: saved.name, alreadySaved: true });
    const listed = (await call('GET', BASE, person)).json() as SavedSearch[];
    expect(listed.filter((entry) => entry.query === saved.query)).toHaveLength(1);
    expect(listed.find((entry) => entry.id === saved.id)?.criteria).toEqual(saved.criteria);
  });

  it('a search saved on one site is not listed on another', async () => {
    const listed = (await call('GET', BASE, tokens.norway, undefined, NO_HOST)).json() as SavedSearch[];
    expect(listed).toEqual([]);
  });
});

describe('the new-match job', () => {
  it('mails exactly the new home once, in the language of the site, and rings the bell', async () => {
    const db = harness.database.handle.db;
    const saved = (
      await call(
        'POST',
        BASE,
        tokens.norway,
        { name: 'Fjordtunet', query: `stageIds=${stages.no.id}` },
        NO_HOST,
      )
    ).json() as SavedSearch;
    const atSave = await db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, saved.id));
    expect(atSave.length).toBeGreaterThan(0);

    // Nothing new yet: nothing mailed.
    const before = (await mailsTo('norway')).length;
    await runSavedSearchJob(harness.app, LINKS);
    expect((await mailsTo('norway')).length).toBe(before);

    const forSale = atSave[0]?.objectId ?? '';
    const copy = await copyHome(db, forSale);
    expect(copy).toBeDefined();
    await runSavedSearchJob(harness.app, LINKS);
    const mails = await mailsTo('norway');
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('Nye boliger for søket ditt Fjordtunet hos Hemvist Norge');
    expect(mail?.text).toContain('En ny bolig passer til det lagrede søket ditt Fjordtunet');
    expect(mail?.text).toContain(`http://no.localhost:3000/finn-din-bolig/?stageIds=${stages.no.id}`);

    // Run again: the home was told about; no second mail.
    await runSavedSearchJob(harness.app, LINKS);
    expect((await mailsTo('norway')).length).toBe(before + 1);

    const bell = await harness.app.inject({
      method: 'GET',
      url: '/notifications/Jmno',
      headers: { ...bearer(tokens.norway), host: NO_HOST },
    });
    const rung = (bell.json() as Notification[]).filter((entry) => entry.notificationType === 'SavedSearch');
    expect(rung).toHaveLength(1);
    expect(rung[0]?.name).toBe('Nye boliger passer til søket ditt «Fjordtunet»');
    expect(rung[0]?.targetId).toBe(saved.id);
  });

  it('links to the hosts of the configured environment, with the port only on this machine', () => {
    expect(scheduledJobLinks({ linkEnvironment: 'local', port: 3000 })).toEqual({
      environment: 'local',
      port: 3000,
    });
    expect(scheduledJobLinks({ linkEnvironment: 'local', port: 80 })).toEqual({ environment: 'local' });
    expect(scheduledJobLinks({ linkEnvironment: 'prod', port: 3000 })).toEqual({ environment: 'prod' });
  });

  it('a home matching when the search is saved is never mailed', async () => {
    await call('POST', BASE, tokens.vip, { name: 'Kajen', query: `stageIds=${stages.se.id}` });
    const before = (await mailsTo('vip')).length;
    expect(await runSavedSearchJob(harness.app, LINKS)).toBe(0);
    expect((await mailsTo('vip')).length).toBe(before);
  });
});

describe('alert frequency (issue 33 item 12)', () => {
  const db = () => harness.database.handle.db;
  const HOUR = 60 * 60 * 1000;
  const later = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);
  let person: string;
  beforeAll(async () => {
    person = (await emailLogin(harness.app, 'neighbour')).body.token ?? '';
  });
  /** Each test saves its search of the Swedish stage afresh. */
  const forget = () =>
    db()
      .delete(savedSearches)
      .where(eq(savedSearches.userId, demoUserId('neighbour')));
  const saveStageSearch = async (alertFrequency?: string) => {
    const answer = await call('POST', BASE, person, {
      query: `stageIds=${stages.se.id}`,
      ...(alertFrequency ? { alertFrequency } : {}),
    });
    expect(answer.statusCode).toBe(201);
    return answer.json() as SavedSearch;
  };
  /** A new listing in the stage, as a developer publishes one. */
  const newHome = async () => {
    const [known] = await db()
      .select()
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .where(eq(savedSearches.userId, demoUserId('neighbour')))
      .limit(1);
    const copy = await copyHome(db(), known?.saved_search_matches.objectId ?? '');
    if (!copy) throw new Error('no home to copy');
    return copy.id;
  };
  const mailCount = async () => (await mailsTo('neighbour')).length;

  it('is immediately unless chosen, is answered and listed, and changes by PATCH', async () => {
    await forget();
    const saved = await saveStageSearch();
    expect(saved.alertFrequency).toBe('immediately');
    const changed = await call('PATCH', `${BASE}/${saved.id}`, person, { alertFrequency: 'weekly' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: saved.id, name: saved.name, alertFrequency: 'weekly' });
    // A rename leaves the frequency as it is.
    await call('PATCH', `${BASE}/${saved.id}`, person, { name: 'Kajen varje vecka' });
    const listed = (await call('GET', BASE, person)).json() as SavedSearch[];
    expect(listed.find((entry) => entry.id === saved.id)).toMatchObject({
      name: 'Kajen varje vecka',
      alertFrequency: 'weekly',
    });
    await forget();
    expect((await saveStageSearch('daily')).alertFrequency).toBe('daily');
    await forget();
  });

  it('refuses another frequency with 400 INVALID_ALERT_FREQUENCY, and an empty change with 400', async () => {
    await forget();
    const saved = await saveStageSearch();
    for (const alertFrequency of ['hourly', '', 'Daily', 7, null]) {
      const created = await call('POST', BASE, person, { query: 'minRooms=2', alertFrequency });
      expect(created.statusCode, String(alertFrequency)).toBe(400);
      expect(created.json()).toMatchObject({ code: 'INVALID_ALERT_FREQUENCY' });
      const patched = await call('PATCH', `${BASE}/${saved.id}`, person, { alertFrequency });
      expect(patched.statusCode, String(alertFrequency)).toBe(400);
      expect(patched.json()).toMatchObject({ code: 'INVALID_ALERT_FREQUENCY' });
    }
    const empty = await call('PATCH', `${BASE}/${saved.id}`, person, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const listed = (await call('GET', BASE, person)).json() as SavedSearch[];
    expect(listed.map((entry) => entry.alertFrequency)).toEqual(['immediately']);
    await forget();
  });

  it('only the owner changes it: another person and a Norwegian login get 404, a board login 403', async () => {
    await forget();
    const saved = await saveStageSearch('daily');
    const body = { alertFrequency: 'never' };
    const answers = await Promise.all([
      call('PATCH', `${BASE}/${saved.id}`, tokens.other, body),
      call('PATCH', `${BASE}/${saved.id}`, tokens.norway, body, NO_HOST),
      call('PATCH', `${BASE}/${saved.id}`, tokens.board, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 403]);
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row?.alertFrequency).toBe('daily');
    await forget();
  });

  it('daily: one mail a day at most, telling of every home found since the last', async () => {
    await forget();
    const saved = await saveStageSearch('daily');
    const start = new Date();
    const before = await mailCount();
    await newHome();
    await runSavedSearchJob(harness.app, LINKS, start);
    expect(await mailCount()).toBe(before + 1);

    // Two more homes within the day: recorded, not mailed.
    const waiting = [await newHome(), await newHome()];
    await runSavedSearchJob(harness.app, LINKS, later(start, 1));
    await runSavedSearchJob(harness.app, LINKS, later(start, 23.9));
    expect(await mailCount()).toBe(before + 1);
    const pending = await db()
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, saved.id));
    expect(
      pending
        .filter((row) => row.notifiedAt === null)
        .map((row) => row.objectId)
        .sort(),
    ).toEqual([...waiting].sort());

    // A day after the last mail: one mail of both.
    await runSavedSearchJob(harness.app, LINKS, later(start, 24));
    const mails = await mailsTo('neighbour');
    expect(mails.length).toBe(before + 2);
    expect(mails.at(-1)?.text).toContain('2 nya bostäder matchar din sparade sökning');
    await runSavedSearchJob(harness.app, LINKS, later(start, 49));
    expect(await mailCount()).toBe(before + 2);
    await forget();
  });

  it('never: no mail, and the homes found meanwhile are not mailed when alerts are turned on', async () => {
    await forget();
    const saved = await saveStageSearch('never');
    const before = await mailCount();
    await newHome();
    await runSavedSearchJob(harness.app, LINKS);
    expect(await mailCount()).toBe(before);

    await call('PATCH', `${BASE}/${saved.id}`, person, { alertFrequency: 'immediately' });
    await runSavedSearchJob(harness.app, LINKS);
    expect(await mailCount()).toBe(before);
    await newHome();
    await runSavedSearchJob(harness.app, LINKS);
    const mails = await mailsTo('neighbour');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.text).toContain('En ny bostad matchar din sparade sökning');
    await forget();
  });

  it('two runs of the job at once mail a new home once, and a daily search’s waiting homes once', async () => {
    await forget();
    await saveStageSearch('immediately');
    const before = await mailCount();
    await newHome();
    await Promise.all([runSavedSearchJob(harness.app, LINKS), runSavedSearchJob(harness.app, LINKS)]);
    expect(await mailCount()).toBe(before + 1);
    await forget();

    // A home waits for a daily search's next mail; two runs reach the day at once.
    await saveStageSearch('daily');
    const start = new Date();
    await newHome();
    await runSavedSearchJob(harness.app, LINKS, start);
    expect(await mailCount()).toBe(before + 2);
    await newHome();
    await runSavedSearchJob(harness.app, LINKS, later(start, 1));
    const waiting = await mailCount();
    const day = later(start, 24);
    await Promise.all([
      runSavedSearchJob(harness.app, LINKS, day),
      runSavedSearchJob(harness.app, LINKS, day),
    ]);
    expect(await mailCount()).toBe(waiting + 1);
    await forget();
  });
});

describe('private access: saved searches are a private person’s', () => {
  // Every saved-search route declares `private`: the one access hook refuses a board login with
  // 403 FORBIDDEN before validation or the handler, and lets a private login through to it.
  const name = { name: 'Sonden' };
  const routes = [
    { contract: listSavedSearchesContract, payload: undefined, passes: 200 },
    { contract: createSavedSearchContract, payload: { ...name, query: 'minRooms=4' }, passes: 201 },
    { contract: updateSavedSearchContract, payload: name, passes: 404 },
    { contract: removeSavedSearchContract, payload: undefined, passes: 404 },
  ];

  it('every saved-search route of my pages declares private access', () => {
    expect(routes.map(({ contract }) => contract.access)).toEqual(routes.map(() => 'private'));
  });

  for (const { contract, payload, passes } of routes) {
    it(`${contract.method} ${contract.path}: a board login is refused, a private login passes`, async () => {
      const url = contract.path.replace(':id', randomUUID());
      // A malformed body too: the board login is refused before the body is validated.
      for (const body of payload ? [payload, { name: 42 }] : [undefined]) {
        const board = await call(contract.method, url, tokens.board, body);
        expect(board.statusCode).toBe(403);
        expect(board.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      const person = await call(contract.method, url, tokens.other, payload);
      expect(person.statusCode).toBe(passes);
      if (passes === 201) {
        const { id } = person.json() as SavedSearch;
        expect((await call('DELETE', `${BASE}/${id}`, tokens.other)).statusCode).toBe(204);
      }
    });
  }
});
