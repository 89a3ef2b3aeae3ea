import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../../../seed/accounts/demo-accounts';
import { assetId, faqId } from '../../../../seed/cases/appliances-and-faq';
import { apartmentId, buildingId, generalRoomId, propertyId } from '../../../../seed/cases/property-world';
import { deterministicUuid } from '../../../../seed/content/seed-types';
import { CASE_TYPES } from '../../../shared/cases/case-constants';
import { CASE_STATUS } from '../../../shared/cases/case-statuses';
import { SITES } from '../../../shared/sites/sites';
import { mailOutbox } from '../../db/schema';
import { emailLogin, freshIp } from '../account/testing/account-test-app';
import { queuedMailSettled } from '../mail/mail-queue';
import {
  type Caller,
  type CaseTestApp,
  createCaseTestApp,
  loginAs,
  multipart,
} from './testing/case-test-app';
import { smallPdf } from './testing/upload-fixtures';

// Every route of flows §7.1 through app.inject on the seeded case world (issue 13 item 9).

let ctx: CaseTestApp;
let resident: Caller;
let neighbour: Caller;
let boardX: Caller;
let boardY: Caller;
let norwegian: Caller;
let norwegianBoard: Caller;

beforeAll(async () => {
  ctx = await createCaseTestApp();
  [resident, neighbour, boardX, boardY, norwegian, norwegianBoard] = await Promise.all([
    loginAs(ctx.app, 'residentA'),
    loginAs(ctx.app, 'residentB'),
    loginAs(ctx.app, 'boardX'),
    loginAs(ctx.app, 'boardY'),
    loginAs(ctx.app, 'norwegianResident'),
    loginAs(ctx.app, 'norwegianBoard'),
  ]);
}, 180_000);
afterAll(() => ctx?.close());

const get = (url: string, caller: Caller) => ctx.app.inject({ method: 'GET', url, headers: caller.headers });
const send = (method: 'POST' | 'PATCH', url: string, caller: Caller, payload: object) =>
  ctx.app.inject({ method, url, headers: caller.headers, payload });

function submit(
  url: string,
  caller: Caller,
  fields: Record<string, string>,
  method: 'POST' | 'PATCH' = 'POST',
) {
  const body = multipart({ fields, files: [{ filename: 'underlag.pdf', content: smallPdf() }] });
  return ctx.app.inject({
    method,
    url,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

const home = apartmentId('ekbacken', 'a', '1102');
const residentCase = deterministicUuid('account:errand:1');

async function roomOf(id: string, type: number): Promise<string> {
  const rooms = (await get(`/case_management/rooms/${id}`, resident)).json() as {
    id: string;
    roomType: number;
  }[];
  const room = rooms.find((candidate) => candidate.roomType === type);
  if (!room) throw new Error(`no room of type ${type} in ${id}`);
  return room.id;
}

describe('reading errands', () => {
  it('lists a resident’s errands newest first with the fields of flows §3.5', async () => {
    const answer = await get('/case_management/cases', resident);
    expect(answer.statusCode).toBe(200);
    const errands = answer.json() as { creationDate: string; caseTypeName: string }[];
    expect(errands.length).toBeGreaterThanOrEqual(9);
    const dates = errands.map((errand) => errand.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(errands.map((errand) => errand.caseTypeName)).size).toBe(Object.keys(CASE_TYPES).length);
    expect(errands[0]).toEqual(
      expect.objectContaining({
        caseStatusId: expect.any(Number),
        caseStatusGroup: expect.stringMatching(/^(registered|ongoing|executed|completed)$/),
        ticketNumber: expect.any(Number),
        objectName: expect.any(String),
        objectAddress: expect.any(String),
        roomType: expect.any(Number),
        nrOfCaseControlPoints: expect.any(Number),
      }),
    );
  });

  it('shows one errand with its files, status timeline and home', async () => {
    const errand = (await get(`/case_management/case/${residentCase}`, resident)).json();
    expect(errand).toMatchObject({
      id: residentCase,
      objectName: '1102',
      buildingPartName: 'Trappuppgång A',
    });
    expect(errand.attachments).toHaveLength(2);
    expect(errand.statusHistory[0].caseStatusId).toBe(CASE_STATUS.registered);
    expect((await get(`/case_management/customer/case/${residentCase}`, resident)).json().id).toBe(
      residentCase,
    );
  });

  it('gives a board without management the address it typed as otherResidentInfo', async () => {
    const errands = (await get('/case_management/cases', boardY)).json() as {
      otherResidentInfo: string | null;
      brfName: string;
    }[];
    expect(errands[0]).toMatchObject({
      otherResidentInfo: 'Tallåsvägen 7, 75236, Uppsala, 1001',
      brfName: 'Brf Tallåsen',
    });
  });

  it('has_cases says whether the caller has any', async () => {
    expect((await get('/case_management/has_cases', resident)).json()).toBe(true);
    const vip = await emailLogin(ctx.app, 'vip', { ip: freshIp() });
    const headers = { authorization: `Bearer ${vip.body.token}`, host: 'localhost' };
    expect((await ctx.app.inject({ method: 'GET', url: '/case_management/has_cases', headers })).json()).toBe(
      false,
    );
  });

  it('downloads a file with Content-Disposition and nosniff, and only under its own name', async () => {
    const [file] = (await get(`/case_management/case/${residentCase}`, resident)).json().attachments;
    const answer = await get(file.url, resident);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.length).toBe(file.size);
    expect((await get(`/case_management/file/${file.id}/other.pdf`, resident)).statusCode).toBe(404);
  });
});

describe('agreements', () => {
  it('answers the resident’s current agreements only (an ended tenancy is left out)', async () => {
    const answer = await get('/case_management/customer/get_agreements', resident);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      expect.objectContaining({
        id: home,
        kind: 'ownership',
        homeNumber: '1102',
        propertyId: propertyId('ekbacken'),
      }),
    ]);
  });

  it('answers 204 when there are none', async () => {
    const answer = await get('/case_management/customer/get_agreements', boardY);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
  });
});

