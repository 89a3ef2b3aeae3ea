// `npm test`: lint, type-check, unit and API tests (on PGlite, or on the PostgreSQL server
// named by DATABASE_URL), a production build, then the browser tests. Prints the totals as
// the last line: `N passed, N failed`. `--db-only` runs just the database tests (CI runs
// them a second time on the embedded database).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const dbOnly = process.argv.includes('--db-only');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
/** What failed, by name: printed again at the end, so the last lines of a long run name it. */
const failures = [];
/** What passed only on a second try (CI's browser tests, ADR 0014): named at the end too. */
const retried = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/** A check that is not a test runner counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.error(`✖ ${label} failed`);
  }
}

const failedTest = (test) => test.status === 'failed';
/** A failed test's name with the first line of each try's error: the end of a long run is what is read. */
function failedTests(report) {
  return report.testResults.flatMap((file) =>
    (file.assertionResults ?? []).filter(failedTest).map((test) => {
      const tries = (test.failureMessages ?? []).map((message) => message.split('\n')[0].slice(0, 300));
      const why = tries.length > 0 ? `\n      ${tries.join('\n      ')}` : '';
      return `${path.relative(root, file.name)} › ${test.fullName}${why}`;
    }),
  );
}
// A test that passed yet carries errors failed a try before it passed: named with the first
// line of what failed then, so the team can find the timing fault behind it.
const passedOnRetry = (test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0;
function retriedTests(report) {
  return report.testResults.flatMap((file) =>
    (file.assertionResults ?? []).filter(passedOnRetry).map((test) => {
      const firstLine = test.failureMessages[0].split('\n')[0].slice(0, 200);
      return `${path.relative(root, file.name)} › ${test.fullName} (first try: ${firstLine})`;
    }),
  );
}

function vitest(label, args) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failures.push(...failedTests(report));
    retried.push(...retriedTests(report));
    if (!ok && report.numFailedTests === 0) {
      // Every test passed, yet the run failed: an error outside the tests (an unhandled
      // rejection, a file that did not load).
      failed += 1;
      failures.push(`${label}: the run failed outside its tests (see its output above)`);
    }
    failed += report.numFailedTests;
    return true;
  } catch {
    failed += 1; // the runner itself failed before writing a report
    failures.push(`${label}: no test report`);
    console.error(`✖ ${label}: no test report`);
    return false;
  }
}

/**
 * Issue 35 item 2: every cookie the table lists is set by some journey of the browser tests
 * (each file wrote what its browsers set, tests/setup/record-cookies-seen.ts); a cookie outside
 * the table already failed the test that set it.
 */
const COOKIES_SEEN_DIR = path.join(resultsDir, 'cookies-seen');
function checkCookieTableIsSet() {
  let files = [];
  try {
    files = readdirSync(COOKIES_SEEN_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    // no browser test wrote one: the run failed before them, and says so itself
  }
  if (files.length === 0) return;
  const seen = new Set();
  let table = [];
  for (const file of files) {
    const record = JSON.parse(readFileSync(path.join(COOKIES_SEEN_DIR, file), 'utf8'));
    for (const name of record.seen) seen.add(name);
    table = record.table;
  }
  const neverSet = table.filter((name) => !seen.has(name));
  if (neverSet.length === 0) {
    passed += 1;
    console.log(
      `✓ cookie table: each of the ${table.length} cookies its pages set was set by a browser journey`,
    );
  } else {
    failed += 1;
    failures.push(`cookie table: listed, yet no browser journey set ${neverSet.join(', ')}`);
  }
}

const where = process.env.DATABASE_URL ? 'the PostgreSQL server' : 'embedded PGlite';
if (dbOnly) {
  vitest(`database tests on ${where}`, ['--project', 'unit', 'src/server', 'seed']);
} else {
  check('biome lint', bin('biome'), ['check', '.']);
  check('dependency rules (dependency-cruiser)', 'npm', ['run', 'lint:deps', '--silent']);
  check('type-check (tsc --noEmit)', bin('tsc'), ['--noEmit']);
  vitest(`unit and API tests on ${where}`, ['--project', 'unit']);
  if (run('production build', 'npm', ['run', 'build', '--silent'])) {
    passed += 1;
    rmSync(COOKIES_SEEN_DIR, { recursive: true, force: true });
    // Over the whole run only: a browser run that stopped early set only some of the cookies.
    if (vitest('browser tests (headless Chromium)', ['--project', 'e2e'])) checkCookieTableIsSet();
  } else {
    failed += 1;
    failures.push('production build (browser tests not run)');
    console.error('✖ build failed: browser tests not run');
  }
}

writeFileSync(path.join(resultsDir, 'totals.json'), JSON.stringify({ passed, failed, failures, retried }));
if (retried.length > 0) {
  console.log(`\nPassed only on a second try:\n${retried.map((name) => `  ↻ ${name}`).join('\n')}`);
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✖ ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
