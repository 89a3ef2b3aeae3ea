import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { linkFor } from '../../../shared/sites/feature-availability';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import { useTranslation } from '../../i18n/use-translation';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { errandFamilyOf } from './api/errand-family';
import { useErrandsQuery } from './api/errands';
import { ErrandCard } from './errand-card';
import { ErrandDetails } from './errand-details';
import { ErrandListControls } from './errand-list-controls';
import { type ErrandListState, listStateQuery, readListState, visibleErrands } from './errand-list-rules';
import styles from './errands.module.css';
import { FetchError } from './fetch-error';
import { InspectionRounds } from './inspection-rounds';

// My errands (template 'my-errands', flows §2.8): a resident's own errands, or a board
// login's association's, with sort and filters kept in the query string; ?errandId= opens
// one errand. The page needs login: the server sends visitors to the login page first.
export function ErrandsPage({ heading }: { heading?: string }) {
  const { t } = useErrandsTranslation();
  const { t: common } = useTranslation();
  const { status, user, requestLogin } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readListState(location.search);
  const family = errandFamilyOf(user);

  const hrefFor = useCallback(
    (next: ErrandListState) => `${location.pathname}${listStateQuery(next)}`,
    [location.pathname],
  );

  // Back from one errand, the keyboard continues from that errand's link once the list shows.
  const lastOpened = useRef<string | null>(null);
  const returnFocus = useRef<string | null>(null);
  if (state.errandId) lastOpened.current = state.errandId;
  else if (lastOpened.current) {
    returnFocus.current = lastOpened.current;
    lastOpened.current = null;
  }

  if (status !== 'loggedIn' || !user) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        <h1 className={styles.heading}>{heading ?? t('heading')}</h1>
        {status === 'unknown' ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <button type="button" className={styles.primaryButton} onClick={() => requestLogin('private')}>
            {common('header.login')}
          </button>
        )}
      </div>
    );
  }

  if (state.errandId) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        <ErrandDetails
          key={state.errandId}
          id={state.errandId}
          family={family}
          backHref={hrefFor({ ...state, errandId: null })}
        />
      </div>
    );
  }

  const board = user.isBoardMember ? user.brfAccount : null;
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{board ? t('boardHeading') : (heading ?? t('heading'))}</h1>
      <p>{board ? t('boardIntro', { name: board.name }) : t('intro')}</p>
      <ErrandList
        state={state}
        family={family}
        isBoard={board !== null}
        hrefFor={hrefFor}
        returnFocus={returnFocus}
        // From the address as it is now, not as this render read it: the router shows a
        // navigation in a transition, so a second choice right after the first would otherwise
        // start from the state before the first.
        onChange={(next) =>
          navigate(hrefFor({ ...readListState(window.location.search), ...next }), {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
      {board && <InspectionRounds />}
    </div>
  );
}

function ErrandList({
  state,
  family,
  isBoard,
  hrefFor,
  returnFocus,
  onChange,
}: {
  state: ErrandListState;
  family: ReturnType<typeof errandFamilyOf>;
  isBoard: boolean;
  hrefFor: (next: ErrandListState) => string;
  returnFocus: RefObject<string | null>;
  onChange: (next: Partial<ErrandListState>) => void;
}) {
  const { t } = useErrandsTranslation();
  const query = useErrandsQuery(family, true);
  const loaded = query.data !== undefined;

  useEffect(() => {
    const id = returnFocus.current;
    if (!loaded || !id) return;
    returnFocus.current = null;
    document.querySelector<HTMLElement>(`[data-errand-id="${id}"] h2 a`)?.focus();
  }, [loaded, returnFocus]);

  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError) return <FetchError title={t('errorFetching')} onRetry={() => void query.refetch()} />;

  const all = visibleErrands(query.data, { ...state, status: null, type: null });
  if (all.length === 0) {
    return (
      <div className={styles.notice} data-errands-empty="">
        <p className={styles.noticeTitle}>{isBoard ? t('emptyBoard') : t('empty')}</p>
        <ReportFaultLink isBoard={isBoard} primary />
      </div>
    );
  }

  const shown = visibleErrands(query.data, state);
  return (
    <>
      <ReportFaultLink isBoard={isBoard} />
      <ErrandListControls state={state} onChange={onChange} />
      <p role="status" className={styles.count}>
        {t('count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>{t('noMatch')}</p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => onChange({ status: null, type: null })}
          >
            {t('showAll')}
          </button>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {shown.map((errand) => (
            <ErrandCard key={errand.id} errand={errand} href={hrefFor({ ...state, errandId: errand.id })} />
          ))}
        </ul>
      )}
    </>
  );
}

/** A new report from my pages: the fault-report page opens the wizard for the user's role. */
function ReportFaultLink({ isBoard, primary = false }: { isBoard: boolean; primary?: boolean }) {
  const { t } = useErrandsTranslation();
  const { site } = useSite();
  const faultReport = linkFor(site.key, 'faultReport');
  if (!faultReport) return null;
  return (
    <p>
      {/* A whole page load: the wizard's hash trigger is read when a page loads. */}
      <a
        href={`${faultReport}${isBoard ? '#open-board-case' : '#open-case'}`}
        className={primary ? styles.primaryButton : styles.secondaryButton}
        data-report-fault=""
      >
        {t('reportFault')}
      </a>
    </p>
  );
}
