import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

// A scratch project with the real biome.json: files placed at src/... paths get the same
// path-scoped rules as the code base (it is outside git, so the VCS integration is off).
const scratch = mkdtempSync(path.join(tmpdir(), 'hemvist-lint-'));
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
config.$schema = undefined;
config.vcs = { enabled: false };
writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** True when biome reports a restricted import for `source` placed at `file`. */
function isRestricted(file: string, ...lines: string[]): boolean {
  const target = path.join(scratch, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${lines.join('\n')}\n`);
  // No stdin: biome would lint a piped stdin instead of the file.
  const result = spawnSync(biome, ['lint', '--colors=off', file], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return `${result.stdout}${result.stderr}`.includes('noRestrictedImports');
}

describe('import rules (CONVENTIONS: one-way dependencies)', () => {
  it('keeps src/shared free of server and web imports', () => {
    const file = 'src/shared/api/x.ts';
    expect(
      isRestricted(file, "import { buildApp } from '../../server/app';", 'export const x = buildApp;'),
    ).toBe(true);
    expect(isRestricted(file, "import { Logo } from '../../web/ui/logo';", 'export const x = Logo;')).toBe(
      true,
    );
    expect(isRestricted(file, "import { z } from 'zod';", 'export const x = z;')).toBe(false);
  });

  it('keeps web features from importing each other, app/ or templates/', () => {
    const file = 'src/web/features/header/x.ts';
    expect(isRestricted(file, "import { Footer } from '../footer/footer';", 'export const x = Footer;')).toBe(
      true,
    );
    expect(
      isRestricted(file, "import { PageView } from '../../app/page-view';", 'export const x = PageView;'),
    ).toBe(true);
    const nested = 'src/web/features/header/api/x.ts';
    expect(
      isRestricted(nested, "import { Footer } from '../../footer/footer';", 'export const x = Footer;'),
    ).toBe(true);
  });

  it('lets a feature import its own files, ui/ and shared/', () => {
    const allowed = isRestricted(
      'src/web/features/header/y.ts',
      "import { Icon } from '../../ui/icon';",
      "import { routeFor } from '../../../shared/sites/routes';",
      "import { toggleFoldout } from './foldout-state';",
      'export const x = [Icon, routeFor, toggleFoldout];',
    );
    expect(allowed).toBe(false);
  });
});
