import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { useCaseHandlerTranslation } from '../../i18n/case-handler-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { CaseDetail } from './case-detail';
import styles from './case-handler.module.css';
import { type CaseFilter, caseHandlerKeys, fetchStaffCases } from './case-handler-api';
import { CaseFilters, CaseTable } from './case-table';

// The case handler's view (issue 13 item 7): the handled sites' cases in a table, one case in a
// panel beside it where its status changes and comments are written. Whether the caller is a
// handler is the server's answer (403 for anyone else), never a guess of the page.
export function CaseHandlerPage({ heading }: { heading?: string }) {
  const { t } = useCaseHandlerTranslation();
  const { status, requestLogin } = useSession();
  const title = heading ?? t('title');

  return (
    <div className={`${container.container} ${styles.page}`}>
      {status === 'unknown' && (
        <>
          <h1 className={styles.heading}>{title}</h1>
          <p role="status">{t('loading')}</p>
        </>
      )}
      {status === 'anonymous' && (
        <>
          <h1 className={styles.heading}>{title}</h1>
          <p>{t('loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
            {t('login')}
          </button>
        </>
      )}
      {status === 'loggedIn' && <CaseDesk title={title} />}
    </div>
  );
}

function CaseDesk({ title }: { title: string }) {
  const { t } = useCaseHandlerTranslation();
  const [filter, setFilter] = useState<CaseFilter>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [knownSites, setKnownSites] = useState<SiteKey[]>([]);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const list = useQuery({
    queryKey: caseHandlerKeys.list(filter),
    queryFn: () => fetchStaffCases(filter),
    // A refusal is this page's own answer (not allowed), not a toast.
    meta: { silent: true },
    retry: false,
  });

  // The site filter offers the sites whose cases the handler has seen.
  useEffect(() => {
    const seen = (list.data ?? []).map((item) => item.siteKey as SiteKey);
    setKnownSites((known) => {
      const merged = [...new Set([...known, ...seen])];
      return merged.length === known.length ? known : merged;
    });
  }, [list.data]);

  const open = (id: string) => {
    setSelected(id);
    // The panel's heading takes focus once it shows the chosen case.
    requestAnimationFrame(() => detailHeading.current?.focus());
  };

  const close = () => {
    const id = selected;
    setSelected(null);
    // Back to the case's own button in the table, where the keyboard user left off (or to the
    // table, when a move took the case out of the filtered list).
    requestAnimationFrame(() =>
      (document.getElementById(`case-open-${id}`) ?? document.getElementById('case-table'))?.focus(),
    );
  };

  if (list.error instanceof ApiRequestError && [401, 403].includes(list.error.status)) {
    return <NotAllowed />;
  }

  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <CaseFilters filter={filter} sites={knownSites} onChange={setFilter} />
      {list.isPending && <p role="status">{t('loading')}</p>}
      {list.isError && (
        <p className={styles.alert} role="alert">
          {t('listFailed')}
        </p>
      )}
      {list.data && (
        <div className={styles.desk}>
          <CaseTable cases={list.data} selected={selected} onOpen={open} />
          {selected && <CaseDetail key={selected} id={selected} headingRef={detailHeading} onClose={close} />}
        </div>
      )}
    </>
  );
}

function NotAllowed() {
  const { t } = useCaseHandlerTranslation();
  const { site } = useSite();
  return (
    <>
      <h1 className={styles.heading}>{t('notAllowedTitle')}</h1>
      <p className={styles.alert} role="alert">
        {t('notAllowed')}
      </p>
      <p>
        <AppLink href={routeFor(site.key, 'myPages') ?? '/'}>{t('toMyPages')}</AppLink>
      </p>
    </>
  );
}