describe('rounds', () => {
  it('lists the association’s rounds with control points above zero, and none for a resident', async () => {
    const rounds = (await get('/case_management/rounds', boardX)).json();
    expect(rounds.map((round: { title: string }) => round.title)).toEqual(['Rondering vår 2026']);
    expect(rounds[0].nrOfCaseControlPoints).toBe(3);
    expect((await get('/case_management/rounds', resident)).json()).toEqual([]);
  });

  it('shows a round with its control points and its protocol', async () => {
    const [listed] = (await get('/case_management/rounds', boardX)).json();
    const round = (await get(`/case_management/rounds/${listed.id}`, boardX)).json();
    expect(round.controlPoints).toHaveLength(3);
    expect(round.attachments[0]).toMatchObject({ fileName: 'protokoll.pdf', contentType: 'application/pdf' });
    const file = await get(round.attachments[0].url, boardX);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('counts a rounds-remark errand’s control points', async () => {
    const errands = (await get('/case_management/cases', boardX)).json() as {
      caseTypeId: number;
      nrOfCaseControlPoints: number;
    }[];
    const counts = errands.map((errand) => [errand.caseTypeId, errand.nrOfCaseControlPoints]);
    // The board's own rounds remark belongs to the spring round; nothing else has control points.
    expect(counts).toContainEqual([CASE_TYPES.roundsRemark.id, 3]);
    expect(counts.filter(([, points]) => points > 0)).toEqual([[CASE_TYPES.roundsRemark.id, 3]]);
  });
});

describe('who may file', () => {
  it('refuses a user without a security identifier until they add a bank identity (flows §4.2)', async () => {
    const { body } = await emailLogin(ctx.app, 'email-only', { ip: freshIp() });
    const unverified: Caller = {
      role: 'anonymous',
      host: 'localhost',
      headers: { authorization: `Bearer ${body.token}`, host: 'localhost' },
    };
    // The very report a verified resident files at another address (see "filing" above).
    const answer = await submit('/case_management/customer/create_case', unverified, {
      siteId: SITES.se.siteId,
      roomId: generalRoomId('general'),
      area: '2081',
      description: 'Ingen värme hos min mamma.',
      address: 'Storgatan 1',
      zipCode: '11122',
      city: 'Stockholm',
      governmentObjectId: '1203',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get('/case_management/customer/get_cases', unverified)).json()).toEqual([]);
  });
});

describe('closing', () => {
  it('sets “cancelled by customer”, and refuses to close it again', async () => {
    const created = await submit('/case_management/customer/create_case', resident, {
      siteId: SITES.se.siteId,
      objectId: home,
      roomId: await roomOf(home, 11),
      area: '2011',
      description: 'Läcker vid toaletten',
    });
    const url = `/case_management/customer/case/${created.json().id}/close`;
    const closed = await send('PATCH', url, resident, { site: 'se' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      caseStatusId: CASE_STATUS.cancelledByCustomer,
      caseStatusGroup: 'completed',
    });
    expect((await send('PATCH', url, resident, { site: 'se' })).statusCode).toBe(409);
    expect((await send('PATCH', url, resident, { site: 'nowhere' })).json().code).toBe('UNKNOWN_SITE_ID');
  });

  it('a closed errand cannot be changed, and only its reporter may change an open one (issue 35 item 9)', async () => {
    const created = (
      await submit('/case_management/customer/create_case', resident, {
        siteId: SITES.se.siteId,
        objectId: home,
        roomId: await roomOf(home, 11),
        area: '2011',
        description: 'Kranen droppar',
      })
    ).json();
    const url = `/case_management/customer/case/${created.id}`;
    const byNeighbour = await submit(url, neighbour, { description: 'Inte min' }, 'PATCH');
    expect(byNeighbour.statusCode).toBe(404);
    expect((await get(url, resident)).json().description).toBe('Kranen droppar');

    expect((await send('PATCH', `${url}/close`, resident, { site: 'se' })).statusCode).toBe(200);
    const afterClosing = await submit(url, resident, { description: 'Kranen droppar fortfarande' }, 'PATCH');
    expect(afterClosing.statusCode).toBe(409);
    const kept = (await get(url, resident)).json();
    expect(kept.description).toBe('Kranen droppar');
    expect(kept.attachments).toHaveLength(1);
  });

  it('uses the Norwegian variant on the Norwegian site', async () => {
    const errands = (await get('/case_management/cases', norwegian)).json() as {
      id: string;
      caseStatusGroup: string;
    }[];
    const open = errands.find((errand) => errand.caseStatusGroup === 'registered');
    const closed = await send('PATCH', `/case_management/case/${open?.id}/close`, norwegian, {
      site: SITES.no.siteId,
    });
    expect(closed.json().caseStatusId).toBe(CASE_STATUS.cancelledByCustomerNo);
  });
});

describe('changing an errand', () => {
  it('requires a description and changes other fields only when they are sent', async () => {
    const created = (
      await submit('/case_management/customer/create_case', resident, {
        siteId: SITES.se.siteId,
        objectId: home,
        roomId: await roomOf(home, 6),
        area: '2031',
        assetTypeId: '104',
        description: 'Diskmaskinen läcker',
        alternativeContactFirstName: 'Per',
        alternativeContactPhone: '070-111 22 33',
      })
    ).json();
    const url = `/case_management/case/${created.id}`;
    const missing = await submit(url, resident, { area: '2032' }, 'PATCH');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'description', message: 'required' }]);
    const changed = await submit(url, resident, { description: 'Diskmaskinen läcker mycket' }, 'PATCH');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      description: 'Diskmaskinen läcker mycket',
      area: 2031,
      assetTypeId: 104,
    });
    expect(changed.json().attachments).toHaveLength(2);
  });
});

