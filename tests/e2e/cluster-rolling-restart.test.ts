import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sidewaysPhotoWithPosition } from '../../src/server/modules/cases/testing/upload-fixtures';
import { ACTIVE_BOOKING_STATUSES } from '../../src/shared/booking/booking-steps';
import { OBJECT_STATUS } from '../../src/shared/residence/residence-enums';
import { SITES } from '../../src/shared/sites/sites';
import { type BookingTask, bookingAgent } from './testing/cluster/booking-scenarios';
import { caseFieldsOf, caseReporter, slowCaseUpload } from './testing/cluster/case-scenarios';
import { Recorder, type RequestRecord, sleep, VirtualUser } from './testing/cluster/load-client';
import { type BookingWrite, type Flow, logIn, newLoadContext } from './testing/cluster/load-context';
import { startTestCluster, type TestCluster } from './testing/cluster/test-cluster';
import { anonymousVisitor, loginVisitor } from './testing/cluster/visitor-scenarios';

// Issue 34 item 5, "instances come and go without losing anything": three instances of the
// production build behind HAProxy on one PostgreSQL database take a minute of mixed load from
// eight virtual users while one instance is stopped with SIGTERM (it drains: /healthz 503, then
// finishes what it has and exits 0) and started again, and another is killed with SIGKILL and
// started again. Afterwards every write that was answered 2xx is read back from each instance on
// its own port, no home is held by two bookings, no payment has two paid attempts, and the only
// requests that failed are those on the killed instance: in flight when it died, or sent to it in
// the moment before the balancer took it out (by the balancer's own per-instance counters).

const LOAD_MS = 60_000;
const SIGTERM_AT = 15_000;
const SIGKILL_AT = 30_000;
/** How long the killed instance stays down before it is started again. */
const KILLED_FOR_MS = 4_000;
// HAProxy checks every second and takes an instance out after two failures: a drain of two
// seconds would race its second check (and the instance's closing of idle connections with a
// request the balancer still sends there); three leave a check's worth of margin.
const DRAIN_SECONDS = 3;
/**
 * After a SIGKILL the balancer still sends the instance requests until its checks take it out
 * (two failed checks a second apart), over kept-alive connections it has not yet seen die: those
 * fail too. The balancer's own counters (below) show they all went to the killed instance.
 */
const TAKEN_OUT_MS = 3_000;
const SHUTDOWN_TIMEOUT_SECONDS = 10;
const BUYERS = ['buyer-se', 'vip', 'board', 'board-unmanaged', 'board-multi', 'neighbour', 'resident'];

let cluster: TestCluster | undefined;
let db: pg.Pool | undefined;

beforeAll(async () => {
  cluster = await startTestCluster({
    instances: 3,
    env: {
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    },
  });
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
}, 100_000);

afterAll(async () => {
  await db?.end();
  await cluster?.close();
}, 60_000);

