// `npx tsx --import ./bench/register-css-stub.mjs bench/enumeration-timing.ts [--rounds N]`:
// answer times of the account calls for a known and an unknown person (issue 9 item 7).
//
// The real app (buildApp) on a fresh database (in-memory PGlite, or with DATABASE_URL a
// throw-away database on that server), with N extra accounts so no per-account limit is
// reached. Each round sends the known and the unknown variant of every call, alternating,
// through app.inject from a new client address. Prints the median and p90 of each variant and
// the difference of the medians. Not a test: nothing here asserts a time.

import { randomUUID } from 'node:crypto';
import { seedAccounts } from '../seed/accounts/seed-accounts';
import { buildApp } from '../src/server/app';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/account/passwords';
import { signLoginToken } from '../src/server/plugins/auth/login-tokens';
import { testConfig } from '../src/server/testing/test-app';
import { createTestDatabase } from '../src/server/testing/test-database';
import { SITES } from '../src/shared/sites/sites';

const roundsIndex = process.argv.indexOf('--rounds');
const ROUNDS = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) || 40 : 40;
const PASSWORD = 'bench password 2026';

const database = await createTestDatabase();
await seedAccounts(database.handle.db);
const passwordHash = await hashPassword(PASSWORD);
const people = Array.from({ length: ROUNDS * 2 }, (_, index) => ({
  id: randomUUID(),
  email: `bench-${index}@example.com`,
}));
await database.handle.db
  .insert(users)
  .values(
    people.map((person) => ({ ...person, passwordHash, hasAccount: true, firstName: 'B', lastName: 'B' })),
  );
const app = await buildApp(testConfig, { database: database.handle, logger: false });
await app.ready();

// Tokens signed up front, so the timed change-email requests do only their own work.
const tokens = await Promise.all(
  people.map(async (person) => (await signLoginToken(app, { userId: person.id, bankId: false })).token),
);
const bearer = (index: number) => ({ authorization: `Bearer ${tokens[index]}` });

let address = 0;
const nextAddress = () =>
  `10.${Math.floor(++address / 65_000)}.${Math.floor(address / 250) % 250}.${address % 250}`;

async function timed(send: () => Promise<{ statusCode: number }>): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await send();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode >= 300) throw new Error(`unexpected ${response.statusCode}`);
  return ms;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost', ...headers },
    remoteAddress: nextAddress(),
    payload,
  });

type Variant = (round: number) => Promise<{ statusCode: number }>;
const calls: Record<string, { known: Variant; unknown: Variant }> = {
  'login (wrong password vs unknown address)': {
    known: (round) =>
      post('/account_service/login/email', {
        email: people[round]?.email,
        password: 'wrong password',
        siteId: SITES.se.siteId,
      }),
    unknown: (round) =>
      post('/account_service/login/email', {
        email: `nobody-${round}@example.com`,
        password: 'wrong password',
        siteId: SITES.se.siteId,
      }),
  },
  'forgot-password (account vs no account)': {
    known: (round) => post('/system/user/forgotpassword', { email: people[round]?.email }),
    unknown: (round) => post('/system/user/forgotpassword', { email: `nobody-${round}@example.com` }),
  },
  'change-email (taken vs free address)': {
    known: (round) =>
      post('/system/user/triggerchangeemail', { newEmail: people[ROUNDS + round]?.email }, bearer(round)),
    unknown: (round) =>
      post(
        '/system/user/triggerchangeemail',
        { newEmail: `free-${round}@example.com` },
        bearer(ROUNDS + round),
      ),
  },
  'register (taken vs free address; answers differ by spec)': {
    known: (round) => post('/account_service/register', registration(people[round]?.email ?? '')),
    unknown: (round) => post('/account_service/register', registration(`new-${round}@example.com`)),
  },
};

function registration(email: string) {
  return {
    email,
    password: PASSWORD,
    firstName: 'Ny',
    lastName: 'Person',
    phoneNumber: '070-111 22 33',
    siteId: SITES.se.siteId,
    consent: true,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

// Warm-up: the dummy hash, JIT and the database's first plans.
await calls['login (wrong password vs unknown address)']?.unknown(ROUNDS + 1);
console.log(`${database.handle.kind}, ${ROUNDS} rounds; median / p90 per variant\n`);
for (const [name, call] of Object.entries(calls)) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    known.push(await timed(() => call.known(round)));
    unknown.push(await timed(() => call.unknown(round)));
  }
  const difference = percentile(known, 50) - percentile(unknown, 50);
  console.log(
    `${name}\n  known  ${ms(percentile(known, 50))} / ${ms(percentile(known, 90))}\n  unknown${ms(percentile(unknown, 50))} / ${ms(percentile(unknown, 90))}\n  median difference ${difference.toFixed(2)} ms\n`,
  );
}
await app.close();
await database.dispose();