describe('filing cases', () => {
  const residentFields = async () => ({
    siteId: SITES.se.siteId,
    objectId: home,
    roomId: await roomOf(home, 11),
    area: '2012',
    description: 'Golvbrunnen är igensatt.',
  });

  it('files a resident’s case on their home: an owner’s is a warranty case, registered', async () => {
    const answer = await submit('/case_management/customer/create_case', resident, await residentFields());
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      caseTypeId: CASE_TYPES.warranty.id,
      caseTypeName: 'Garanti',
      caseStatusId: CASE_STATUS.registered,
      objectName: '1102',
      areaName: 'Stopp i avlopp',
    });
    expect(answer.json().ticketNumber).toBeGreaterThan(500_000);
  });

  it('files a public-area case that the association’s board follows too', async () => {
    const building = buildingId('ekbacken', 'a');
    const rooms = (await get(`/case_management/rooms/${building}`, resident)).json() as {
      id: string;
      roomType: number;
    }[];
    const answer = await submit('/case_management/customer/create_case', resident, {
      siteId: SITES.se.siteId,
      buildingId: building,
      roomId: rooms.find((room) => room.roomType === 8)?.id ?? '',
      area: '1021',
      description: 'Trappbelysningen är släckt.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().caseTypeId).toBe(CASE_TYPES.management.id);
    expect((await get(`/case_management/case/${answer.json().id}`, boardX)).statusCode).toBe(200);
  });

  it('files a case at another address against a general room', async () => {
    const answer = await submit('/case_management/customer/create_case', resident, {
      siteId: SITES.se.siteId,
      roomId: generalRoomId('general'),
      area: '2081',
      description: 'Ingen värme hos min mamma.',
      address: 'Storgatan 1',
      zipCode: '11122',
      city: 'Stockholm',
      governmentObjectId: '1203',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      caseTypeId: CASE_TYPES.customerService.id,
      otherResidentInfo: 'Storgatan 1, 11122, Stockholm, 1203',
    });
  });

  it('takes a Swedish home number of digits and slashes only (numericAndSlash)', async () => {
    const fields = {
      siteId: SITES.se.siteId,
      roomId: generalRoomId('general'),
      area: '2081',
      description: 'Ingen värme hos min mamma.',
      address: 'Storgatan 1',
      zipCode: '11122',
      city: 'Stockholm',
    };
    const letters = await submit('/case_management/customer/create_case', resident, {
      ...fields,
      governmentObjectId: '1203 B',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'governmentObjectId', message: 'numericAndSlash' }],
    });
    const two = await submit('/case_management/customer/create_case', resident, {
      ...fields,
      governmentObjectId: '1203/1204',
    });
    expect(two.statusCode).toBe(201);
  });

  it('requires siteId, roomId, description and area', async () => {
    const answer = await submit('/case_management/customer/create_case', resident, { objectId: home });
    expect(answer.statusCode).toBe(400);
    expect(
      answer
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['area', 'description', 'roomId', 'siteId']);
  });

  it('answers 404 for someone else’s home', async () => {
    const answer = await submit('/case_management/customer/create_case', neighbour, await residentFields());
    expect(answer.statusCode).toBe(404);
  });

  it('registers a Norwegian resident’s case with the Norwegian status and wording', async () => {
    const norwegianHome = apartmentId('fjellsiden', 'a', '1101');
    const rooms = (await get(`/case_management/rooms/${norwegianHome}`, norwegian)).json() as {
      id: string;
      roomType: number;
    }[];
    const answer = await submit('/case_management/customer/create_case', norwegian, {
      siteId: SITES.no.siteId,
      objectId: norwegianHome,
      roomId: rooms.find((room) => room.roomType === 6)?.id ?? '',
      area: '2033',
      description: 'Skapdøren har falt av.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      caseStatusId: CASE_STATUS.registeredNo,
      caseTypeName: 'Garanti',
      areaName: 'Skap og fronter',
    });
  });

  it('files a board case without management with the association entered by hand', async () => {
    const fields = {
      siteId: SITES.no.siteId,
      roomId: generalRoomId('stairs'),
      area: '1061',
      description: 'Inngangsdøren kan ikke låses.',
      address: 'Fjellsideveien 5',
      zipCode: '1337',
      city: 'Sandvika',
      compoundName: 'Fjellsiden Borettslag',
      compoundNumber: '987654325',
      boardEmail: 'styret@fjellsiden.example',
    };
    const unconfirmed = await submit('/case_management/customer/create_case', norwegianBoard, fields);
    expect(unconfirmed.json().issues).toEqual([{ path: 'isMember', message: 'required' }]);
    const answer = await submit('/case_management/customer/create_case', norwegianBoard, {
      ...fields,
      isMember: 'true',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      caseTypeId: CASE_TYPES.managementOther.id,
      brfName: 'Fjellsiden Borettslag',
    });
  });

  it('files a case "without technical management" for a board member logged in privately', async () => {
    // platform §2: the private login opens first; the association is only what they type.
    const answer = await submit('/case_management/customer/create_case', resident, {
      siteId: SITES.se.siteId,
      roomId: generalRoomId('stairs'),
      area: '1061',
      description: 'Porten går inte att låsa.',
      address: 'Tallåsvägen 3',
      zipCode: '123 45',
      city: 'Tallåsen',
      compoundName: 'Brf Tallåsen',
      compoundNumber: '769645-0913',
      isMember: 'true',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ caseTypeId: CASE_TYPES.managementOther.id });
    const half = await submit('/case_management/customer/create_case', resident, {
      siteId: SITES.se.siteId,
      roomId: generalRoomId('stairs'),
      area: '1061',
      description: 'Porten går inte att låsa.',
      address: 'Tallåsvägen 3',
      zipCode: '123 45',
      city: 'Tallåsen',
      compoundName: 'Brf Tallåsen',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().issues).toEqual([{ path: 'compoundNumber', message: 'required' }]);
  });

  it('mails a board member the copy they asked for, in the site’s language; a resident gets none', async () => {
    const boardHome = apartmentId('ekbacken', 'a', '1201');
    const answer = await submit('/case_management/create_board_case/v2', boardX, {
      siteId: SITES.se.siteId,
      objectId: boardHome,
      roomId: await roomOf(boardHome, 3),
      area: '2061',
      description: 'Balkongdörren tar i karmen.',
      sendCopy: 'true',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await queuedMailSettled(ctx.app);
    const copies = await ctx.database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, demoAccount('board').email ?? ''));
    const copy = copies.find((mail) => mail.subject.includes(String(answer.json().ticketNumber)));
    expect(copy?.subject).toContain('Kopia av felanmälan');
    expect(copy?.text).toContain('Balkongdörren tar i karmen.');
    expect(copy?.text).toContain(`errandId=${answer.json().id}`);

    const byResident = await submit('/case_management/customer/create_case', resident, {
      siteId: SITES.se.siteId,
      objectId: home,
      roomId: await roomOf(home, 3),
      area: '2061',
      description: 'Balkongdörren tar i karmen.',
      sendCopy: 'true',
    });
    expect(byResident.statusCode, byResident.body).toBe(201);
    await queuedMailSettled(ctx.app);
    const residentMail = await ctx.database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, demoAccount('resident').email ?? ''));
    expect(
      residentMail.filter((mail) => mail.subject.includes(String(byResident.json().ticketNumber))),
    ).toEqual([]);
  });

  it('files a managed board’s case on a home of its association, and nowhere else', async () => {
    const boardHome = apartmentId('ekbacken', 'a', '1201');
    const fields = {
      siteId: SITES.se.siteId,
      objectId: boardHome,
      roomId: await roomOf(boardHome, 3),
      area: '2061',
      description: 'Räcket sitter löst.',
      alternativeContactFirstName: 'Greta',
      alternativeContactLastName: 'Vaktmästare',
      alternativeContactEmail: 'greta@example.se',
      alternativeContactPhone: '070-765 43 21',
    };
    const answer = await submit('/case_management/create_board_case/v2', boardX, fields);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().caseTypeId).toBe(CASE_TYPES.management.id);
    const elsewhere = apartmentId('lindgarden', 'a', '1101');
    const foreign = await submit('/case_management/create_board_case/v2', boardX, {
      ...fields,
      objectId: elsewhere,
      roomId: await roomOf(elsewhere, 3),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await submit('/case_management/create_board_case/v2', boardY, fields)).statusCode).toBe(403);
    expect((await submit('/case_management/create_board_case/v2', resident, fields)).statusCode).toBe(403);
  });
});

