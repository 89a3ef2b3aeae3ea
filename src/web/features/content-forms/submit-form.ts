import { FORM_ENDPOINTS } from '../../../shared/validation/form-endpoints';
import type { FieldIssue, FormKind } from '../../../shared/validation/form-rules';

export type SubmitResult = { ok: true } | { ok: false; issues: FieldIssue[] } | { ok: false; failed: true };

/** POST /api/forms/{kind}: 201 on success, 400 with per-field issues, anything else a failure. */
export async function submitForm(
  kind: FormKind,
  pagePath: string,
  values: Record<string, unknown>,
): Promise<SubmitResult> {
  try {
    const route = FORM_ENDPOINTS[kind];
    const response = await fetch(route.path, {
      method: route.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, pagePath }),
    });
    if (response.status === 201) return { ok: true };
    if (response.status === 400) {
      const body = (await response.json()) as { issues?: FieldIssue[] };
      if (body.issues && body.issues.length > 0) return { ok: false, issues: body.issues };
    }
    return { ok: false, failed: true };
  } catch {
    return { ok: false, failed: true };
  }
}
