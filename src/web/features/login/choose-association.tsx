import { useWatch } from 'react-hook-form';
import { chooseAssociationFormSchema } from '../../../shared/account/account-form-schemas';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useErrorText } from '../../ui/form/field-message';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './login.module.css';

interface Props {
  associations: ReadonlyArray<{ id: string; name: string }>;
  onChoose: (associationId: string) => void;
  busy: boolean;
  /**
   * The case flow's compound selection (flows §2.6): asks "which association do you want to log
   * in as", preselects nothing, requires a choice and offers to cancel the login.
   */
  caseFlow?: { onCancel: () => void };
}

// Outcome ChooseBoardMember: a board member of several associations picks the one to act for.
export function ChooseAssociation({ associations, onChoose, busy, caseFlow }: Props) {
  const { t: tf } = useAccountFormsTranslation();
  const errorText = useErrorText();
  const form = useZodForm(chooseAssociationFormSchema, {
    defaultValues: { association: caseFlow ? '' : (associations[0]?.id ?? '') },
  });
  const choice = useWatch({ control: form.control, name: 'association' });
  const errorKey = form.formState.errors.association?.message;
  return (
    <ZodForm
      form={form}
      onValid={(values) => onChoose(values.association)}
      className={styles.form}
      data-choose-association=""
    >
      <fieldset
        className={styles.choices}
        aria-describedby={errorKey ? 'choose-association-error' : undefined}
        aria-invalid={errorKey ? true : undefined}
      >
        <legend className={styles.heading}>
          {caseFlow ? tf('login.chooseAssociationQuestion') : tf('login.chooseAssociationTitle')}
        </legend>
        {!caseFlow && <p>{tf('login.chooseAssociationIntro')}</p>}
        {associations.map((association) => (
          <label key={association.id} className={styles.choice}>
            <input
              type="radio"
              value={association.id}
              required={caseFlow !== undefined}
              {...form.register('association')}
            />
            {association.name}
          </label>
        ))}
      </fieldset>
      {errorKey && (
        <p id="choose-association-error" className={styles.alert} role="alert">
          {errorText(errorKey)}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy || (!caseFlow && !choice)}>
        {tf('login.chooseAssociation')}
      </button>
      {caseFlow && (
        <button type="button" className={styles.secondary} onClick={caseFlow.onCancel} disabled={busy}>
          {tf('login.cancelLogin')}
        </button>
      )}
    </ZodForm>
  );
}
