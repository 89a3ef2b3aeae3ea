import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { attachments } from '../../../db/schema';
import type { FileStorage } from '../../../providers/file-storage/file-storage';

// Files are stored before their record (CONVENTIONS, Condo). A submit that fails removes its
// own files; only a process that dies between storing and committing can leave one behind.
// This sweep removes stored files no record names once they are old enough that no submit in
// flight can still be about to attach them.

export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export async function sweepOrphanUploads(
  db: Database,
  storage: FileStorage,
  options: { olderThanMs?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThanMs ?? ORPHAN_AGE_MS);
  const keys = await storage.list('attachments');
  const removed: string[] = [];
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const referenced = new Set(
      (
        await db
          .select({ key: attachments.storageKey })
          .from(attachments)
          .where(inArray(attachments.storageKey, batch))
      ).map((row) => row.key),
    );
    for (const key of batch) {
      if (referenced.has(key)) continue;
      const modified = await storage.modifiedAt(key);
      if (!modified || modified.getTime() > cutoff) continue;
      await storage.remove(key);
      removed.push(key);
    }
  }
  return removed;
}
