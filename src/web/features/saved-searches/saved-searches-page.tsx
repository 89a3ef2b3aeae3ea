import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { timeZoneOf } from '../../../shared/format/site-time-zone';
import type { SavedSearch } from '../../../shared/my-pages/saved-searches-contracts';
import { linkFor } from '../../../shared/sites/feature-availability';
import { savedSearchNameRule } from '../../../shared/validation/form-rules';
import { useSavedSearchesTranslation } from '../../i18n/saved-searches-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import styles from '../../ui/my-pages-panel/my-pages-panel.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { AlertFrequencyForm } from './alert-frequency-form';
import {
  listSavedSearches,
  removeSavedSearch,
  SAVED_SEARCHES_KEY,
  updateSavedSearch,
} from './saved-searches-api';

// Saved searches under my pages (template 'my-saved-searches', issue 15 item 12): each search
// opens the search page with its state, and can be renamed, given another alert frequency
// (issue 33 item 12) or deleted. The page needs login.

const renameSchema = z.object({ name: savedSearchNameRule });

export function SavedSearchesPage({ heading }: { heading?: string }) {
  const { t } = useSavedSearchesTranslation();
  const { status, requestLogin } = useSession();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const searches = useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: listSavedSearches,
    enabled: status === 'loggedIn',
  });
  const [notice, setNotice] = useState('');
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const remove = useMutation({
    mutationFn: (search: SavedSearch) => removeSavedSearch(search.id),
    onMutate: () => setFailed(false),
    onSuccess: async (_, search) => {
      setNotice(t('removed', { name: search.name }));
      await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      headingRef.current?.focus();
    },
    onError: () => setFailed(true),
  });
  const title = (
    <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
      {heading ?? t('heading')}
    </h1>
  );

  if (status !== 'loggedIn') {
    return (
      <div className={`${container.container} ${styles.page}`}>
        {title}
        {status === 'unknown' ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p>{t('login')}</p>
            <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
              {t('loginButton')}
            </button>
          </>
        )}
      </div>
    );
  }

  const searchHref = linkFor(site.key, 'searchHomes');
  const date = new Intl.DateTimeFormat(site.locale === 'no' ? 'nb' : site.locale, {
    dateStyle: 'long',
    timeZone: timeZoneOf(site.country),
  });
  return (
    <div className={`${container.container} ${styles.page}`}>
      {title}
      <p>{t('intro')}</p>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {failed && (
        <p role="alert" className={styles.alert}>
          {t('failed')}
        </p>
      )}
      {searches.isError ? (
        <div className={styles.stack}>
          <p role="alert">{t('errorFetching')}</p>
          <button type="button" className={styles.secondary} onClick={() => searches.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !searches.data ? (
        <p role="status">{t('loading')}</p>
      ) : searches.data.length === 0 ? (
        <p className={styles.empty}>
          {t('empty')} {searchHref && <AppLink href={searchHref}>{t('search')}</AppLink>}
        </p>
      ) : (
        <ul className={styles.list}>
          {searches.data.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              savedOn={t('savedOn', { date: date.format(new Date(search.createdAt)) })}
              removing={remove.isPending}
              onRemove={() => remove.mutate(search)}
              onRenamed={(name) => setNotice(t('renamed', { name }))}
              onAlertsChanged={(changed) =>
                setNotice(
                  t('alertsChanged', {
                    name: changed.name,
                    frequency: t(`alertFrequency.${changed.alertFrequency}`),
                  }),
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchItem({
  search,
  savedOn,
  removing,
  onRemove,
  onRenamed,
  onAlertsChanged,
}: {
  search: SavedSearch;
  savedOn: string;
  removing: boolean;
  onRemove(): void;
  onRenamed(name: string): void;
  onAlertsChanged(search: SavedSearch): void;
}) {
  const { t } = useSavedSearchesTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<'name' | 'alerts' | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const alertsButton = useRef<HTMLButtonElement>(null);
  // Which form is closing: the button that opened it takes the focus back once it shows again.
  const returnFocus = useRef<'name' | 'alerts' | null>(null);
  const form = useZodForm(renameSchema, { defaultValues: { name: search.name } });
  const rename = useMutation({
    mutationFn: (name: string) => updateSavedSearch(search.id, { name }),
    onSuccess: async (renamed) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      onRenamed(renamed.name);
      close();
    },
  });
  const close = () => {
    returnFocus.current = editing;
    setEditing(null);
  };
  useEffect(() => {
    if (editing === 'name') form.setFocus('name');
    else if (!editing && returnFocus.current) {
      (returnFocus.current === 'alerts' ? alertsButton : renameButton).current?.focus();
      returnFocus.current = null;
    }
  }, [editing, form]);

  return (
    <li className={styles.item} data-saved-search={search.id}>
      <h2 className={styles.name}>{search.name}</h2>
      {/* What it looks for, so two searches can be told apart (issue 33 item 12). */}
      {search.criteria.join(', ') !== search.name && <p data-criteria="">{search.criteria.join(' · ')}</p>}
      <p className={styles.meta}>{savedOn}</p>
      <p className={styles.meta} data-alert-frequency={search.alertFrequency}>
        {t('alertStatus', { frequency: t(`alertFrequency.${search.alertFrequency}`) })}
      </p>
      {editing === 'alerts' ? (
        <AlertFrequencyForm
          search={search}
          onSaved={(changed) => {
            onAlertsChanged(changed);
            close();
          }}
          onCancel={close}
        />
      ) : editing === 'name' ? (
        <ZodForm form={form} onValid={(values) => rename.mutate(values.name)} className={styles.stack}>
          <TextField name="name" label={t('newName')} maxLength={80} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={rename.isPending}>
              {t('save')}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              {t('cancel')}
            </button>
          </div>
          {rename.isError && (
            <p role="alert" className={styles.alert}>
              {t('failed')}
            </p>
          )}
        </ZodForm>
      ) : (
        <div className={styles.actions}>
          <AppLink href={search.url} className={styles.primary}>
            {t('open')}
          </AppLink>
          <button
            ref={renameButton}
            type="button"
            className={styles.secondary}
            aria-label={t('renameLabel', { name: search.name })}
            onClick={() => {
              form.reset({ name: search.name });
              setEditing('name');
            }}
          >
            {t('rename')}
          </button>
          <button
            ref={alertsButton}
            type="button"
            className={styles.secondary}
            aria-label={t('changeAlertsLabel', { name: search.name })}
            onClick={() => setEditing('alerts')}
          >
            {t('changeAlerts')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            aria-label={t('removeLabel', { name: search.name })}
            disabled={removing}
            onClick={onRemove}
          >
            {t('remove')}
          </button>
        </div>
      )}
    </li>
  );
}
