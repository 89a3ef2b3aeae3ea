import type { FormKind } from '../../../shared/validation/form-rules';
import type { Database } from '../../db/client';
import { formSubmissions } from '../../db/schema';

export interface Submission {
  siteKey: string;
  form: FormKind;
  pagePath: string;
  values: { email: string } & Record<string, unknown>;
}

export async function storeSubmission(db: Database, submission: Submission) {
  const [row] = await db
    .insert(formSubmissions)
    .values({
      siteKey: submission.siteKey,
      form: submission.form,
      pagePath: submission.pagePath,
      email: submission.values.email,
      payload: submission.values,
    })
    .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
  if (!row) throw new Error('The submission was not stored');
  return row;
}
