import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ApiRequestError } from '../../../../shared/api/api-request-error';
import { formatDate } from '../../../../shared/format/dates';
import {
  BOARD_UNIT_TYPES,
  type BoardUnit,
  type BoardUnitType,
  type boardContract,
} from '../../../../shared/my-pages/board-contracts';
import { BOARD_ENDPOINTS } from '../../../../shared/my-pages/board-endpoints';
import { linkFor } from '../../../../shared/sites/feature-availability';
import { withQuery } from '../../../../shared/sites/routes';
import { useMyPagesTranslation } from '../../../i18n/my-pages-texts';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { AppLink } from '../../../ui/app-link';
import container from '../../../ui/container.module.css';
import { useSession } from '../../../ui/session/session-context';
import { useSite } from '../../../ui/site-context';
import styles from '../my-pages.module.css';
import board from './board-page.module.css';

// The board member's page (issue 35 item 4; flows §2.2 "my pages (board member)", §6): the
// association's properties, stairwells or homes, chosen by a building-type filter (Object /
// Stairs / Property, kept in the URL's ?type= for a reload or a shared link, written with
// history.replaceState: a new query would load the page's view model again), each with the
// errands filed on it. The server
// answers only a board login of the association (GET /my_pages/board); anyone else is told so.

const typeOf = (search: string): BoardUnitType => {
  const value = new URLSearchParams(search).get('type');
  return (BOARD_UNIT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as BoardUnitType)
    : 'property';
};

export function BoardPage({ heading }: { heading?: string }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const { user } = useSession();
  const location = useLocation();
  const [type, setType] = useState(() => typeOf(location.search));
  const page = useQuery({
    queryKey: ['my-pages', 'board', user?.id ?? null, type],
    queryFn: () => callEndpoint<typeof boardContract>(BOARD_ENDPOINTS.board, { query: { type } }),
    enabled: user !== null,
    retry: false,
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
  const faultReport = linkFor(site.key, 'faultReport');
  const errandsPath = linkFor(site.key, 'myErrands');
  const choose = (next: BoardUnitType) => {
    setType(next);
    const query = new URLSearchParams(window.location.search);
    if (next === 'property') query.delete('type');
    else query.set('type', next);
    const search = query.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    );
  };

  const title = <h1 className={styles.heading}>{heading ?? t('board.pageLink')}</h1>;
  if (!user || page.isPending)
    return (
      <div className={`${container.container} ${styles.page}`}>
        {title}
        <p role="status">{t('loading')}</p>
      </div>
    );
  if (page.isError) {
    const forbidden = (page.error as ApiRequestError).code === 'FORBIDDEN';
    return (
      <div className={`${container.container} ${styles.page}`}>
        {title}
        <p role="alert" data-board-forbidden={forbidden ? '' : undefined}>
          {forbidden ? t('boardPage.forbidden') : t('errorFetching')}
        </p>
        {!forbidden && (
          <button type="button" className={styles.primary} onClick={() => page.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  const data = page.data;
  return (
    <div className={`${container.container} ${styles.page}`}>
      {title}
      <p className={styles.intro}>
        {data.association.name} · {t('board.organisationNumber')} {data.association.organisationNumber}
      </p>
      <p>{t('boardPage.intro')}</p>
      <fieldset className={board.filter}>
        <legend>{t('boardPage.filter')}</legend>
        {BOARD_UNIT_TYPES.map((option) => (
          <label key={option} className={board.option}>
            <input
              type="radio"
              name="board-unit-type"
              value={option}
              checked={type === option}
              onChange={() => choose(option)}
            />
            <span>
              {t(`boardPage.types.${option}`)} <span className={styles.muted}>({data.counts[option]})</span>
            </span>
          </label>
        ))}
      </fieldset>
      {data.units.length === 0 ? (
        <p>{t('boardPage.empty')}</p>
      ) : (
        <ul className={board.units} aria-busy={page.isFetching} data-board-units={data.type}>
          {data.units.map((unit) => (
            <UnitCard key={unit.id} unit={unit} errandsPath={errandsPath} />
          ))}
        </ul>
      )}
      {faultReport && (
        <p className={styles.section}>
          <AppLink href={faultReport}>{t('boardPage.newCase')}</AppLink>
        </p>
      )}
    </div>
  );
}

function UnitCard({ unit, errandsPath }: { unit: BoardUnit; errandsPath?: string }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const open = unit.errands.filter((errand) => errand.open).length;
  return (
    <li className={styles.card} data-board-unit={unit.type}>
      <h2>{unit.name}</h2>
      <p className={styles.muted}>{unit.address}</p>
      <p>{t('boardPage.openCount', { n: open })}</p>
      {unit.errands.length === 0 ? (
        <p>{t('boardPage.noErrands')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('boardPage.errands')}>
          {unit.errands.map((errand) => {
            const label = t('boardPage.ticket', { number: errand.ticketNumber });
            return (
              <li key={errand.id} data-board-errand={errand.ticketNumber}>
                {errandsPath ? (
                  <AppLink href={withQuery(errandsPath, { errandId: errand.id })}>{label}</AppLink>
                ) : (
                  <span className={styles.strong}>{label}</span>
                )}{' '}
                {errand.areaName} · {errand.status} ·{' '}
                {t('boardPage.registered', { date: formatDate(errand.creationDate, site.locale) })}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
