import { randomBytes } from 'node:crypto';
import { SITES } from '../../../../src/shared/sites/sites';
import { sleep, type VirtualUser } from './load-client';
import { type LoadContext, loop, virtualUser } from './load-context';

// Virtual users of the rolling-restart test: residents reporting a fault with a photo, at full
// speed or uploading slowly across an instance's restart.

// ---- residents reporting a fault with a photo ----

export interface CaseFields {
  siteId: string;
  objectId: string;
  roomId: string;
  area: string;
}

/** The resident's home and a bathroom in it, as the fault report form finds them. */
export async function caseFieldsOf(user: VirtualUser): Promise<CaseFields> {
  const [home] = (
    await user.ok('GET', '/case_management/customer/get_agreements', { kind: 'setup' })
  ).json() as {
    id: string;
  }[];
  if (!home) throw new Error('the resident has no home');
  const rooms = (await user.ok('GET', `/case_management/rooms/${home.id}`, { kind: 'setup' })).json() as {
    id: string;
    roomType: number;
  }[];
  const room = rooms.find((candidate) => candidate.roomType === 11);
  if (!room) throw new Error('no bathroom in the resident’s home');
  return { siteId: SITES.se.siteId, objectId: home.id, roomId: room.id, area: '2011' };
}

function multipartBody(fields: Record<string, string>, photo: Buffer) {
  const boundary = `----hemvist${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="lacka.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function caseReporter(
  context: LoadContext,
  name: string,
  token: string,
  fields: CaseFields,
): Promise<void> {
  const user = virtualUser(context, name);
  user.token = token;
  let count = 0;
  await loop(context, user, context.until, async () => {
    count += 1;
    const { body, contentType } = multipartBody(
      { ...fields, description: `Det droppar under handfatet (${name}, anmälan ${count}).` },
      context.photo,
    );
    const created = await user.ok('POST', '/case_management/customer/create_case', {
      kind: 'case submission',
      body,
      headers: { 'content-type': contentType },
    });
    const id = (created.json() as { id: string }).id;
    created.record.wrote = `case ${id}`;
    context.writes.cases.push({ id, token, photoBytes: context.photo.length });
    // The reporter opens the errand they just filed (through the balancer: any instance).
    await user.ok('GET', `/case_management/case/${id}`, { kind: 'case read' });
    await sleep(250);
  });
}

/**
 * One fault report whose body goes up slowly, straight to one instance's port (not through the
 * balancer), so that it is surely in flight there when that instance is stopped or killed.
 */
export async function slowCaseUpload(
  context: LoadContext,
  options: { name: string; token: string; fields: CaseFields; port: number; overMs: number },
): Promise<{ description: string; status?: number; id?: string; error?: string; end: number }> {
  const user = virtualUser(context, options.name);
  user.token = options.token;
  const description = `Fönstret går inte att stänga (${options.name}, långsam uppladdning).`;
  const { body, contentType } = multipartBody({ ...options.fields, description }, context.photo);
  try {
    const answer = await user.send('POST', '/case_management/customer/create_case', {
      kind: 'slow upload',
      port: options.port,
      body,
      headers: { 'content-type': contentType },
      slowly: { pieces: 25, overMs: options.overMs },
      timeoutMs: 60_000,
    });
    const id = answer.status === 201 ? (answer.json() as { id: string }).id : undefined;
    if (id) {
      answer.record.wrote = `case ${id}`;
      context.writes.cases.push({ id, token: options.token, photoBytes: context.photo.length });
    }
    return { description, status: answer.status, id, end: answer.record.end };
  } catch (error) {
    return { description, error: (error as Error).message, end: context.recorder.now() };
  }
}
