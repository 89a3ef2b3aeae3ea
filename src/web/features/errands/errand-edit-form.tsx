import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { FILE_ERROR_KEYS } from '../../../shared/cases/case-constants';
import { type ErrandDetail, updateCaseFieldsSchema } from '../../../shared/cases/case-schemas';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import { FilePicker } from '../../ui/files/file-picker';
import { TextArea } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { useChangeErrand } from './api/change-errand';
import type { ErrandFamily } from './api/errand-family';
import styles from './errands.module.css';

// Issue 35 item 9: a resident changes an open errand — a new description and more files, checked
// as the wizard checks them (FilePicker) and by the route's own schema (flows §5: update
// requires a description). Focus starts in the description; what went wrong is announced.

const editSchema = updateCaseFieldsSchema.pick({ description: true });
type FileErrorKey = (typeof FILE_ERROR_KEYS)[keyof typeof FILE_ERROR_KEYS];
const FILE_ERRORS = new Set<string>(Object.values(FILE_ERROR_KEYS));

export function ErrandEditForm({
  errand,
  family,
  onDone,
}: {
  errand: ErrandDetail;
  family: ErrandFamily;
  /** Called once the change is saved (true) or the form is cancelled (false). */
  onDone: (saved: boolean) => void;
}) {
  const { t } = useErrandsTranslation();
  const form = useZodForm(editSchema, { defaultValues: { description: errand.description } });
  const [files, setFiles] = useState<File[]>([]);
  const change = useChangeErrand(family);
  const fileError = (key: FileErrorKey) => t(`edit.fileErrors.${key}`);

  useEffect(() => {
    form.setFocus('description');
  }, [form]);

  // The server has the last word (it checks the files' content and the limits under a lock).
  const failure = change.error;
  const serverFileError =
    failure instanceof ApiRequestError
      ? failure.issues.find((issue) => issue.path === 'files' && FILE_ERRORS.has(issue.message))
      : undefined;

  return (
    <ZodForm
      form={form}
      className={styles.editForm}
      aria-labelledby="errand-edit-heading"
      data-errand-edit=""
      onValid={(values) =>
        change.mutate(
          { id: errand.id, description: values.description, files },
          { onSuccess: () => onDone(true) },
        )
      }
    >
      <h2 id="errand-edit-heading">{t('edit.title')}</h2>
      <p className={styles.muted}>{t('edit.intro')}</p>
      <TextArea name="description" label={t('edit.description')} hint={t('edit.descriptionHint')} rows={6} />
      <FilePicker
        files={files}
        onChange={setFiles}
        attached={errand.attachments}
        texts={{
          label: t('edit.files'),
          hint: t('edit.filesHint'),
          chosen: t('edit.chosenFiles'),
          remove: (name) => t('edit.remove', { name }),
          refused: (refusal) => t('edit.refused', { name: refusal.name, reason: fileError(refusal.reason) }),
        }}
      />
      <div role="alert" className={styles.formError}>
        {failure
          ? serverFileError
            ? fileError(serverFileError.message as FileErrorKey)
            : t('edit.failed')
          : ''}
      </div>
      <div className={styles.dialogActions}>
        <button type="submit" className={styles.primaryButton} disabled={change.isPending}>
          {change.isPending ? t('edit.saving') : t('edit.save')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => onDone(false)}>
          {t('edit.cancel')}
        </button>
      </div>
    </ZodForm>
  );
}
