import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../shared/sites/sites';
import { emailLogin } from './modules/account/testing/account-test-app';
import { createTestApp, type TestApp } from './testing/test-app';

// The bad requests that answered 500 before issue 9, replayed as written: each now answers
// 400 with a stable code, or works. bad-input.test.ts looks for new ones.
describe('the bad inputs of issue 9', () => {
  let ctx: TestApp;
  let token = '';
  const se = SITES.se.siteId;

  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await emailLogin(ctx.app, 'resident')).body.token ?? '';
  }, 180_000);
  afterAll(() => ctx?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { host: 'localhost', ...headers },
    });

  it('refuses a text search over no languages', async () => {
    const answer = await post('/api/textsearch', { text: 'bostad', siteId: se, languages: [] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a NUL character in tag search text', async () => {
    const answer = await post('/api/residence/search/tags', { siteId: se, text: 'nac\u0000ka' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });

  it('refuses lone surrogates in a form field, and keeps paired ones', async () => {
    const form = {
      firstName: 'Anna\uD800',
      lastName: 'Svensson',
      email: 'anna@example.se',
      phoneNumber: '0701234567',
      message: 'Hej',
      terms: true,
      pagePath: '/',
    };
    const lone = await post('/api/forms/contact', form);
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    const emoji = await post('/api/textsearch', { text: 'bostad 🏠', siteId: se });
    expect(emoji.statusCode).toBe(200);
  });

  it('redirects GET // to the start page instead of failing', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '//', headers: { host: 'localhost' } });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '//evil.example/',
      headers: { host: 'localhost' },
    });
    expect(other.headers.location).toBe('/evil.example/');
  });

  it('serves a page whatever port a Host or forwarded host names', async () => {
    for (const headers of [
      { host: 'localhost:abc' },
      { host: 'localhost', 'x-forwarded-host': 'localhost:abc' },
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url: '/', headers });
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('refuses a birth date that is not one and a country id no column holds', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const person = { firstName: 'Ann', lastName: 'Berg', email: 'x@example.se', phoneNumber: '0701234567' };
    for (const change of [{ birthDate: 'x' }, { birthDate: '1990-02-30' }, { countryId: 3_000_000_000 }]) {
      const answer = await post('/account_service/update', { ...person, ...change }, auth);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const eightDigits = await post('/account_service/update', { ...person, birthDate: '15031981' }, auth);
    expect(eightDigits.statusCode).toBe(200);
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: { host: 'localhost', ...auth },
    });
    expect(user.json()).toMatchObject({ birthDate: '1981-03-15' });
  });

  it('answers parallel registrations of one email with one account and UserAlreadyExists', async () => {
    const registration = {
      email: 'twice@example.se',
      password: 'a-long-password-1',
      firstName: 'Tove',
      lastName: 'Lind',
      phoneNumber: '0701234567',
      siteId: se,
      consent: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/account_service/register', registration)),
    );
    // The per-address register limit may refuse some of them; none may fail.
    const statuses = answers.map((answer) =>
      answer.statusCode === 429 ? 'RATE_LIMITED' : (answer.json() as { status: string }).status,
    );
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 429)).toBe(true);
    expect(statuses.filter((status) => status === 'Ok')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'UserAlreadyExists').length).toBeGreaterThan(0);
  });
});