describe('the board’s search and association account', () => {
  it('finds buildings and homes of the board’s own association only', async () => {
    const buildings = (
      await send('POST', '/case_management/search/building', boardX, { text: 'ekback', site: 'se' })
    ).json();
    expect(buildings.map((hit: { name: string }) => hit.name)).toEqual(['Ekbacken hus A', 'Ekbacken hus B']);
    const none = await send('POST', '/case_management/search/building', boardX, {
      text: 'lindv',
      site: 'se',
    });
    expect(none.json()).toEqual([]);
    const homes = (
      await send('POST', '/case_management/search/object', boardX, { text: '1102', site: 'se' })
    ).json();
    expect(homes.map((hit: { id: string }) => hit.id)).toEqual([home, apartmentId('ekbacken', 'b', '1102')]);
    expect(homes.every((hit: { propertyId: string }) => hit.propertyId === propertyId('ekbacken'))).toBe(
      true,
    );
    expect(
      (await send('POST', '/case_management/search/object', resident, { text: '1102', site: 'se' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/case_management/search/object', boardX, { text: '1', site: 'xx' })).statusCode,
    ).toBe(400);
  });

  it('reads and changes the association’s board e-mail', async () => {
    expect((await get('/case_management/account', boardX)).json()).toMatchObject({
      name: 'Brf Ekbacken',
      activeFinancialManagement: true,
    });
    const changed = await send('PATCH', '/case_management/account', boardX, {
      email: 'Styrelsen@Ekbacken.example',
    });
    expect(changed.json().boardEmail).toBe('styrelsen@ekbacken.example');
    expect(
      (await send('PATCH', '/case_management/account', boardX, { email: 'inte-en-adress' })).statusCode,
    ).toBe(400);
    expect((await get('/case_management/account', resident)).statusCode).toBe(403);
  });
});

describe('rooms, problem areas, appliances and FAQ', () => {
  it('lists the rooms of a property’s buildings, of a home, and the general rooms', async () => {
    const propertyRooms = (
      await get(`/case_management/building_rooms/${propertyId('ekbacken')}`, resident)
    ).json();
    expect(propertyRooms).toHaveLength(14);
    expect((await get(`/case_management/rooms/${home}`, resident)).json()).toHaveLength(8);
    const general = (await get('/case_management/general_rooms', resident)).json();
    expect(general.map((room: { roomType: number }) => room.roomType)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('lists the problem areas of flows §3.5 with sub-items in the site’s language', async () => {
    const swedish = (
      await ctx.app.inject({
        method: 'GET',
        url: '/case_management/problem_areas',
        headers: { host: 'localhost' },
      })
    ).json();
    expect(swedish.filter((area: { scope: string }) => area.scope === 'public')).toHaveLength(13);
    expect(swedish.filter((area: { scope: string }) => area.scope === 'apartment')).toHaveLength(9);
    const bathroom = swedish.find((area: { code: number }) => area.code === 2010);
    expect(bathroom.name).toBe('Badrum');
    expect(bathroom.details[1]).toMatchObject({
      name: 'Stopp i avlopp',
      faqIds: [faqId('drain-1'), faqId('drain-2')],
    });
    expect(bathroom.details[3]).toMatchObject({ appliance: true, showsContact: true });
    const norwegianAreas = (
      await ctx.app.inject({
        method: 'GET',
        url: '/case_management/problem_areas?scope=public',
        headers: { host: 'no.localhost' },
      })
    ).json();
    expect(norwegianAreas[0]).toMatchObject({ name: 'Heis', showsContact: true });
  });

  it('lists a problem area’s appliances and their suppliers', async () => {
    const assets = (await get('/case_management/assets/2031', resident)).json();
    expect(assets.map((asset: { name: string }) => asset.name)).toEqual([
      'Kylskåp',
      'Frys',
      'Spis och ugn',
      'Diskmaskin',
      'Köksfläkt',
    ]);
    const articles = (
      await send('POST', '/case_management/customer/articles', resident, { ids: [assetId('stove')] })
    ).json();
    expect(articles).toHaveLength(2);
    expect(articles[0]).toMatchObject({
      supplierName: 'Vitvaruservice Norden',
      supplierPhone: '0771-40 50 60',
    });
  });

  it('answers FAQ entries in the order asked and skips unknown ids', async () => {
    const ids = [faqId('drain-2'), '00000000-0000-4000-8000-000000000000', faqId('drain-1')];
    const answer = await send('POST', '/system/casefaq', resident, { faqIds: ids });
    expect(answer.json().map((item: { id: string }) => item.id)).toEqual([
      faqId('drain-2'),
      faqId('drain-1'),
    ]);
    expect(answer.json()[0].files).toEqual([
      { name: 'skotselrad-avlopp.pdf', url: '/dokument/skotselrad-avlopp.pdf' },
    ]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/system/casefaq',
      headers: { host: 'localhost' },
      payload: { faqIds: ids },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /booking/email_is_valid', () => {
  it('accepts a free address or the person’s own, and refuses another person’s or a malformed one', async () => {
    const ssn = demoAccount('resident').personalNumber ?? '';
    const check = async (email: string, personalNumber = ssn) =>
      (await send('POST', '/booking/email_is_valid', resident, { ssn: personalNumber, email })).json();
    expect(await check('resident@demo.hemvist.se')).toBe(true);
    expect(await check('ny.adress@example.se')).toBe(true);
    expect(await check('vip@demo.hemvist.se')).toBe(false);
    expect(await check('resident@demo.hemvist.se', demoAccount('vip').personalNumber)).toBe(false);
    expect(await check('inte-en-adress')).toBe(false);
  });
});
