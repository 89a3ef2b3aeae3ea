import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// One naming scheme for test support (issue 10 item 9): code that only tests use lives in a
// folder named `testing/` beside what it supports (tests/e2e/testing/ for the browser tests),
// and the tests themselves end in `.test.ts(x)`. Production code may not import either
// (dependency-cruiser), so nothing here can be shipped by mistake.

const tracked = execFileSync('git', ['ls-files', 'src', 'seed', 'tests'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file));

describe('test support names', () => {
  it('keeps support files out of production folders: no *-test-support, *-fixtures or *.testing files', () => {
    const outOfPlace = tracked.filter(
      (file) =>
        /(test-support|fixtures?|\.testing|test-helpers?)\.tsx?$/.test(file) && !file.includes('/testing/'),
    );
    expect(outOfPlace).toEqual([]);
  });

  it('names every file under tests/ a test, a setup file or testing support', () => {
    const stray = tracked.filter(
      (file) =>
        file.startsWith('tests/') &&
        !/\.test\.tsx?$/.test(file) &&
        !file.startsWith('tests/setup/') &&
        !file.includes('/testing/') &&
        !file.startsWith('tests/lint/fixtures/'),
    );
    expect(stray).toEqual([]);
  });
});
