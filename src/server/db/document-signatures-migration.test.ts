import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-root';
import { newPglite } from './client';
import { migrationsBefore } from './testing/migrations-before';

// Migration 0021 gives each signer of a document a signature row (issue 35 item 10). Documents
// signed before it had one signer, the owner: their signature moves into the table as the buyer's,
// and a pending one gets none. On an embedded engine of its own, as the migration ran on a copy.

const MIGRATION = '0021_document_signatures';
const SIGNED = '30000000-0000-4000-8000-000000000001';
const PENDING = '30000000-0000-4000-8000-000000000002';
const USER = '20000000-0000-4000-8000-000000000001';

let folder: string;
let client: PGlite;

async function storeDocument(id: string, signed: boolean) {
  await client.query(
    `INSERT INTO documents (id, user_id, site_key, kind, title, status, storage_key, sha256, signed_at,
       signer_name, signature_provider, signature)
     VALUES ($1, $2, 'se', 'other', 'Avtal', $3, 'documents/x/original.pdf', $4, $5, $6, $7, $8)`,
    signed
      ? [id, USER, 'done', '0'.repeat(64), '2026-11-20T12:00:00Z', 'Klara Köpare', 'bankid', 'c2lnbmF0dXJl']
      : [id, USER, 'pending', '0'.repeat(64), null, null, null, null],
  );
}

beforeAll(async () => {
  folder = migrationsBefore(MIGRATION);
  client = newPglite('memory');
  await migrate(drizzle(client), { migrationsFolder: folder });
  // The user these documents name does not matter here: no foreign key is checked.
  await client.exec('SET session_replication_role = replica');
  await storeDocument(SIGNED, true);
  await storeDocument(PENDING, false);
  await client.exec('SET session_replication_role = DEFAULT');
  await migrate(drizzle(client), { migrationsFolder: projectPath('drizzle') });
}, 120_000);
afterAll(async () => {
  await client?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('moves an earlier signature into document_signatures as the buyer’s, and none for a pending document', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      'SELECT document_id, signer, signer_name, provider, signature, signed_at FROM document_signatures',
    );
    expect(rows).toEqual([
      {
        document_id: SIGNED,
        signer: 'buyer',
        signer_name: 'Klara Köpare',
        provider: 'bankid',
        signature: 'c2lnbmF0dXJl',
        signed_at: new Date('2026-11-20T12:00:00Z'),
      },
    ]);
  });
});
