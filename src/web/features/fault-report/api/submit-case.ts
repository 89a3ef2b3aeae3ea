import { readApiErrorBody } from '../../../../shared/api/api-request-error';
import { CASE_ENDPOINTS as E } from '../../../../shared/cases/case-endpoints';
import { browserTokenClient } from '../../../ui/session/browser-token';

// The multipart submit of a case (flows §7.1 customer/create_case and create_board_case/v2)
// through XMLHttpRequest: fetch cannot report upload progress, and the description step
// shows progress per file. The idempotency key travels as a header and as a field, so a retry
// of the same submit finds the case the first one made (the server answers it with 200).

export type SubmitRoute = 'customer' | 'board';

export interface SubmitProgress {
  /** Bytes of the whole body sent so far, and its size. */
  loaded: number;
  total: number;
}

export type SubmitOutcome =
  | { ok: true; caseId: string; ticketNumber: number }
  | { ok: false; status: number; code?: string; issues: { path: string; message: string }[] };

export interface SubmitInput {
  route: SubmitRoute;
  fields: Record<string, string | undefined>;
  files: readonly File[];
  idempotencyKey: string;
  onProgress?: (progress: SubmitProgress) => void;
}

export function newIdempotencyKey(): string {
  return `case-${crypto.randomUUID()}`;
}

export function buildCaseBody(fields: SubmitInput['fields'], files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') body.append(name, value);
  }
  // Fields before files: the server reads the fields it needs as the stream arrives.
  for (const file of files) body.append('Files', file, file.name);
  return body;
}

export async function submitCase(input: SubmitInput): Promise<SubmitOutcome> {
  // The login cookie carries the session; refresh it first when it is due, as authFetch does.
  await browserTokenClient()
    .validSession()
    .catch(() => null);
  const path = input.route === 'board' ? E.createBoardCase.path : E.customerCreateCase.path;
  const body = buildCaseBody({ ...input.fields, idempotencyKey: input.idempotencyKey }, input.files);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('authorization', 'Bearer ');
    request.setRequestHeader('idempotency-key', input.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const errand = parsed as { id?: string; ticketNumber?: number } | undefined;
        resolve({ ok: true, caseId: errand?.id ?? '', ticketNumber: errand?.ticketNumber ?? 0 });
        return;
      }
      const error = readApiErrorBody(parsed);
      resolve({ ok: false, status: request.status, code: error?.code, issues: error?.issues ?? [] });
    };
    request.onerror = () => resolve({ ok: false, status: 0, issues: [] });
    request.onabort = () => resolve({ ok: false, status: 0, issues: [] });
    request.send(body);
  });
}
