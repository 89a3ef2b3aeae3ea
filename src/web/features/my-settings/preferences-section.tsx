import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import { useMySettingsTranslation } from '../../i18n/my-settings-texts';
import { useSite } from '../../ui/site-context';
import { SaveStatus } from './contact-section';
import styles from './my-settings.module.css';
import { giveConsent, updateDetails, withdrawConsent } from './settings-api';

/** The newsletter, saved as soon as it is ticked or unticked. */
export function NewsletterSection({ user, onSaved }: { user: UserAsRead; onSaved: () => unknown }) {
  const { t } = useMySettingsTranslation();
  const headingId = useId();
  const checkId = useId();
  const save = useMutation({
    mutationFn: async (newsLetter: boolean) => {
      await updateDetails(user, { newsLetter });
      await onSaved();
    },
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter.heading')}</h2>
      <div className={styles.check}>
        <input
          id={checkId}
          type="checkbox"
          checked={save.isPending ? save.variables : user.newsLetter}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
        />
        <label htmlFor={checkId}>{t('newsletter.label')}</label>
      </div>
      <SaveStatus state={save.status} />
    </section>
  );
}

/**
 * The consent of the site the page is on (platform §3: consents are per site): give it, or
 * withdraw it after a confirmation (the next login on the site asks again).
 */
export function ConsentSection({ user, onSaved }: { user: UserAsRead; onSaved: () => unknown }) {
  const { t } = useMySettingsTranslation();
  const { site } = useSite();
  const headingId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const given = user.consents.some((consent) => consent.site === site.key);
  const change = useMutation({
    mutationFn: async (give: boolean) => {
      await (give ? giveConsent(site.siteId) : withdrawConsent(site.siteId));
      await onSaved();
    },
    onSuccess: () => setConfirming(false),
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('consent.heading')}</h2>
      <p>{given ? t('consent.given') : t('consent.missing')}</p>
      {!given && (
        <button
          type="button"
          className={styles.secondary}
          disabled={change.isPending}
          onClick={() => change.mutate(true)}
        >
          {t('consent.give')}
        </button>
      )}
      {given && !confirming && (
        <>
          <p id={hintId}>{t('consent.withdrawHint')}</p>
          <button
            type="button"
            className={styles.secondary}
            aria-describedby={hintId}
            onClick={() => setConfirming(true)}
          >
            {t('consent.withdraw')}
          </button>
        </>
      )}
      {given && confirming && (
        <fieldset className={styles.confirm}>
          <legend>{t('consent.withdrawConfirm')}</legend>
          <button
            type="button"
            className={styles.secondary}
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            {t('consent.withdrawYes')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
            {t('consent.cancel')}
          </button>
        </fieldset>
      )}
      <SaveStatus state={change.status} />
    </section>
  );
}
