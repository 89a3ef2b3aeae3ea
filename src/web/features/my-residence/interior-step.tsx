import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type MyTimeline, saveInteriorBody } from '../../../shared/my-pages/timeline-contracts';
import { interiorTotal } from '../../../shared/my-pages/timeline-interior';
import type { Locale } from '../../../shared/sites/site-types';
import { useMyResidenceTranslation } from '../../i18n/my-residence-texts';
import { ApiRequestError } from '../../ui/api/call-endpoint';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from './my-residence.module.css';
import { useSaveInterior } from './my-residence-api';
import { day, money } from './residence-parts';

// The interior step (issue 15 item 9): one option per group, the running total of the extras
// as the buyer picks, saved on the server until the deadline; read-only after it.

// The radios of a group with nothing chosen give null: those groups are left out of what is
// sent, and the rest is checked by the schema the server uses.
const interiorForm = z
  .object({ choices: z.record(z.string(), z.string().nullable()) })
  .transform(({ choices }) => ({
    choices: Object.fromEntries(
      Object.entries(choices).filter((entry): entry is [string, string] => !!entry[1]),
    ),
  }))
  .pipe(saveInteriorBody);

export function InteriorStep({ timeline, locale }: { timeline: MyTimeline; locale: Locale }) {
  const { t } = useMyResidenceTranslation();
  const { interior } = timeline;
  const saved = Object.fromEntries(interior.groups.map((group) => [group.groupKey, group.chosenId ?? null]));
  const form = useZodForm(interiorForm, { defaultValues: { choices: saved } });
  const picked = (useWatch({ control: form.control, name: 'choices' }) ?? {}) as Record<string, string>;
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
    <ZodForm form={form} onValid={(values) => save.mutate(values.choices)}>
      {deadline && <p>{t('interior.open', { date: deadline })}</p>}
      {interior.groups.map((group) => (
        <fieldset key={group.groupKey} className={styles.group}>
          <legend>{group.groupName}</legend>
          {group.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input type="radio" value={option.id} {...form.register(`choices.${group.groupKey}`)} />
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
    </ZodForm>
  );
}
