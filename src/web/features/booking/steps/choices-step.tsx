import { useFormContext, useWatch } from 'react-hook-form';
import { type ChoicesAnswer, choicesAnswerSchema } from '../../../../shared/booking/booking-answers';
import type { BookingAnswers, InteriorGroup } from '../../../../shared/booking/booking-step-contracts';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { FieldMessage } from '../../../ui/form/field-message';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ZodForm } from '../../../ui/form/zod-form';
import styles from '../booking.module.css';
import { useInteriorOptions } from '../booking-api';
import type { StepProps } from '../step-types';
import { useMoney } from '../use-money';
import { StepActions } from './step-actions';
import { useAnswer } from './use-answer';

function Group({ group }: { group: InteriorGroup }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const { register } = useFormContext();
  const name = `choices.${group.groupKey}`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{group.groupName}</legend>
      <div className={styles.options}>
        {group.options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input type="radio" value={option.id} {...register(name)} />
            <span className={styles.optionText}>
              <span>{option.name}</span>
              {option.description && <small>{option.description}</small>}
            </span>
            <span className={styles.optionPrice}>
              {option.price === 0
                ? t('choices.included')
                : t('choices.extra', { price: money(option.price) })}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage
        id={`choice-${group.groupKey}-error`}
        name={name}
        overrides={{ required: t('errors.required') }}
      />
    </fieldset>
  );
}

function RunningTotal({ groups, price }: { groups: InteriorGroup[]; price: number }) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const chosen = (useWatch({ name: 'choices' }) ?? {}) as Record<string, string>;
  const total = groups.reduce(
    (sum, group) => sum + (group.options.find((option) => option.id === chosen[group.groupKey])?.price ?? 0),
    0,
  );
  return (
    <dl className={styles.facts} aria-live="polite">
      <dt>{t('choices.total')}</dt>
      <dd>{money(total)}</dd>
      <dt className={styles.total}>{t('choices.newPrice')}</dt>
      <dd className={styles.total}>{money(price + total)}</dd>
    </dl>
  );
}

/** Flow C's interior options, one per group, with the running total (booking_interior_options). */
export function ChoicesStep({ booking, answers, onNext, onBack }: StepProps & { answers: BookingAnswers }) {
  const { t } = useBookingTranslation();
  const options = useInteriorOptions(booking.bookingId);
  if (!options.data) return <p role="status">{t('loading')}</p>;
  return (
    <ChoicesForm groups={options.data} answers={answers} booking={booking} onNext={onNext} onBack={onBack} />
  );
}

function ChoicesForm({
  groups,
  booking,
  answers,
  onNext,
  onBack,
}: StepProps & { answers: BookingAnswers; groups: InteriorGroup[] }) {
  const { t } = useBookingTranslation();
  const saved = (answers.answers.choices as ChoicesAnswer | undefined)?.choices;
  const defaults = Object.fromEntries(
    groups.map((group) => [
      group.groupKey,
      saved?.[group.groupKey] ?? group.options.find((option) => option.isDefault)?.id ?? '',
    ]),
  );
  const form = useZodForm(choicesAnswerSchema, { defaultValues: { choices: defaults } });
  const { submit, busy, failed } = useAnswer(form, onNext);
  return (
    <ZodForm
      form={form}
      className={`${styles.card} ${styles.form}`}
      onValid={(answer) => submit({ bookingId: booking.bookingId, step: 'choices', answer })}
    >
      <p className={styles.lead}>{t('choices.intro')}</p>
      {groups.map((group) => (
        <Group key={group.groupKey} group={group} />
      ))}
      <RunningTotal groups={groups} price={answers.price} />
      <StepActions onBack={onBack} busy={busy} failed={failed} />
    </ZodForm>
  );
}
