import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import type { createSavedSearchContract } from '../../../shared/my-pages/saved-searches-contracts';
import { SAVE_SEARCH_ENDPOINT } from '../../../shared/my-pages/saved-searches-create-endpoint';
import { searchPathTag } from '../../../shared/residence/search-url';
import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import {
  DEFAULT_ALERT_FREQUENCY,
  SAVED_SEARCH_ALERT_FREQUENCIES,
  type SavedSearchAlertFrequency,
  savedSearchAlertFrequencyRule,
  savedSearchNameRule,
} from '../../../shared/validation/form-rules';
import { useSaveSearchTranslation } from '../../i18n/save-search-texts';
import { callEndpoint } from '../../ui/api/call-endpoint';
import { AppLink } from '../../ui/app-link';
import { RadioGroup, TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import modal from '../../ui/modal/modal.module.css';
import { useSite } from '../../ui/site-context';
import styles from './save-search-dialog.module.css';

// The dialog shares no module with the saved-searches page (see save-search-texts.ts and
// saved-searches-endpoints.ts), so it makes its one call and names the list's query itself.
const SAVED_SEARCHES_KEY = ['my-pages', 'saved-searches'];
const createSavedSearch = (body: {
  name: string;
  alertFrequency: SavedSearchAlertFrequency;
  query: string;
  pathTag?: string;
}) => callEndpoint<typeof createSavedSearchContract>(SAVE_SEARCH_ENDPOINT, { body });

// An empty name is allowed: the server names the search by its criteria (issue 33 item 12).
const schema = z.object({
  name: z.union([savedSearchNameRule, z.literal('')]),
  alertFrequency: savedSearchAlertFrequencyRule,
});
type Values = z.infer<typeof schema>;
const DEFAULT_VALUES: Values = { name: '', alertFrequency: DEFAULT_ALERT_FREQUENCY };

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** The search as the page's address says it: its query string and its tag path, if any. */
function currentSearch(basePath: string): { query: string; pathTag?: string } {
  const pathTag = searchPathTag(window.location.pathname, basePath) || undefined;
  return { query: window.location.search.replace(/^\?/, ''), ...(pathTag ? { pathTag } : {}) };
}

export default function SaveSearchDialog({ open, onOpenChange, returnFocus }: Props) {
  const { t } = useSaveSearchTranslation();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ name: string; alreadySaved: boolean } | null>(null);
  const form = useZodForm(schema, { defaultValues: DEFAULT_VALUES });
  const save = useMutation({
    mutationFn: (values: Values) =>
      createSavedSearch({ ...values, ...currentSearch(routeFor(site.key, 'searchHomes') ?? site.basePath) }),
    onSuccess: async (answer) => {
      setSaved({ name: answer.name, alreadySaved: answer.alreadySaved });
      await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    },
  });
  const change = (next: boolean) => {
    if (!next) {
      setSaved(null);
      save.reset();
      form.reset();
    }
    onOpenChange(next);
  };
  // flows §4.7: Back closes the dialog as its close button does.
  useBackCloses(open, () => change(false));
  const listHref = linkFor(site.key, 'mySavedSearches');
  // The form gives way to the confirmation: the keyboard continues on its link.
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) done.current?.querySelector('a')?.focus();
  }, [saved]);
  const tooMany = save.error instanceof ApiRequestError && save.error.status === 409;

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.dialog} ${modal.narrow}`}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.setFocus('name', { shouldSelect: true });
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          data-save-search-dialog=""
        >
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>{t('title')}</Dialog.Title>
            <Dialog.Close className={modal.close} aria-label={t('close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          {saved ? (
            <div ref={done} className={styles.stack}>
              <p role="status">{t(saved.alreadySaved ? 'alreadySaved' : 'saved', { name: saved.name })}</p>
              {listHref && (
                <AppLink href={listHref} className={styles.primary} onClick={() => change(false)}>
                  {t('seeAll')}
                </AppLink>
              )}
            </div>
          ) : (
            <ZodForm form={form} onValid={(values) => save.mutate(values)} className={styles.stack}>
              <TextField name="name" label={t('nameLabel')} hint={t('nameHint')} maxLength={80} />
              <RadioGroup
                name="alertFrequency"
                label={t('alertLabel')}
                hint={t('alertHint')}
                options={SAVED_SEARCH_ALERT_FREQUENCIES.map((value) => ({
                  value,
                  label: t(`alertFrequency.${value}`),
                }))}
              />
              <button type="submit" className={styles.primary} disabled={save.isPending}>
                {t('submit')}
              </button>
              <p role="alert" className={styles.alert}>
                {save.isError ? (tooMany ? t('tooMany') : t('failed')) : ''}
              </p>
            </ZodForm>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
