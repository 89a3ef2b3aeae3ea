import { useMutation } from '@tanstack/react-query';
import { forgotPasswordFormSchema } from '../../../shared/account/account-form-schemas';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './login.module.css';
import { requestPasswordReset } from './login-api';

interface Props {
  /** Shown as "back to login": a button in the modal, nothing on the page of its own. */
  onBack?: () => void;
  headingLevel?: 'h1' | 'h2';
}

// platform §2 "Password reset": an email form, then a confirmation that shows the address and
// a "no mail" help text. The answer is the same whether the address has an account or not.
export function ForgotPasswordView({ onBack, headingLevel = 'h2' }: Props) {
  const { t } = useAccountFormsTranslation();
  // The address is checked as soon as the field is left, then as it is typed.
  const form = useZodForm(forgotPasswordFormSchema, {
    defaultValues: { email: '' },
    validateFrom: 'onTouched',
  });
  const reset = useMutation({
    mutationFn: async (email: string) => ((await requestPasswordReset(email)) ? email : null),
    meta: { errorMessage: t('messages.somethingWentWrong') },
  });
  const Heading = headingLevel;
  const sentTo = reset.data;
  const invalid = form.formState.errors.email !== undefined;

  if (sentTo) {
    return (
      <div className={styles.view} data-forgot-password="sent">
        <Heading className={styles.heading}>{t('forgot.sentTitle')}</Heading>
        <p role="status">{t('forgot.sentText', { email: sentTo })}</p>
        <p className={styles.muted}>{t('forgot.noMail')}</p>
        {onBack && (
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t('forgot.back')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.view} data-forgot-password="form">
      <Heading className={styles.heading}>{t('forgot.title')}</Heading>
      <p>{t('forgot.intro')}</p>
      <ZodForm form={form} onValid={({ email }) => reset.mutate(email)} className={styles.form}>
        <TextField
          label={t('forgot.email')}
          name="email"
          type="email"
          autoComplete="email"
          onChange={() => {
            if (reset.data === null) reset.reset();
          }}
        />
        {reset.data === null && (
          <p className={styles.alert} role="alert">
            {t('messages.somethingWentWrong')}
          </p>
        )}
        {/* platform §5: submit is blocked while the address is invalid. */}
        <button type="submit" className={styles.primary} disabled={reset.isPending || invalid}>
          {t('forgot.submit')}
        </button>
      </ZodForm>
      {onBack && (
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('forgot.back')}
        </button>
      )}
    </div>
  );
}
