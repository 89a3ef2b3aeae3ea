import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssociationId } from '../../../../seed/accounts/demo-accounts';
import { apartmentId } from '../../../../seed/cases/property-world';
import { SITES } from '../../../shared/sites/sites';
import { attachments, inspectionRounds } from '../../db/schema';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';
import {
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  loginAs,
  multipart,
} from './testing/case-test-app';
import { smallPng } from './testing/upload-fixtures';

// Issue 32 item 6: a file keeps up to 120 characters of its name, and every route that downloads
// it answers that name's URL with the file, named exactly in Content-Disposition (RFC 6266 with an
// RFC 8187 filename* for what is not ASCII) and in plain ASCII for clients that read only that.

let ctx: CaseTestApp;
let resident: Caller;
let board: Caller;
let caseHandler: Caller;

/** 120 characters, with letters beyond ASCII, an emoji and the characters RFC 8187 wants encoded. */
const NAME_OF_120 = (() => {
  const head = "Fuktfläck på badrumsväggen (bakom handfatet) – Anna's bild 🌧 från dörröppningen";
  const tail = '.png';
  return `${head}${'ö'.repeat(120 - [...head].length - tail.length)}${tail}`;
})();

const RESIDENT_HOME = apartmentId('ekbacken', 'a', '1102');
const BOARD_HOME = apartmentId('ekbacken', 'a', '1201');

/** Longer than is kept, and cut where half an emoji would be left if the cut counted UTF-16 units. */
const NAME_OF_136 = `Översikt ${'🏠'.repeat(122)}.jpeg`;

interface Attachment {
  id: string;
  fileName: string;
  size: number;
  url: string;
}

async function get(caller: Caller, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: caller.headers });
}

beforeAll(async () => {
  ctx = await createCaseTestApp();
  resident = await loginAs(ctx.app, 'residentA');
  board = await loginAs(ctx.app, 'boardX');
  const { body } = await emailLogin(ctx.app, 'case-handler', { host: SE_HOST, ip: freshIp() });
  if (!body.token) throw new Error('the case handler could not log in');
  caseHandler = {
    role: 'anonymous',
    host: SE_HOST,
    headers: { authorization: `Bearer ${body.token}`, host: SE_HOST },
  };
}, 180_000);
afterAll(() => ctx?.close());

