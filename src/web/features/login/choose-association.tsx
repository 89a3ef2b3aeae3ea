import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

interface Props {
  associations: ReadonlyArray<{ id: string; name: string }>;
  onChoose: (associationId: string) => void;
  busy: boolean;
}

// Outcome ChooseBoardMember: a board member of several associations picks the one to act for.
export function ChooseAssociation({ associations, onChoose, busy }: Props) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(associations[0]?.id ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice) onChoose(choice);
  }

  return (
    <form className={styles.form} onSubmit={submit} data-choose-association="">
      <fieldset className={styles.choices}>
        <legend className={styles.heading}>{t('account.login.chooseAssociationTitle')}</legend>
        <p>{t('account.login.chooseAssociationIntro')}</p>
        {associations.map((association) => (
          <label key={association.id} className={styles.choice}>
            <input
              type="radio"
              name="association"
              value={association.id}
              checked={choice === association.id}
              onChange={() => setChoice(association.id)}
            />
            {association.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={busy || !choice}>
        {t('account.login.chooseAssociation')}
      </button>
    </form>
  );
}
