import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import { linkFor } from '../../../shared/sites/feature-availability';
import { useMyHomesTranslation } from '../../i18n/my-homes-texts';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { setSaved } from '../../ui/residence-actions/saved-residences';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './my-homes.module.css';
import { SavedHomeCard } from './saved-home-card';
import { hitOf, residenceIdOf, type SavedList } from './saved-homes';
import { useSavedHits } from './use-saved-hits';

// My homes under my pages (template 'my-homes', flows §2.4 "my residences", issue 15 item 6):
// the favourites, interests and purchases of the user as read, each a card with the home's
// current status and price. The header's favourites button lands on #favorites. The page
// needs login: the server sends visitors to the login page first.

const SECTION_IDS: Readonly<Record<SavedList, string>> = {
  favourite: 'favorites',
  interest: 'interests',
  purchase: 'purchases',
};

interface Removed {
  list: Exclude<SavedList, 'purchase'>;
  relation: ResidenceRelation;
  name: string;
}

export function MyHomesPage({ heading }: { heading?: string }) {
  const { t } = useMyHomesTranslation();
  const { t: common } = useTranslation();
  const { status, user, requestLogin, reloadUser } = useSession();
  const { site } = useSite();
  const location = useLocation();
  const favourites = user?.favorites ?? [];
  const interests = user?.interests ?? [];
  const purchases = user?.purchases ?? [];
  const hits = useSavedHits(site.siteId, [...favourites, ...interests, ...purchases], user !== null);
  const [notice, setNotice] = useState<Removed | null>(null);
  const [failed, setFailed] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const change = useMutation({
    mutationFn: async ({ removed, on }: { removed: Removed; on: boolean }) => {
      await setSaved(removed.list, residenceIdOf(removed.relation), on);
      await reloadUser();
    },
    onMutate: () => setFailed(false),
    onSuccess: (_, { removed, on }) => {
      setNotice(on ? null : removed);
      if (on) headingRef.current?.focus();
    },
    onError: () => setFailed(true),
  });

  // The removed card's button is gone: the keyboard continues from the notice's undo button.
  useEffect(() => {
    if (notice) undoRef.current?.focus();
  }, [notice]);

  // #favorites (the header's button) and the other section anchors, once the sections show.
  const loaded = hits.data !== undefined;
  useEffect(() => {
    const id = location.hash.slice(1);
    if (!loaded || !id) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [loaded, location.hash]);

  if (status !== 'loggedIn' || !user) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        <h1 className={styles.heading}>{heading ?? t('heading')}</h1>
        {status === 'unknown' ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p>{t('login')}</p>
            <button type="button" className={styles.primaryButton} onClick={() => requestLogin('private')}>
              {common('header.login')}
            </button>
          </>
        )}
      </div>
    );
  }

  const searchHref = linkFor(site.key, 'searchHomes');
  const section = (list: SavedList, relations: readonly ResidenceRelation[]) => {
    const id = SECTION_IDS[list];
    const title = t(list === 'favourite' ? 'favourites' : list === 'interest' ? 'interests' : 'purchases');
    const empty = t(
      list === 'favourite' ? 'emptyFavourites' : list === 'interest' ? 'emptyInterests' : 'emptyPurchases',
    );
    const removable = list !== 'purchase';
    return (
      <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
        <h2 id={`${id}-heading`} className={styles.sectionHeading}>
          {title}
        </h2>
        {notice && notice.list === list && (
          <div role="status" className={styles.notice}>
            <p>{t(list === 'favourite' ? 'removedFavourite' : 'removedInterest', { name: notice.name })}</p>
            <button
              ref={undoRef}
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                // Not disabled while a change runs: it takes the focus as soon as it shows.
                if (!change.isPending) change.mutate({ removed: notice, on: true });
              }}
            >
              {t('undo')}
            </button>
          </div>
        )}
        {relations.length === 0 ? (
          <p className={styles.empty}>
            {empty} {searchHref && list !== 'purchase' && <AppLink href={searchHref}>{t('search')}</AppLink>}
          </p>
        ) : !loaded ? (
          <p role="status">{hits.isError ? t('errorFetching') : t('loading')}</p>
        ) : (
          <ul className={styles.list}>
            {relations.map((relation) => (
              <SavedHomeCard
                key={residenceIdOf(relation)}
                list={list}
                relation={relation}
                hit={hitOf(relation, hits.data)}
                removing={change.isPending}
                onRemove={
                  removable
                    ? (target, name) =>
                        change.mutate({ removed: { list, relation: target, name }, on: false })
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading ?? t('heading')}
      </h1>
      <p>{t('intro')}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('removeFailed')}
        </p>
      )}
      {hits.isError && !loaded && (
        <button type="button" className={styles.secondaryButton} onClick={() => hits.refetch()}>
          {t('retry')}
        </button>
      )}
      {section('favourite', favourites)}
      {section('interest', interests)}
      {section('purchase', purchases)}
    </div>
  );
}
