import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  agreements,
  apartments,
  assetArticles,
  assets,
  attachments,
  buildingParts,
  buildings,
  caseComments,
  caseStatusChanges,
  cases,
  faqEntries,
  inspectionRounds,
  problemAreas,
  properties,
  rooms,
  roundControlPoints,
  users,
} from '../../src/server/db/schema';
import type { FileStorage } from '../../src/server/providers/file-storage/file-storage';
import { localDiskStorage } from '../../src/server/providers/file-storage/local-disk-storage';
import { demoUserId } from '../accounts/demo-accounts';
import { deterministicUuid } from '../content/seed-types';
import { applianceRows, faqRows } from './appliances-and-faq';
import { demoCases, roundId, roundRows, SEED_ROUNDS } from './demo-cases';
import { demoComments } from './demo-comments';
import { demoFiles } from './demo-files';
import { problemAreaRows } from './problem-areas';
import { agreementRows, propertyWorldRows } from './property-world';

// Seeds the property world and the demo cases (issue 13 item 1). Idempotent: rows that exist
// are kept. Needs the demo accounts (seed/accounts) first. With a file storage, the
// attachments' bytes are written there under the keys their records name.

export interface CaseSeedOptions {
  /** The server's file storage (disk or S3); absent: records only. */
  fileStorage?: FileStorage;
  /** A local-disk storage folder instead (tests). */
  fileStorageDir?: string;
}

type Insertable = Parameters<Database['insert']>[0];

export async function seedCaseWorld(db: Database, options: CaseSeedOptions = {}): Promise<void> {
  const world = propertyWorldRows();
  const appliances = applianceRows();
  const roundsAndPoints = roundRows();
  const seeded = demoCases();
  const files = await demoFiles();

  const attachmentRows = [
    ...seeded.flatMap((item) =>
      item.files.map((kind, index) => {
        const id = deterministicUuid(`cases:attachment:${item.row.id}:${index}`);
        const file = files[kind];
        return {
          id,
          caseId: item.row.id,
          roundId: null,
          storageKey: `attachments/${id}`,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.bytes.length,
          createdAt: item.row.createdAt,
          kind,
        };
      }),
    ),
    ...SEED_ROUNDS.filter((round) => round.file).map((round) => {
      const id = deterministicUuid(`cases:attachment:round:${round.key}`);
      return {
        id,
        caseId: null,
        roundId: roundId(round.key),
        storageKey: `attachments/${id}`,
        fileName: files.protocol.fileName,
        contentType: files.protocol.contentType,
        size: files.protocol.bytes.length,
        createdAt: new Date(`${round.performedOn}T12:00:00.000Z`),
        kind: 'protocol' as const,
      };
    }),
  ];

  await db.transaction(async (tx) => {
    const insert = async (table: Insertable, rows: Record<string, unknown>[]) => {
      for (let start = 0; start < rows.length; start += 100) {
        await tx
          .insert(table)
          .values(rows.slice(start, start + 100) as never)
          .onConflictDoNothing();
      }
    };
    await insert(problemAreas, problemAreaRows());
    await insert(properties, world.properties);
    await insert(buildings, world.buildings);
    await insert(buildingParts, world.buildingParts);
    await insert(apartments, world.apartments);
    await insert(rooms, world.rooms);
    await insert(agreements, agreementRows());
    await insert(assets, appliances.assets);
    await insert(assetArticles, appliances.articles);
    await insert(faqEntries, faqRows());
    await insert(inspectionRounds, roundsAndPoints.rounds);
    await insert(roundControlPoints, roundsAndPoints.points);
    // The history is written only with its case, so a rerun never doubles a timeline.
    const existing = new Set((await tx.select({ id: cases.id }).from(cases)).map((row) => row.id));
    const fresh = seeded.filter((item) => !existing.has(item.row.id));
    await insert(
      cases,
      fresh.map((item) => item.row),
    );
    await insert(
      caseStatusChanges,
      fresh.flatMap((item) => item.history),
    );
    await insert(
      attachments,
      attachmentRows.map(({ kind: _kind, ...row }) => row),
    );
    // The case handler's comments, once its account is seeded (seed/accounts comes first).
    const handler = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, demoUserId('case-handler')));
    if (handler.length > 0) await insert(caseComments, demoComments(seeded));
  });

  const storage =
    options.fileStorage ?? (options.fileStorageDir ? localDiskStorage(options.fileStorageDir) : undefined);
  if (storage) {
    for (const row of attachmentRows) {
      const present = await storage.read(row.storageKey);
      if (present) {
        present.destroy();
        continue;
      }
      await storage.put(row.storageKey, Readable.from([files[row.kind].bytes]));
    }
  }
}
