import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';

// My documents (issue 15 item 4) through the API a browser uses: hasdocuments answers from the
// documents table, the list holds the caller's documents only, and another's PDF is a 404.

let ctx: TestApp;
const headersOf: Record<string, Record<string, string>> = {};

async function login(key: string) {
  const { body } = await emailLogin(ctx.app, key, { host: SE_HOST, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
  headersOf[key] = { authorization: `Bearer ${body.token}`, host: SE_HOST };
}

const get = (key: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: headersOf[key] });

beforeAll(async () => {
  ctx = await createTestApp();
  await login('resident');
  await login('neighbour');
});

afterAll(async () => {
  await ctx.close();
});

describe('my documents', () => {
  it('hasdocuments is true for the resident with a contract to sign, false for a user without', async () => {
    expect((await get('resident', '/system/user/hasdocuments')).json()).toBe(true);
    expect((await get('neighbour', '/system/user/hasdocuments')).json()).toBe(false);
  });

  it('lists the resident’s pending contract with its due date and download address', async () => {
    const response = await get('resident', '/api/signing/documents');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: string; status: string; kind: string; dueAt: string | null }[];
    const contract = list.find((document) => document.kind === 'purchase-contract');
    expect(contract?.status).toBe('pending');
    expect(contract?.dueAt).toBeTruthy();
    const one = await get('resident', `/api/signing/documents/${contract?.id}`);
    expect(one.statusCode).toBe(200);
  });

  it('never lists another user’s documents, and their PDF and summary answer 404', async () => {
    const residentIds = ((await get('resident', '/api/signing/documents')).json() as { id: string }[]).map(
      (document) => document.id,
    );
    expect(residentIds.length).toBeGreaterThan(0);
    const buyerIds = ((await get('neighbour', '/api/signing/documents')).json() as { id: string }[]).map(
      (document) => document.id,
    );
    for (const id of residentIds) {
      expect(buyerIds).not.toContain(id);
      expect((await get('neighbour', `/api/signing/documents/${id}/file`)).statusCode).toBe(404);
      expect((await get('neighbour', `/api/signing/documents/${id}`)).statusCode).toBe(404);
    }
  });

  it('answers 401 without a login and 400 for an id that is not one', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/signing/documents',
      headers: { host: SE_HOST },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('resident', '/api/signing/documents/not-an-id/file')).statusCode).toBe(400);
  });
});
