import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import type { updateAccountContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { MyPagesOverview } from '../../../../shared/my-pages/my-pages-contracts';
import { routeFor } from '../../../../shared/sites/routes';
import { emailRule } from '../../../../shared/validation/form-rules';
import { useMyPagesTranslation } from '../../../i18n/my-pages-texts';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { AppLink } from '../../../ui/app-link';
import { TextField } from '../../../ui/form/fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ZodForm } from '../../../ui/form/zod-form';
import { useSite } from '../../../ui/site-context';
import styles from '../my-pages.module.css';

// The board-member page (issue 15 item 11, flows §6): the association's details, and the
// board e-mail, which a login acting for the association may change (PATCH
// /case_management/account, flows §7.1). A private login of a board member is told to use
// the board portal instead.

const boardEmailSchema = z.object({ email: emailRule });
type Association = NonNullable<MyPagesOverview['association']>;

export function BoardPanel({ association }: { association: Association }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const headingId = useId();
  // The association's buildings and errands (issue 35 item 4), for the login acting for it.
  const boardPath = routeFor(site.key, 'myBoard');
  return (
    <section aria-labelledby={headingId} className={`${styles.card} ${styles.section}`}>
      <h2 id={headingId}>{t('board.heading', { name: association.name })}</h2>
      <dl className={styles.facts}>
        <dt>{t('board.organisationNumber')}</dt>
        <dd>{association.organisationNumber}</dd>
        <dt>{t('board.management')}</dt>
        <dd>{association.activeFinancialManagement ? t('board.managed') : t('board.unmanaged')}</dd>
        {association.actsFor && (
          <>
            <dt>{t('board.email')}</dt>
            <dd>{association.boardEmail}</dd>
          </>
        )}
      </dl>
      {association.actsFor ? (
        <BoardEmailForm email={association.boardEmail} />
      ) : (
        <p>{t('board.boardLogin')}</p>
      )}
      {association.actsFor && boardPath && (
        <p>
          <AppLink href={boardPath}>{t('board.pageLink')}</AppLink>
        </p>
      )}
    </section>
  );
}

function BoardEmailForm({ email }: { email: string }) {
  const { t } = useMyPagesTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(boardEmailSchema, { defaultValues: { email } });
  const save = useMutation({
    mutationFn: (values: z.output<typeof boardEmailSchema>) =>
      callEndpoint<typeof updateAccountContract>(CASE_ENDPOINTS.updateAccount, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-pages', 'overview'] }),
  });
  return (
    <ZodForm form={form} onValid={(values) => save.mutate(values)} className={styles.form}>
      <TextField name="email" label={t('board.change')} type="email" autoComplete="email" />
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {t('board.save')}
      </button>
      <p role="status" className={save.isError ? styles.alert : styles.status}>
        {save.isSuccess ? t('board.saved') : save.isError ? t('board.failed') : ''}
      </p>
    </ZodForm>
  );
}
