import { type FormEvent, useState } from 'react';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useTranslation } from '../../i18n/use-translation';
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
  const { t } = useTranslation();
  const { t: tf } = useAccountFormsTranslation();
  const [choice, setChoice] = useState(caseFlow ? '' : (associations[0]?.id ?? ''));
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice) onChoose(choice);
    else setMissing(true);
  }

  return (
    <form className={styles.form} onSubmit={submit} data-choose-association="" noValidate>
      <fieldset
        className={styles.choices}
        aria-describedby={missing ? 'choose-association-error' : undefined}
        aria-invalid={missing || undefined}
      >
        <legend className={styles.heading}>
          {caseFlow ? tf('login.chooseAssociationQuestion') : tf('login.chooseAssociationTitle')}
        </legend>
        {!caseFlow && <p>{tf('login.chooseAssociationIntro')}</p>}
        {associations.map((association) => (
          <label key={association.id} className={styles.choice}>
            <input
              type="radio"
              name="association"
              value={association.id}
              checked={choice === association.id}
              required={caseFlow !== undefined}
              onChange={() => {
                setChoice(association.id);
                setMissing(false);
              }}
            />
            {association.name}
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id="choose-association-error" className={styles.alert} role="alert">
          {t('account.errors.chooseOption')}
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
    </form>
  );
}
