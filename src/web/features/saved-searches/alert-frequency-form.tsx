import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import type { SavedSearch } from '../../../shared/my-pages/saved-searches-contracts';
import {
  SAVED_SEARCH_ALERT_FREQUENCIES,
  savedSearchAlertFrequencyRule,
} from '../../../shared/validation/form-rules';
import { useSavedSearchesTranslation } from '../../i18n/saved-searches-texts';
import { RadioGroup } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from '../../ui/my-pages-panel/my-pages-panel.module.css';
import { SAVED_SEARCHES_KEY, updateSavedSearch } from './saved-searches-api';

// How often a saved search mails its new homes, changed in my pages (issue 33 item 12). Radios
// rather than a select that saves on change: the arrow keys pick, and only Save sends.

const schema = z.object({ alertFrequency: savedSearchAlertFrequencyRule });

export function AlertFrequencyForm({
  search,
  onSaved,
  onCancel,
}: {
  search: SavedSearch;
  onSaved(search: SavedSearch): void;
  onCancel(): void;
}) {
  const { t } = useSavedSearchesTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(schema, { defaultValues: { alertFrequency: search.alertFrequency } });
  const change = useMutation({
    mutationFn: (values: z.infer<typeof schema>) => updateSavedSearch(search.id, values),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      onSaved(updated);
    },
  });
  // The keyboard starts on the chosen radio, as a tab into the group would.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    fields.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  return (
    <ZodForm form={form} onValid={(values) => change.mutate(values)} className={styles.stack}>
      <div ref={fields}>
        <RadioGroup
          name="alertFrequency"
          label={t('alertLabel')}
          hint={t('alertHint')}
          options={SAVED_SEARCH_ALERT_FREQUENCIES.map((value) => ({
            value,
            label: t(`alertFrequency.${value}`),
          }))}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {t('save')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
      {change.isError && (
        <p role="alert" className={styles.alert}>
          {t('failed')}
        </p>
      )}
    </ZodForm>
  );
}
