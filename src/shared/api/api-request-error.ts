// A failed call as the browser sees it: the HTTP status (0 when the server could not be
// reached) and, when the answer had the API's error shape ({code, message}, api-error.ts), its
// code and its message for people. Checked by hand, not with the zod schema of api-error.ts:
// this runs in the page shell, which carries no validation library.

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The API's stable code, when the answer carried one. */
    readonly code?: string,
    /** The API's message for people, when the answer carried one; empty otherwise. */
    readonly apiMessage = '',
    /** The invalid fields of a 400 VALIDATION_FAILED, each with its error key or message. */
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(apiMessage || (status === 0 ? 'The server could not be reached' : `Request failed (${status})`));
    this.name = 'ApiRequestError';
  }
}

/** The API error shape of an answer body, or nothing when the body is something else. */
export function readApiErrorBody(
  body: unknown,
): { code: string; message: string; issues: { path: string; message: string }[] } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code, message, issues } = body as { code?: unknown; message?: unknown; issues?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const fieldIssues = Array.isArray(issues)
    ? issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue?.path === 'string' && typeof issue?.message === 'string',
      )
    : [];
  return { code, message, issues: fieldIssues };
}

/** The error of a failed answer, with the API's code and message when its body has them. */
export async function apiRequestError(response: Response): Promise<ApiRequestError> {
  const body = await response.json().catch(() => undefined);
  const parsed = readApiErrorBody(body);
  return new ApiRequestError(response.status, parsed?.code, parsed?.message.trim(), parsed?.issues);
}