/** A fault reported with these photos, by the resident or the board; the new errand as it answers. */
async function reportWithPhotos(
  caller: Caller,
  route: 'customer/create_case' | 'create_board_case/v2',
  home: string,
  names: readonly string[],
) {
  const rooms = (await get(caller, `/case_management/rooms/${home}`)).json() as {
    id: string;
    roomType: number;
  }[];
  const photo = await smallPng();
  const body = multipart({
    fields: {
      siteId: SITES.se.siteId,
      objectId: home,
      roomId: rooms.find((room) => room.roomType === 11)?.id ?? '',
      area: '2011',
      description: 'Fukt på väggen, se bilderna.',
    },
    files: names.map((filename) => ({ filename, contentType: 'image/png', content: photo })),
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/case_management/${route}`,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; attachments: Attachment[] };
}

/** The names Content-Disposition gives: the exact one (filename*) and the ASCII fallback. */
function namesOf(disposition: string) {
  const extValue = /;\s*filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? '';
  return {
    extValue,
    exact: decodeURIComponent(extValue),
    fallback: /;\s*filename="([^"]*)"/.exec(disposition)?.[1],
  };
}

/** The file downloads by its URL, whole, named as stored. */
async function expectDownload(caller: Caller, file: Attachment) {
  const answer = await get(caller, file.url);
  expect(answer.statusCode, `${file.url} → ${answer.body.slice(0, 200)}`).toBe(200);
  expect(answer.rawPayload.length).toBe(file.size);
  const disposition = String(answer.headers['content-disposition']);
  expect(disposition).toMatch(/^attachment;/);
  const names = namesOf(disposition);
  expect(names.exact).toBe(file.fileName);
  // RFC 8187: only attr-chars and %XX after UTF-8'' (so no quote, apostrophe or parenthesis).
  expect(names.extValue).toMatch(/^(?:[A-Za-z0-9!#$&+.^_`|~-]|%[0-9A-F]{2})+$/);
  expect(names.fallback).toMatch(/^[\x20-\x7e]+$/);
  expect(names.fallback).not.toMatch(/["\\]/);
}

describe('a file whose name is as long as is kept', () => {
  let errand: { id: string; attachments: Attachment[] };
  beforeAll(async () => {
    errand = await reportWithPhotos(resident, 'customer/create_case', RESIDENT_HOME, [
      NAME_OF_120,
      NAME_OF_136,
    ]);
  });

  it('keeps 120 characters of a name: the whole of one that long, the end of a longer one, never half an emoji', () => {
    const [exact, cut] = errand.attachments;
    expect([...NAME_OF_120]).toHaveLength(120);
    expect(exact?.fileName).toBe(NAME_OF_120);
    // The last 120 characters (the emoji and ".jpeg"), then named by its content: a PNG.
    expect(cut?.fileName).toBe(`${'🏠'.repeat(115)}.png`);
  });

  it('downloads through the reporter’s route, by the URL the errand lists', async () => {
    for (const file of errand.attachments) {
      expect([...file.fileName].length).toBeGreaterThan(100);
      await expectDownload(resident, file);
    }
  });

  it('downloads through the case handler’s route', async () => {
    const listed = await get(caseHandler, `/case_management/staff/cases/${errand.id}`);
    expect(listed.statusCode).toBe(200);
    const files = listed.json().attachments as Attachment[];
    expect(files.map((file) => file.fileName)).toEqual(errand.attachments.map((file) => file.fileName));
    for (const file of files) await expectDownload(caseHandler, file);
  });

  it('downloads through the board’s route, for a fault the board reported', async () => {
    const boards = await reportWithPhotos(board, 'create_board_case/v2', BOARD_HOME, [
      NAME_OF_120,
      NAME_OF_136,
    ]);
    const listed = await get(board, `/case_management/case/${boards.id}`);
    expect(listed.statusCode).toBe(200);
    const files = listed.json().attachments as Attachment[];
    expect(files.map((file) => file.fileName)).toEqual(errand.attachments.map((file) => file.fileName));
    for (const file of files) await expectDownload(board, file);
  });

  it('names the ASCII fallback by the letters it can: ä and å as a, what has no such letter as _', async () => {
    const [exact] = errand.attachments;
    if (!exact) throw new Error('no file');
    const answer = await get(resident, exact.url);
    expect(namesOf(String(answer.headers['content-disposition'])).fallback).toMatch(
      /^Fuktflack pa badrumsvaggen \(bakom handfatet\) _ Anna's bild _ fran dorroppningen(o)+\.png$/,
    );
  });
});

describe('a round’s protocol with a long name', () => {
  it('downloads through the rounds route', async () => {
    const db = ctx.database.handle.db;
    const [protocol] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .innerJoin(inspectionRounds, eq(inspectionRounds.id, attachments.roundId))
      .where(eq(inspectionRounds.associationId, demoAssociationId('ekbacken')))
      .limit(1);
    if (!protocol) throw new Error('the seed has no round protocol of the association');
    const longName = `Besiktningsprotokoll ${'Ekbacken 1, trapphus A–C och garage. '.repeat(3)}`.slice(
      0,
      116,
    );
    await db
      .update(attachments)
      .set({ fileName: `${longName}.pdf` })
      .where(eq(attachments.id, protocol.id));
    const [round] = await db
      .select({ id: attachments.roundId })
      .from(attachments)
      .where(eq(attachments.id, protocol.id));
    const listed = await get(board, `/case_management/rounds/${round?.id}`);
    expect(listed.statusCode).toBe(200);
    const file = (listed.json().attachments as Attachment[]).find((entry) => entry.id === protocol.id);
    if (!file) throw new Error('the round does not list its protocol');
    expect(file.fileName).toBe(`${longName}.pdf`);
    await expectDownload(board, file);
  });
});
