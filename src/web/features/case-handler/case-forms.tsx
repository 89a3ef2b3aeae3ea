import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { caseStatusLabel } from '../../../shared/cases/case-status-labels';
import { addCommentBody, type StaffCaseDetail } from '../../../shared/cases/staff-case-contracts';
import { useCaseHandlerTranslation } from '../../i18n/case-handler-texts';
import { Select, TextArea } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { useSite } from '../../ui/site-context';
import styles from './case-handler.module.css';
import { addCaseComment, caseHandlerKeys, changeCaseStatus } from './case-handler-api';

// The two changes a handler makes: a status the §4.4 table allows next (the server says which),
// and a comment the reporter reads. Each answer is the case as it now is.

const statusFormSchema = z.object({
  statusId: z.string().min(1, 'required').transform(Number),
});

function useCaseUpdate(id: string) {
  const queryClient = useQueryClient();
  return (errand: StaffCaseDetail) => {
    queryClient.setQueryData(caseHandlerKeys.one(id), errand);
    void queryClient.invalidateQueries({ queryKey: [...caseHandlerKeys.all, 'list'] });
  };
}

/** Keyed by the case's status, so it starts over after a move; the parent shows what was saved. */
export function StatusForm({
  errand,
  onSaved,
}: {
  errand: StaffCaseDetail;
  onSaved: (statusLabel: string) => void;
}) {
  const { t } = useCaseHandlerTranslation();
  const { site } = useSite();
  const update = useCaseUpdate(errand.id);
  const form = useZodForm(statusFormSchema, { defaultValues: { statusId: '' } });
  const change = useMutation({
    mutationFn: (statusId: number) => changeCaseStatus(errand.id, statusId),
    meta: { errorMessage: t('statusFailed') },
    onSuccess: (next) => {
      onSaved(caseStatusLabel(site.locale, next.caseStatusId));
      update(next);
    },
  });
  return (
    <div>
      <h3>{t('changeStatus')}</h3>
      {errand.nextStatusIds.length === 0 ? (
        <p>{t('noNextStatus')}</p>
      ) : (
        <ZodForm form={form} onValid={({ statusId }) => change.mutate(statusId)} className={styles.form}>
          <Select
            name="statusId"
            label={t('newStatus')}
            placeholder={t('chooseStatus')}
            options={errand.nextStatusIds.map((id) => ({
              value: String(id),
              label: caseStatusLabel(site.locale, id),
            }))}
          />
          <button type="submit" className={styles.primary} disabled={change.isPending}>
            {t('saveStatus')}
          </button>
        </ZodForm>
      )}
    </div>
  );
}

export function CommentForm({ errand }: { errand: StaffCaseDetail }) {
  const { t } = useCaseHandlerTranslation();
  const update = useCaseUpdate(errand.id);
  const [sent, setSent] = useState(false);
  const form = useZodForm(addCommentBody, { defaultValues: { text: '' } });
  const send = useMutation({
    mutationFn: (text: string) => addCaseComment(errand.id, text),
    meta: { errorMessage: t('commentFailed') },
    onSuccess: (next) => {
      form.reset({ text: '' });
      setSent(true);
      update(next);
    },
  });
  return (
    <div>
      <h3>{t('addComment')}</h3>
      <ZodForm
        form={form}
        onValid={({ text }) => {
          setSent(false);
          send.mutate(text);
        }}
        className={styles.form}
      >
        <TextArea
          name="text"
          label={t('comment')}
          hint={t('commentHint')}
          messageValues={{ max: 2000 }}
          rows={4}
        />
        <button type="submit" className={styles.primary} disabled={send.isPending}>
          {t('sendComment')}
        </button>
        <p role="status" className={sent ? styles.success : undefined}>
          {sent ? t('commentSent') : ''}
        </p>
      </ZodForm>
    </div>
  );
}
