import type { ContractInput } from '../../../shared/api/contract';
import type { FORM_CONTRACTS } from '../../../shared/validation/form-contracts';
import { FORM_ENDPOINTS } from '../../../shared/validation/form-endpoints';
import type { FieldIssue, FormKind } from '../../../shared/validation/form-rules';
import { ApiRequestError, callEndpoint } from '../../ui/api/call-endpoint';

export type SubmitResult = { ok: true } | { ok: false; issues: FieldIssue[] } | { ok: false; failed: true };

type FormContract = (typeof FORM_CONTRACTS)[FormKind];

/**
 * POST /api/forms/{kind} through the one fetcher: 201 on success, 400 with per-field issues
 * (their messages are error keys), anything else a failure. The forms need no login: the empty
 * bearer means no token is refreshed first.
 */
export async function submitForm(
  kind: FormKind,
  pagePath: string,
  values: Record<string, unknown>,
): Promise<SubmitResult> {
  try {
    // The values were checked with the kind's schema; the server checks them again.
    const body = { ...values, pagePath } as ContractInput<FormContract>['body'];
    await callEndpoint<FormContract>(FORM_ENDPOINTS[kind], { body }, { token: '' });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0)
      return { ok: false, issues: error.issues as FieldIssue[] };
    return { ok: false, failed: true };
  }
}
