import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectPath } from '../../project-root';

/**
 * drizzle/ as it was before the migration `tag`: the same files in a temporary folder, the
 * journal cut before it, for a test that migrates an engine up to there, stores old rows and
 * then runs the migration itself. The caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'hemvist-migrations-'));
  cpSync(projectPath('drizzle'), copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first in drizzle/`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}
