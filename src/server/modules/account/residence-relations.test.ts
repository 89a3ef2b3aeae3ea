import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResidenceRelation, UserAsRead } from '../../../shared/account/account-schemas';
import type { ApiError } from '../../../shared/api/api-error';
import {
  type FixtureStage,
  insertResidencePageWorld,
} from '../residence/pages/testing/residence-page-fixtures';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  SE_HOST,
} from './testing/account-test-app';

// Issue 12 item 5: favourites and interests through the account API. Each user reads and
// changes only their own list; the probes below try the other user's ids and rows.

let harness: AccountTestApp;
let stage: FixtureStage;
let tokens: { a: string; b: string };

beforeAll(async () => {
  harness = await createAccountTestApp();
  const world = await insertResidencePageWorld(harness.database.handle.db);
  stage = world.stage('se');
  const a = await emailLogin(harness.app, 'vip');
  const b = await emailLogin(harness.app, 'email-only');
  tokens = { a: a.body.token ?? '', b: b.body.token ?? '' };
});
afterAll(() => harness.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  harness.app.inject({
    method,
    url,
    headers: token === undefined ? { host: SE_HOST } : bearer(token),
    ...(payload ? { payload } : {}),
  });
const list = async (kind: 'favorites' | 'interests', token: string) => {
  const response = await call('GET', `/account_service/${kind}`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as ResidenceRelation[];
};
const userOf = async (token: string) =>
  (await call('GET', '/account_service/user', token)).json() as UserAsRead;
const object = () => stage.objects[0] as { id: string };

describe('favourites and interests without a login', () => {
  it.each([
    ['GET', '/account_service/favorites'],
    ['PUT', '/account_service/favorites/00000000-0000-4000-8000-000000000001'],
    ['DELETE', '/account_service/favorites/00000000-0000-4000-8000-000000000001'],
    ['GET', '/account_service/interests'],
    ['PUT', '/account_service/interests/00000000-0000-4000-8000-000000000001'],
    ['DELETE', '/account_service/interests/00000000-0000-4000-8000-000000000001'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(401);
    expect((response.json() as ApiError).code).toBe('UNAUTHORIZED');
  });

  it('POST /account_service/interests answers 401', async () => {
    const response = await call('POST', '/account_service/interests', undefined, {
      residenceIds: [stage.id],
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('favourites of a logged-in user', () => {
  it('adds a stage and a home once each, and the user as read lists them', async () => {
    await call('PUT', `/account_service/favorites/${stage.id}`, tokens.a);
    const again = await call('PUT', `/account_service/favorites/${stage.id}`, tokens.a);
    expect(again.statusCode).toBe(200);
    await call('PUT', `/account_service/favorites/${object().id}`, tokens.a);
    const expected = [
      { stageId: stage.id, objectId: null },
      { stageId: stage.id, objectId: object().id },
    ];
    expect(await list('favorites', tokens.a)).toEqual(expected);
    expect((await userOf(tokens.a)).favorites).toEqual(expected);
  });

  it('removes the stage without removing its home, and removing twice changes nothing', async () => {
    const removed = await call('DELETE', `/account_service/favorites/${stage.id}`, tokens.a);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([{ stageId: stage.id, objectId: object().id }]);
    const twice = await call('DELETE', `/account_service/favorites/${stage.id}`, tokens.a);
    expect(twice.json()).toEqual([{ stageId: stage.id, objectId: object().id }]);
  });

  it('refuses an id that is not a uuid (400) and one the catalogue does not know (404)', async () => {
    const malformed = await call('PUT', '/account_service/favorites/not-an-id', tokens.a);
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as ApiError).code).toBe('VALIDATION_FAILED');
    const unknown = await call(
      'PUT',
      '/account_service/favorites/00000000-0000-4000-8000-000000000001',
      tokens.a,
    );
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as ApiError).code).toBe('NOT_FOUND');
  });
});

describe('interests of a logged-in user', () => {
  it('registers and withdraws interest, apart from the favourites', async () => {
    const added = await call('PUT', `/account_service/interests/${stage.id}`, tokens.a);
    expect(added.json()).toEqual([{ stageId: stage.id, objectId: null }]);
    expect((await userOf(tokens.a)).interests).toEqual([{ stageId: stage.id, objectId: null }]);
    await call('DELETE', `/account_service/interests/${stage.id}`, tokens.a);
    expect(await list('interests', tokens.a)).toEqual([]);
    expect(await list('favorites', tokens.a)).toEqual([{ stageId: stage.id, objectId: object().id }]);
  });

  it('saves the ids of the interest cookie after login, skipping ids the catalogue has lost', async () => {
    const saved = await call('POST', '/account_service/interests', tokens.a, {
      residenceIds: [object().id, '00000000-0000-4000-8000-000000000002', object().id],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([{ stageId: stage.id, objectId: object().id }]);
  });

  it('refuses an empty or an overlong list of saved interests', async () => {
    for (const residenceIds of [[], Array.from({ length: 21 }, () => stage.id)]) {
      const response = await call('POST', '/account_service/interests', tokens.a, { residenceIds });
      expect(response.statusCode).toBe(400);
      expect((response.json() as ApiError).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('one user cannot see or change another user’s favourites or interests', () => {
  it('B sees none of A’s rows, and B’s removals leave A’s rows in place', async () => {
    const before = {
      favorites: await list('favorites', tokens.a),
      interests: await list('interests', tokens.a),
    };
    expect(before.favorites.length).toBeGreaterThan(0);
    expect(before.interests.length).toBeGreaterThan(0);

    expect(await list('favorites', tokens.b)).toEqual([]);
    expect(await list('interests', tokens.b)).toEqual([]);
    const readByB = await userOf(tokens.b);
    expect(readByB.favorites).toEqual([]);
    expect(readByB.interests).toEqual([]);

    for (const kind of ['favorites', 'interests'] as const) {
      for (const id of [stage.id, object().id]) {
        const removal = await call('DELETE', `/account_service/${kind}/${id}`, tokens.b);
        expect(removal.statusCode).toBe(200);
        expect(removal.json()).toEqual([]);
      }
    }
    expect(await list('favorites', tokens.a)).toEqual(before.favorites);
    expect(await list('interests', tokens.a)).toEqual(before.interests);
  });

  it('what B adds stays B’s: A’s lists do not change', async () => {
    const before = await list('favorites', tokens.a);
    await call('PUT', `/account_service/favorites/${stage.id}`, tokens.b);
    expect(await list('favorites', tokens.b)).toEqual([{ stageId: stage.id, objectId: null }]);
    expect(await list('favorites', tokens.a)).toEqual(before);
  });
});
