import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /healthz', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('reports the database as up with a current schema and names its kind', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      schema: 'current',
      databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      undeliverableMail: 0,
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers with its own request id when a client that is no trusted proxy sends one', async () => {
    // The trusted proxy's id is echoed: plugins/request-id.test.ts.
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.handle.close();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down', schema: 'unknown' });
    await broken.app.close();
    await broken.database.dispose().catch(() => undefined);
  });

  it('answers 503 when a table the app needs was dropped, though the database answers', async () => {
    const dropped = await createTestApp({ seed: false });
    await dropped.database.handle.db.execute(sql`drop table site_chrome cascade`);
    const response = await dropped.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'up', schema: 'outdated' });
    await dropped.close();
  });

  it('answers 503 when the newest migration of this build is not applied', async () => {
    const behind = await createTestApp({ seed: false });
    await behind.database.handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await behind.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'up', schema: 'outdated' });
    await behind.close();
  });

  it('answers 503 while the instance drains, and closes the connection of every answer', async () => {
    const leaving = await createTestApp({ seed: false });
    try {
      const before = await leaving.app.inject({ method: 'GET', url: '/healthz' });
      expect(before.statusCode).toBe(200);
      expect(before.headers.connection).not.toBe('close');
      leaving.app.drain.start();
      const health = await leaving.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', draining: true });
      expect(health.headers.connection).toBe('close');
      // Other requests are still answered, each on a connection the client then leaves.
      const page = await leaving.app.inject({
        method: 'GET',
        url: '/api/system/navigation/get',
        headers: { host: 'localhost' },
      });
      expect(page.statusCode).toBeLessThan(500);
      expect(page.headers.connection).toBe('close');
    } finally {
      await leaving.close();
    }
  });
});
