import { useState } from 'react';
import type { MyTimeline } from '../../../shared/my-pages/timeline-contracts';
import { interiorTotal } from '../../../shared/my-pages/timeline-interior';
import type { Locale } from '../../../shared/sites/site-types';
import { useMyResidenceTranslation } from '../../i18n/my-residence-texts';
import { ApiRequestError } from '../../ui/api/call-endpoint';
import styles from './my-residence.module.css';
import { useSaveInterior } from './my-residence-api';
import { day, money } from './residence-parts';

// The interior step (issue 15 item 9): one option per group, the running total of the extras
// as the buyer picks, saved on the server until the deadline; read-only after it.

export function InteriorStep({ timeline, locale }: { timeline: MyTimeline; locale: Locale }) {
  const { t } = useMyResidenceTranslation();
  const { interior } = timeline;
  const saved = Object.fromEntries(interior.groups.map((group) => [group.groupKey, group.chosenId ?? '']));
  const [picked, setPicked] = useState<Record<string, string>>(saved);
  const save = useSaveInterior(timeline.bookingId);
  const options = interior.groups.flatMap((group) =>
    group.options.map((option) => ({ ...option, groupKey: group.groupKey })),
  );
  const total = interiorTotal(options, picked);
  const deadline = day(interior.deadline, locale);

  if (interior.groups.length === 0) return <p>{t('interior.none')}</p>;
  if (!interior.open) {
    return (
      <>
        <p>{t('interior.closed', { date: deadline })}</p>
        <dl className={styles.facts}>
          {interior.groups.map((group) => {
            const chosen = group.options.find((option) => option.id === group.chosenId);
            return [
              <dt key={`${group.groupKey}-t`}>{group.groupName}</dt>,
              <dd key={`${group.groupKey}-d`}>
                {chosen?.name} (
                {chosen && chosen.price > 0 ? money(chosen.price, locale) : t('interior.included')})
              </dd>,
            ];
          })}
          <dt>{t('interior.total')}</dt>
          <dd>{money(interior.total, locale)}</dd>
        </dl>
      </>
    );
  }
  const tooLate = save.error instanceof ApiRequestError && save.error.status === 409;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(picked);
      }}
    >
      {deadline && <p>{t('interior.open', { date: deadline })}</p>}
      {interior.groups.map((group) => (
        <fieldset key={group.groupKey} className={styles.group}>
          <legend>{group.groupName}</legend>
          {group.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type="radio"
                name={`interior-${group.groupKey}`}
                value={option.id}
                checked={picked[group.groupKey] === option.id}
                onChange={() => setPicked((current) => ({ ...current, [group.groupKey]: option.id }))}
              />
              <span>
                <span className={styles.optionName}>{option.name}</span>
                <span className={styles.optionText}>{option.description}</span>
              </span>
              <span className={styles.price}>
                {option.price > 0
                  ? t('interior.extra', { price: money(option.price, locale) })
                  : t('interior.included')}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <p className={styles.total} aria-live="polite">
        {t('interior.total')}: <strong data-testid="interior-total">{money(total, locale)}</strong>
      </p>
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {save.isPending ? t('interior.saving') : t('interior.save')}
      </button>
      <div role="status" className={styles.status}>
        {save.isSuccess && t('interior.saved')}
      </div>
      {save.isError && <p role="alert">{tooLate ? t('interior.tooLate') : t('interior.failed')}</p>}
    </form>
  );
}
