import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FILE_ERROR_KEYS,
  MAX_FILES_PER_CASE,
  MAX_TOTAL_FILE_BYTES,
} from '../../../shared/cases/case-constants';
import { type ErrandDetail, updateCaseFieldsSchema } from '../../../shared/cases/case-schemas';
import { caseStatusGroup } from '../../../shared/cases/case-statuses';
import { HttpError } from '../../http-error';
import { type AttachmentRow, type CaseScope, findCase, findCaseRow, updateCase } from './case-repository';
import { fieldError, fileUrls, languageOf, notFound, parseFields, type RouteFamily } from './case-rules';
import { findProblemArea, findRoom } from './property-repository';
import { discardUploads, readCaseUpload, type UploadedFile } from './uploads/case-upload';

// Changing an open case (flows §3.3, §5): new files are stored before the change is recorded and
// removed again if it fails; removed files' bytes go only once their records are gone.

/** flows §3.3, §5: a change; description required, the rest only when sent. */
export async function changeCase(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: CaseScope,
  family: RouteFamily,
  id: string,
): Promise<ErrandDetail> {
  const db = app.database.db;
  const row = await findCaseRow(db, scope, id);
  if (!row) throw notFound();
  refuseCompleted(row.statusId);
  // Removals are known only once the fields are read, so the limits are checked after the body,
  // and against the files as they are under the case's lock (updateCase), not as read here.
  const upload = await readCaseUpload(request, app.fileStorage, { attachedCount: 0, attachedBytes: 0 });
  let removedKeys: { storageKey: string }[] = [];
  try {
    const fields = parseFields(updateCaseFieldsSchema, upload.fields);
    const removeIds = (fields.removeFiles ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (fields.area !== undefined && !(await findProblemArea(db, fields.area))) {
      throw fieldError('area', 'invalidInput', 'no such problem area');
    }
    if (fields.roomId !== undefined) {
      const room = await findRoom(db, fields.roomId);
      const fits =
        room &&
        (row.apartmentId
          ? room.apartmentId === row.apartmentId || room.buildingId === row.buildingId
          : row.buildingId
            ? room.buildingId === row.buildingId
            : !room.apartmentId && !room.buildingId);
      if (!fits) throw fieldError('roomId', 'invalidInput', 'not a room of this errand’s home or building');
    }
    const changes: Record<string, unknown> = { description: fields.description };
    if (fields.area !== undefined) changes.problemAreaCode = fields.area;
    if (fields.roomId !== undefined) changes.roomId = fields.roomId;
    if (fields.assetTypeId !== undefined) changes.assetTypeId = fields.assetTypeId;
    const contact = {
      firstName: fields.alternativeContactFirstName,
      lastName: fields.alternativeContactLastName,
      email: fields.alternativeContactEmail,
      phone: fields.alternativeContactPhone,
    };
    if (Object.values(contact).some((value) => value !== undefined)) {
      const previous = row.alternativeContact ?? { firstName: '', lastName: '', email: '', phone: '' };
      changes.alternativeContact = Object.fromEntries(
        Object.entries({ ...previous }).map(([name, value]) => [
          name,
          contact[name as keyof typeof contact] ?? value,
        ]),
      );
    }
    removedKeys = await updateCase(db, id, changes, removeIds, upload.files, (locked) => {
      if (!locked) throw notFound();
      refuseCompleted(locked.statusId);
      checkFiles(locked.attached, removeIds, upload.files);
    });
  } catch (error) {
    await discardUploads(app.fileStorage, upload.files);
    throw error;
  }
  // The records are gone; the bytes follow (a failure here leaves only an unreferenced file).
  await Promise.all(
    removedKeys.map((file) => app.fileStorage.remove(file.storageKey).catch(() => undefined)),
  );
  const errand = await findCase(db, scope, id, languageOf(request), fileUrls(family));
  if (!errand) throw notFound();
  return errand;
}

function refuseCompleted(statusId: number): void {
  if (caseStatusGroup(statusId) === 'completed')
    throw new HttpError('CONFLICT', 'A completed or cancelled errand cannot be changed.');
}

/** Removals name files of this errand; what is kept plus what is added stays within flows §5. */
function checkFiles(
  attached: readonly AttachmentRow[],
  removeIds: readonly string[],
  added: readonly UploadedFile[],
): void {
  const unknown = removeIds.filter((removeId) => !attached.some((file) => file.id === removeId));
  if (unknown.length > 0) throw fieldError('removeFiles', 'invalidInput', 'not a file of this errand');
  const kept = attached.filter((file) => !removeIds.includes(file.id));
  if (kept.length + added.length > MAX_FILES_PER_CASE) {
    throw new HttpError(
      'TOO_MANY_FILES',
      `At most ${MAX_FILES_PER_CASE} files per case, counting those attached.`,
      [{ path: 'files', message: FILE_ERROR_KEYS.tooMany }],
    );
  }
  const total = [...kept, ...added].reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_TOTAL_FILE_BYTES) {
    throw new HttpError('FILES_TOO_LARGE_IN_TOTAL', 'The files exceed 100 MB in all.', [
      { path: 'files', message: FILE_ERROR_KEYS.totalSize },
    ]);
  }
}
