import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITES } from '../../../shared/sites/sites';
import { formSubmissions, mailOutbox, premises, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { queuedMailSettled } from '../mail/mail-queue';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.handle.db.delete(formSubmissions);
});

const post = (form: string, body: unknown, host = 'localhost') =>
  ctx.app.inject({ method: 'POST', url: `/api/forms/${form}`, headers: { host }, payload: body as object });
const stored = () => ctx.database.handle.db.select().from(formSubmissions);

const person = { name: 'Anna Lindqvist', email: 'anna@example.se', phone: '070-123 45 67', terms: true };

describe('POST /api/forms/{form}', () => {
  it('stores a showing sign-up with its site, page and values', async () => {
    const response = await post('showing', {
      ...person,
      preferredShowing: '2026-12-05T11:00',
      message: 'Finns det parkering?',
      pagePath: '/visning/anmalan/',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ form: 'showing' });
    const [row] = await ctx.database.handle.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, body.id));
    expect(row).toMatchObject({
      siteKey: 'se',
      form: 'showing',
      pagePath: '/visning/anmalan/',
      email: 'anna@example.se',
    });
    expect(row?.payload).toMatchObject({
      preferredShowing: '2026-12-05T11:00',
      message: 'Finns det parkering?',
      terms: true,
    });
  });

  it('stores an order and a contact message, trimming what was typed', async () => {
    const order = await post('order', {
      ...person,
      name: '  Anna Lindqvist ',
      address: 'Storgatan 12',
      postalCode: '722 14',
      city: 'Västerås',
      ordered: ['brochure', 'price-list'],
      pagePath: '/bestall-broschyr/',
    });
    expect(order.statusCode).toBe(201);
    const contact = await post('contact', { ...person, pagePath: '/kontakta-oss/' });
    expect(contact.statusCode).toBe(201);
    const rows = await stored();
    expect(rows.map((row) => row.form).sort()).toEqual(['contact', 'order']);
    expect(rows.find((row) => row.form === 'order')?.payload).toMatchObject({
      name: 'Anna Lindqvist',
      ordered: ['brochure', 'price-list'],
    });
    expect(rows.find((row) => row.form === 'contact')?.payload).toMatchObject({ message: '' });
  });

  it('answers 400 with one issue per invalid field and stores nothing', async () => {
    const response = await post('order', {
      name: 'Anna 2',
      email: 'anna@',
      phone: '12',
      address: '',
      postalCode: '72A',
      city: 'Västerås',
      ordered: [],
      terms: false,
      pagePath: '/bestall-broschyr/',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([
      { path: 'name', message: 'invalidInput' },
      { path: 'email', message: 'email' },
      { path: 'phone', message: 'phoneNumber' },
      { path: 'address', message: 'required' },
      { path: 'postalCode', message: 'numeric' },
      { path: 'ordered', message: 'required' },
      { path: 'terms', message: 'required' },
    ]);
    expect(await stored()).toHaveLength(0);
  });

  it('rejects a message over 500 characters, an empty body and a page the site does not have', async () => {
    const long = await post('contact', { ...person, message: 'x'.repeat(501), pagePath: '/kontakta-oss/' });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'message', message: 'inputToLong' }]);

    const empty = await post('contact', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'name',
      'email',
      'phone',
      'terms',
      'pagePath',
    ]);

    const unknownPage = await post('contact', { ...person, pagePath: '/finns-inte/' });
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.json().issues).toEqual([{ path: 'pagePath', message: 'invalidInput' }]);
    expect(await stored()).toHaveLength(0);
  });

  it('takes a showing sign-up from a stage page of the catalogue, not from a stage that does not exist', async () => {
    const [stage] = await ctx.database.handle.db
      .select({ path: residenceStages.path })
      .from(residenceStages)
      .where(eq(residenceStages.siteId, SITES.se.siteId))
      .limit(1);
    const pagePath = stage?.path ?? '';
    const signUp = { ...person, preferredShowing: '2026-12-05T10:00:00Z' };
    expect((await post('showing', { ...signUp, pagePath })).statusCode).toBe(201);
    expect((await stored()).map((row) => row.pagePath)).toEqual([pagePath]);
    const missing = await post('showing', { ...signUp, pagePath: `${pagePath}finns-inte/` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'pagePath', message: 'invalidInput' }]);
  });

  it('answers bad input from a premises page with an error key per field and mails nothing; the corrected message reaches its responsible person, else the customer service', async () => {
    // Issue 33 item 7: a premises page's contact form reaches a person, in the site's language.
    const rows = await ctx.database.handle.db
      .select({ path: premises.path, name: premises.name, contact: premises.contact })
      .from(premises)
      .where(eq(premises.siteId, SITES.se.siteId));
    const withPerson = rows.find((row) => row.contact);
    const without = rows.find((row) => !row.contact);
    if (!withPerson?.contact || !without) throw new Error('the seed has premises with and without a contact');
    await ctx.database.handle.db.delete(mailOutbox);

    const bad = await post('contact', {
      name: 'Anna <b>',
      email: 'anna@',
      phone: 'ring mig',
      message: 'Se www.example.se',
      terms: false,
      pagePath: withPerson.path,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'name', message: 'invalidInput' },
        { path: 'email', message: 'email' },
        { path: 'phone', message: 'phoneNumber' },
        { path: 'message', message: 'invalidInput' },
        { path: 'terms', message: 'required' },
      ],
    });
    const unknown = await post('contact', {
      ...person,
      pagePath: `${withPerson.path.slice(0, -1)}-finns-inte/`,
    });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'pagePath' }] });
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await post('contact', typeof body === 'object' && body !== null ? body : { body });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 30, seed: 33 },
    );
    await queuedMailSettled(ctx.app);
    expect(await ctx.database.handle.db.select().from(mailOutbox)).toEqual([]);
    expect(await stored()).toHaveLength(0);

    const message = 'Kan vi se lokalen på torsdag?';
    const sent = await post('contact', { ...person, message, pagePath: withPerson.path });
    expect(sent.statusCode, sent.body).toBe(201);
    const english = without.path.replace('/lokaler/', '/en/premises/');
    // The English sub-site's API is the Swedish host's: the page decides the site.
    const fromEnglish = await post('contact', { ...person, pagePath: english });
    expect(fromEnglish.statusCode, fromEnglish.body).toBe(201);
    await queuedMailSettled(ctx.app);

    const mails = await ctx.database.handle.db.select().from(mailOutbox);
    const toPerson = mails.find((mail) => mail.to === withPerson.contact?.email);
    expect(toPerson?.subject).toContain(withPerson.name);
    expect(toPerson?.text).toContain(`Hej ${withPerson.contact.name.split(' ')[0]}`);
    for (const line of [person.name, person.email, person.phone, message, `${withPerson.path}`])
      expect(toPerson?.text).toContain(line);
    const toService = mails.find((mail) => mail.to === 'kundservice@hemvist.se');
    expect(toService?.text).toContain('has sent a message about');
    expect(toService?.text).toContain(english);
    expect(mails).toHaveLength(2);
    expect((await stored()).map((row) => [row.siteKey, row.pagePath]).sort()).toEqual(
      [
        ['en', english],
        ['se', withPerson.path],
      ].sort(),
    );
  });

  it('answers 404 for a form that does not exist, and is documented in OpenAPI', async () => {
    expect((await post('newsletter', { ...person, pagePath: '/' })).statusCode).toBe(404);
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    for (const form of ['showing', 'order', 'contact']) {
      expect(spec.paths[`/api/forms/${form}`]?.post?.responses, form).toHaveProperty('400');
    }
  });
});