/** Homes for sale on the Swedish site that can be booked online, by flow, in the order a buyer sees them. */
async function homesByFlow(pool: pg.Pool): Promise<Record<Flow, string[]>> {
  const { rows } = await pool.query<{ id: string; flow: Flow }>(
    `select ro.id, bp.flow from residence_objects ro
       join booking_projects bp on bp.stage_id = ro.stage_id
       join residence_stages rs on rs.id = ro.stage_id
      where rs.site_id = $1 and ro.status = $2 and ro.price is not null
      order by ro.object_number`,
    [SITES.se.siteId, OBJECT_STATUS.forSale],
  );
  const homes: Record<Flow, string[]> = { A: [], B: [], C: [] };
  for (const row of rows) homes[row.flow].push(row.id);
  return homes;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

const BOOKING_RANK: Record<string, number> = { held: 0, signed: 1, paid: 2, completed: 3 };

describe('a rolling restart under load', () => {
  it('loses no write answered 2xx, books no home twice, records no payment twice, fails only what the killed instance had', async () => {
    if (!cluster || !db) throw new Error('no cluster');
    const [terminated, killed, pinned] = cluster.instances;
    if (!terminated || !killed || !pinned) throw new Error('three instances expected');

    // ---- before the load: logins of the residents and buyers, the resident's home, the homes ----
    const setup = new VirtualUser('setup', new Recorder(), cluster.port);
    const [reporterTokens, buyerTokenList] = await Promise.all([
      Promise.all([logIn(setup, 'resident'), logIn(setup, 'resident')]),
      Promise.all(BUYERS.map((buyer) => logIn(setup, buyer))),
    ]);
    const buyerTokens = new Map(BUYERS.map((buyer, index) => [buyer, buyerTokenList[index] ?? '']));
    setup.token = reporterTokens[0];
    const caseFields = await caseFieldsOf(setup);
    setup.close();
    const homes = await homesByFlow(db);
    const BOOKINGS_UNTIL = LOAD_MS - 12_000;
    // Each buyer books once per stage (one stage per flow here), as many as there are homes.
    const tasks: BookingTask[] = (['B', 'C', 'A'] as const)
      .flatMap((flow) => BUYERS.slice(0, homes[flow].length).map((buyer) => ({ buyer, flow })))
      // Two at a time, spread over the minute, so that some are under way at each disruption.
      .map((task, index, all) => ({
        ...task,
        notBefore: Math.floor(index / 2) * (BOOKINGS_UNTIL / (all.length / 2)),
      }));
    const photo = await sidewaysPhotoWithPosition();

    // ---- a minute of load, an instance stopped and one killed in it ----
    const recorder = new Recorder();
    const context = newLoadContext({
      recorder,
      balancerPort: cluster.port,
      paymentPort: pinned.port,
      until: LOAD_MS,
      bookingsUntil: BOOKINGS_UNTIL,
      photo,
      homes,
    });
    const takenHomes = new Set<string>();
    const users = [
      anonymousVisitor(context, 'visitor-1'),
      anonymousVisitor(context, 'visitor-2'),
      anonymousVisitor(context, 'visitor-3'),
      loginVisitor(context, 'login-1'),
      caseReporter(context, 'resident-1', reporterTokens[0] ?? '', caseFields),
      caseReporter(context, 'resident-2', reporterTokens[1] ?? '', caseFields),
      bookingAgent(context, 'buyer-1', tasks, buyerTokens, takenHomes),
      bookingAgent(context, 'buyer-2', tasks, buyerTokens, takenHomes),
    ];

    // An upload in flight on each instance when it goes: it finishes on the one stopped with
    // SIGTERM (which closes only after its drain, with the upload still coming in), and dies with
    // the one killed, leaving no errand behind.
    const slowUpload = (at: number, instance: typeof terminated, name: string) =>
      sleep(at - recorder.now()).then(() =>
        slowCaseUpload(context, {
          name,
          token: reporterTokens[0] ?? '',
          fields: caseFields,
          port: instance.port,
          overMs: 6_000,
        }),
      );
    const drainedUpload = slowUpload(SIGTERM_AT - 1_000, terminated, 'uploader-term');
    const killedUpload = slowUpload(SIGKILL_AT - 1_000, killed, 'uploader-kill');

    const events = {
      sigterm: 0,
      terminatedExited: 0,
      terminatedRunningAfter: true,
      terminatedBack: 0,
      sigkill: 0,
      killedBack: 0,
    };
    const untilTime = (ms: number) => sleep(Math.max(0, ms - recorder.now()));
    const disruption = (async () => {
      await untilTime(SIGTERM_AT);
      events.sigterm = recorder.now();
      await terminated.stop('SIGTERM');
      events.terminatedExited = recorder.now();
      events.terminatedRunningAfter = terminated.running;
      let restartFailure: unknown;
      const terminatedRestart = terminated.start().then(
        () => {
          events.terminatedBack = recorder.now();
        },
        (error: unknown) => {
          restartFailure = error;
        },
      );
      await untilTime(SIGKILL_AT);
      events.sigkill = recorder.now();
      await killed.stop('SIGKILL');
      await sleep(KILLED_FOR_MS);
      await killed.start();
      events.killedBack = recorder.now();
      await terminatedRestart;
      if (restartFailure) throw restartFailure;
    })();

    // Everything settles before anything is judged: nothing may still run when the cluster closes.
    const settled = await Promise.allSettled([...users, disruption, drainedUpload, killedUpload]);
    for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
    const [drained, cutOff] = await Promise.all([drainedUpload, killedUpload]);
    for (const user of context.users) user.close();
    const loadSeconds = recorder.now() / 1000;

    // ---- which requests failed, and when ----
    const records = recorder.records;
    const failed = (record: RequestRecord) =>
      !record.retried && (record.error !== undefined || (record.status ?? 0) >= 500);
    const inFlightAtKill = (record: RequestRecord) =>
      record.start <= events.sigkill &&
      record.end >= events.sigkill &&
      (record.port === cluster?.port || record.port === killed.port);
    const sentToKilled = (record: RequestRecord) =>
      inFlightAtKill(record) ||
      (record.start >= events.sigkill &&
        record.start <= events.sigkill + TAKEN_OUT_MS &&
        record.port === cluster?.port);
    const failures = records.filter(failed);
    const balancer = await cluster.balancerStats();
    const retried = records.filter((record) => record.retried);
    const describeRecord = (record: RequestRecord) =>
      `${record.vu} ${record.method} ${record.path} ${Math.round(record.start)}–${Math.round(record.end)} ms: ${
        record.error ?? record.status
      }`;

    // ---- every write answered 2xx, read back from each instance on its own port ----
    const { writes, stats } = context;
    const reader = new VirtualUser('reader', new Recorder(), cluster.port);
    const unreadable: string[] = [];
    let readsChecked = 0;
    const payments = writes.bookings.filter((booking): booking is BookingWrite & { paymentId: string } =>
      Boolean(booking.paymentId),
    );
    for (const instance of cluster.instances) {
      const read = async (token: string, path: string) => {
        const answer = await reader.send('GET', path, {
          port: instance.port,
          headers: { authorization: `Bearer ${token}` },
        });
        readsChecked += 1;
        return answer;
      };
      await inParallel(writes.cases, 6, async (write) => {
        const answer = await read(write.token, `/case_management/case/${write.id}`);
        const errand =
          answer.status === 200
            ? (answer.json() as { id: string; attachments: { url: string; size: number }[] })
            : undefined;
        const [attachment] = errand?.attachments ?? [];
        if (errand?.id !== write.id || !attachment) {
          unreadable.push(`${instance.name}: case ${write.id} answered ${answer.status}`);
          return;
        }
        const file = await read(write.token, attachment.url);
        if (file.status !== 200 || file.body.length !== attachment.size || file.body.length === 0)
          unreadable.push(
            `${instance.name}: photo of case ${write.id} answered ${file.status}, ${file.body.length} bytes`,
          );
      });
      await inParallel(writes.bookings, 6, async (write) => {
        const answer = await read(write.token, `/api/buyresidence/getbookingstatus/${write.id}`);
        const status =
          answer.status === 200 ? (answer.json() as { status: string }).status : `HTTP ${answer.status}`;
        if ((BOOKING_RANK[status] ?? -1) < (BOOKING_RANK[write.confirmed] ?? 0))
          unreadable.push(`${instance.name}: booking ${write.id} (${write.confirmed}) is ${status}`);
        if (!write.documentId) return;
        // The signed agreement: the PDF with its signature page.
        const agreement = await read(write.token, `/api/signing/documents/${write.documentId}/file`);
        if (agreement.status !== 200 || agreement.body.subarray(0, 5).toString() !== '%PDF-')
          unreadable.push(`${instance.name}: agreement ${write.documentId} answered ${agreement.status}`);
      });
      await inParallel(payments, 6, async (write) => {
        const answer = await read(write.token, `/api/payments/${write.paymentId}/receipt`);
        const receipt = answer.status === 200 ? (answer.json() as { method: string }) : undefined;
        if (receipt?.method !== 'card')
          unreadable.push(`${instance.name}: payment ${write.paymentId} receipt answered ${answer.status}`);
      });
    }
    reader.close();

    // ---- no home booked twice, no payment recorded twice (straight from the database) ----
    const twiceBooked = await db.query(
      `select object_id, count(*)::int as bookings from residence_bookings
        where status = any($1) group by object_id having count(*) > 1`,
      [ACTIVE_BOOKING_STATUSES],
    );
    const ourHomes = writes.bookings.map((booking) => booking.objectId);
    const twicePaid = await db.query(
      `select payment_id, count(*)::int as paid from payment_attempts
        where status = 'paid' group by payment_id having count(*) > 1`,
    );
    const halfWritten = await db.query('select id from cases where description = $1', [cutOff.description]);
    const paidRows = await db.query<{ id: string; status: string }>(
      'select id, status from payments where id = any($1)',
      [payments.map((write) => write.paymentId)],
    );

    // ---- the figures ----
    const stopMs = events.terminatedExited - events.sigterm;
    const byKind = new Map<string, number>();
    for (const record of records) byKind.set(record.kind, (byKind.get(record.kind) ?? 0) + 1);
    const inFlightFailures = failures.filter(inFlightAtKill).length;
    const afterKillFailures = failures.filter(
      (record) => !inFlightAtKill(record) && sentToKilled(record),
    ).length;
    const counters = Object.entries(balancer)
      .map(
        ([name, c]) =>
          `${name} ${c.stot} sent, ${c.wretr} retried, ${c.wredis} redispatched, ${c.econ} unreachable, ${c.eresp} cut off, ${c.hrsp_5xx} 5xx`,
      )
      .join('; ');
    const signed = writes.bookings.filter((booking) => booking.confirmed !== 'held').length;
    const writesChecked = writes.cases.length + writes.bookings.length + payments.length;
    const second = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const bookingRequests = records.filter((record) =>
      /booking|signing|bankid|payment|card/.test(record.kind),
    );
    console.log(
      `rolling restart: ${records.length} requests in ${second(loadSeconds * 1000)} ` +
        `(${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}); ` +
        `${failures.length} failures: ${inFlightFailures} in flight on the instance killed at ${second(events.sigkill)}, ` +
        `${afterKillFailures} sent in the ${second(TAKEN_OUT_MS)} before the balancer took it out` +
        `${retried.length ? ` (${retried.length} more closed unanswered on a kept-alive connection and sent again: ${retried.map(describeRecord).join('; ')})` : ''}; ` +
        `${writesChecked} writes checked on ${cluster.instances.length} instances in ${readsChecked} reads ` +
        `(${writes.cases.length} cases with a photo, ${writes.bookings.length} bookings ` +
        `[A ${stats.bookingsByFlow.A}, B ${stats.bookingsByFlow.B}, C ${stats.bookingsByFlow.C}; ${signed} signed; ` +
        `under way from ${second(bookingRequests[0]?.start ?? 0)} to ${second(bookingRequests.at(-1)?.end ?? 0)}], ` +
        `${payments.length} card payments); ${writes.logins} logins; ` +
        `${stats.homeTaken} homes lost to a quicker buyer; ${stats.brokenFlows} flows broken by failures; ` +
        `${stats.refusals.length} refusals${stats.refusals.length ? ` (${stats.refusals.join('; ')})` : ''}, ` +
        `${stats.refusedAfterRetry.length} after a request sent again${stats.refusedAfterRetry.length ? ` (${stats.refusedAfterRetry.join('; ')})` : ''}; ` +
        `slow uploads: the one on the stopped instance answered ${drained.status ?? drained.error} at ${second(drained.end)}, ` +
        `the one on the killed instance ${cutOff.error ?? cutOff.status}; ` +
        `SIGTERM at ${second(events.sigterm)}: exited ${cluster.exitCodes(terminated.name).join(',') || '?'} after ${second(stopMs)}, ` +
        `back at ${second(events.terminatedBack)}; SIGKILL'd instance back at ${second(events.killedBack)}; ` +
        `balancer: ${counters}`,
    );

    // ---- the SIGTERM'd instance drained, then exited 0 within drain + timeout ----
    expect(events.terminatedRunningAfter).toBe(false);
    expect(cluster.exitCodes(terminated.name), cluster.notable(terminated.name).join('\n')).toEqual([0]);
    expect(stopMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(stopMs).toBeLessThanOrEqual((DRAIN_SECONDS + SHUTDOWN_TIMEOUT_SECONDS) * 1000);
    expect(cluster.notable(terminated.name).some((line) => line.includes('shutting down'))).toBe(true);
    // The upload in flight when it was told to stop was answered after its drain (when the
    // instance no longer listened), and its errand is among the writes read back below.
    expect(drained.status, drained.error).toBe(201);
    expect(drained.end).toBeGreaterThan(events.sigterm + DRAIN_SECONDS * 1000);
    // The killed one wrote no exit line (it had no chance to); all three serve again.
    expect(cluster.exitCodes(killed.name)).toEqual([]);
    expect(cluster.instances.map((instance) => instance.running)).toEqual([true, true, true]);

    // ---- only requests on the killed instance failed ----
    expect(
      failures.filter((record) => !sentToKilled(record)).map(describeRecord),
      `failures outside the SIGKILL (at ${Math.round(events.sigkill)} ms)`,
    ).toEqual([]);
    // By the balancer's count: no other instance cut off an answer or answered 5xx, not even the
    // one stopped with SIGTERM while requests came in (connections it refused once it no longer
    // listened were retried on another).
    const others = Object.entries(balancer).filter(([name]) => name !== killed.name);
    expect(others.map(([name]) => name)).toHaveLength(2);
    for (const [name, counted] of others)
      expect({ name, eresp: counted.eresp, srv_abrt: counted.srv_abrt, hrsp_5xx: counted.hrsp_5xx }).toEqual({
        name,
        eresp: 0,
        srv_abrt: 0,
        hrsp_5xx: 0,
      });

    // A request the balancer sent over a kept-alive connection to the instance just killed (in
    // flight then, or in the moment before the balancer noticed) is closed unanswered, HAProxy's
    // way to let the client send it again; nowhere else.
    expect(
      retried.filter((record) => !sentToKilled(record)).map(describeRecord),
      'requests closed unanswered away from the SIGKILL',
    ).toEqual([]);

    // ---- the load did what it is for: each kind of write happened, the flows went through ----
    expect(stats.refusals.join('\n'), 'requests refused (4xx) where the flow expected success').toBe('');
    // A flow may be refused after one of its requests was sent again (the killed instance did its
    // work and died before answering): at most one such flow per request sent again.
    expect(stats.refusedAfterRetry.length).toBeLessThanOrEqual(retried.length);
    expect(writes.cases.length, 'case submissions').toBeGreaterThanOrEqual(10);
    expect(writes.logins, 'logins').toBeGreaterThanOrEqual(10);
    expect(signed, 'signed bookings').toBeGreaterThanOrEqual(3);
    expect(payments.length, 'paid bookings').toBeGreaterThanOrEqual(2);

    // ---- nothing lost, nothing twice, nothing half-written ----
    expect(cutOff.error, 'the upload in flight on the killed instance').toBeDefined();
    expect(halfWritten.rows).toEqual([]);
    expect(unreadable).toEqual([]);
    expect(twiceBooked.rows).toEqual([]);
    expect(new Set(ourHomes).size).toBe(ourHomes.length);
    expect(twicePaid.rows).toEqual([]);
    expect(paidRows.rows.map((row) => row.status)).toEqual(payments.map(() => 'Paid'));
  }, 120_000);
});
