import { type ReactNode, useMemo, useState } from 'react';
import type { ExplorerData, ExplorerObject } from '../../../shared/explorer/explorer-contracts';
import {
  defaultFilter,
  type ExplorerFilter,
  filterBoundsOf,
  matchingIds,
} from '../../../shared/explorer/explorer-filter';
import {
  directionAzimuth,
  directSunHours,
  facadeIrradiance,
  localInstant,
  sunPosition,
} from '../../../shared/explorer/sun-study';
import { formatDate } from '../../../shared/format/dates';
import { formatNumber } from '../../../shared/format/numbers';
import { availabilityOf } from '../../../shared/residence/home-availability';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../ui/site-context';
import { useExplorerData } from './api/explorer-data';
import styles from './explorer.module.css';
import { directionLabel, homeTexts, STATUS_ORDER, statusColour, statusLabel } from './explorer-display';
import { ExplorerFilters } from './explorer-filters';
import { FacadeView } from './facade-view';
import { HomeCard } from './home-card';
import { HomeList } from './home-list';
import { SunControls } from './sun-controls';

// The residence explorer (issue 16 item 3; flows §3.8, §4.6): the stage's buildings drawn with
// a click area per home coloured by status, filters that dim the homes that do not match, a sun
// study over a chosen day and time, a card per home with its floor plan, furnishings and 360°
// view, and the same homes as a list. Loaded lazily by explorer-section.tsx.

interface Props {
  stageId: string;
  stageName: string;
}

export default function Explorer({ stageId, stageName }: Props) {
  const { t } = useExplorerTranslation();
  const query = useExplorerData(stageId);
  // A failed fetch shows what an empty stage shows (flows §7.4: silently).
  const data = query.data;
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className={styles.placeholder} data-explorer-state="loading">
        {t('loading')}
      </div>
    );
  else if (!data || data.noViews)
    body = (
      <p className={styles.noViews} data-explorer-state="no-views">
        {t('noViews')}
      </p>
    );
  else body = <ExplorerBody data={data} stageName={stageName} />;
  return (
    <section id="explorer" className={styles.section} aria-labelledby="explorer-heading">
      <h2 id="explorer-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {body}
    </section>
  );
}

function ExplorerBody({ data, stageName }: { data: ExplorerData; stageName: string }) {
  const { t } = useExplorerTranslation();
  const { t: mainT } = useTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const bounds = useMemo(() => filterBoundsOf(data.apts), [data.apts]);
  const [filter, setFilter] = useState<ExplorerFilter>(() => defaultFilter(bounds));
  const [viewId, setViewId] = useState(data.settings.firstView ?? data.views[0]?.id ?? '');
  const [date, setDate] = useState(data.sunStudy.date);
  const [minutes, setMinutes] = useState(13 * 60);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);

  const view = data.views.find((candidate) => candidate.id === viewId) ?? data.views[0];
  const apts = useMemo(() => new Map(data.apts.map((apt) => [apt.id, apt])), [data.apts]);
  const matching = useMemo(() => matchingIds(data.apts, filter, bounds), [data.apts, filter, bounds]);
  const { lat, lng, timeZone } = data.sunStudy;
  const sun = sunPosition(localInstant(date, minutes, timeZone), lat, lng);
  // Hours of direct sun by direction: eight directions, however many homes.
  const sunHours = useMemo(() => {
    const hours = new Map<number, number>();
    for (const apt of data.apts)
      if (!hours.has(apt.direction))
        hours.set(apt.direction, directSunHours(date, lat, lng, timeZone, directionAzimuth(apt.direction)));
    return hours;
  }, [data.apts, date, lat, lng, timeZone]);

  if (!view) return null;
  const perMonth = (amount: string) => t('card.perMonth', { amount });
  const textsOf = (apt: ExplorerObject) => homeTexts(apt, locale, site.country, perMonth);
  const hoursText = (apt: ExplorerObject) =>
    t('sun.hours', {
      hours: formatNumber(sunHours.get(apt.direction) ?? 0, { decimals: 1, trimZeros: true, locale }),
    });
  const isRental = (apt: ExplorerObject) => apt.price === null;
  const homeLabel = (apt: ExplorerObject) => {
    const texts = textsOf(apt);
    return `${t('homeLabel', { name: apt.apartmentNumber, status: statusLabel(mainT, apt.objectStatus, isRental(apt)), ...texts })}, ${t('floor', { floor: apt.floor })}, ${hoursText(apt)}`;
  };
  const viewName = (candidate: typeof view) =>
    candidate.kind === 'apartments'
      ? t('building', { name: candidate.name })
      : t('houses', { name: candidate.name });
  const viewHomes = view.clickAreas.map((area) => apts.get(area.objectId)).filter((apt) => apt !== undefined);
  const matchingInView = viewHomes.filter((apt) => matching.has(apt.id));
  const hovered = hoverId ? apts.get(hoverId) : undefined;
  const hoveredArea = hovered ? view.clickAreas.find((area) => area.objectId === hovered.id) : undefined;
  const opened = openId ? apts.get(openId) : undefined;
  // The legend counts as the stage's facts do (home-availability.ts): homes for rent apart from
  // homes for sale, each under its own name.
  const statusCounts = STATUS_ORDER.flatMap((status): { status: number; rental: boolean }[] =>
    status === OBJECT_STATUS.forSale
      ? [
          { status, rental: false },
          { status, rental: true },
        ]
      : [{ status, rental: false }],
  )
    .map(({ status, rental }) => ({
      status,
      rental,
      count: data.apts.filter(
        (apt) =>
          apt.objectStatus === status &&
          (status !== OBJECT_STATUS.forSale ||
            availabilityOf(apt.objectStatus, isRental(apt)) === (rental ? 'forRent' : 'forSale')),
      ).length,
    }))
    .filter(({ count }) => count > 0);
  const facadeLit = facadeIrradiance(sun, directionAzimuth(view.direction)) > 0;

  return (
    <div className={styles.explorer} data-explorer-state="ready">
      <div className={styles.stage}>
        {data.views.length > 1 && (
          <fieldset className={styles.viewTabs}>
            <legend className={styles.visuallyHidden}>{t('views')}</legend>
            {data.views.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className={styles.chip}
                aria-pressed={candidate.id === view.id}
                onClick={() => setViewId(candidate.id)}
                data-view={candidate.id}
              >
                {viewName(candidate)}
              </button>
            ))}
          </fieldset>
        )}
        <div className={styles.drawing}>
          <FacadeView
            view={view}
            apts={apts}
            matching={matching}
            sun={sun}
            label={t('facade', {
              name: viewName(view),
              direction: directionLabel(mainT, view.direction).toLowerCase(),
            })}
            activeId={activeId}
            homeLabel={homeLabel}
            onActive={setActiveId}
            onHover={setHoverId}
            onOpen={setOpenId}
          />
          {hovered && hoveredArea && (
            <div
              className={styles.tooltip}
              aria-hidden="true"
              data-explorer-tooltip={hovered.id}
              style={{
                left: `${(Math.min(...hoveredArea.points.map(([x]) => x)) / view.width) * 100}%`,
                bottom: `${(1 - Math.min(...hoveredArea.points.map(([, y]) => y)) / view.height) * 100}%`,
              }}
            >
              <strong>{hovered.apartmentNumber}</strong>
              <span>{statusLabel(mainT, hovered.objectStatus, isRental(hovered))}</span>
              <span>
                {textsOf(hovered).rooms} · {textsOf(hovered).area}
              </span>
              <span>{textsOf(hovered).price}</span>
              <span>{hoursText(hovered)}</span>
            </div>
          )}
        </div>
        <ul className={styles.legend} aria-label={t('legend')}>
          {statusCounts.map(({ status, rental, count }) => (
            <li key={`${status}-${rental}`}>
              <span
                className={styles.swatch}
                style={{ background: statusColour(status) }}
                aria-hidden="true"
              />
              {statusLabel(mainT, status, rental)} ({count})
            </li>
          ))}
        </ul>
        {matching.size === 0 && (
          <p className={styles.noMatch} role="status">
            {t('filters.noMatch')}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <ExplorerFilters
          filter={filter}
          bounds={bounds}
          locale={locale}
          country={site.country}
          matching={matching.size}
          total={data.apts.length}
          onChange={setFilter}
          onReset={() => setFilter(defaultFilter(bounds))}
        />
        <SunControls
          date={date}
          frames={data.sunStudy.frames}
          minutes={minutes}
          sun={sun}
          facadeLit={facadeLit}
          mainT={mainT}
          onDate={setDate}
          onMinutes={setMinutes}
        />
      </div>
      <div className={styles.listArea}>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={listOpen}
          onClick={() => setListOpen((open) => !open)}
          data-toggle-list=""
        >
          {listOpen ? t('list.hide') : t('list.show')}
        </button>
        {listOpen && (
          <HomeList
            caption={t('list.caption', { name: `${stageName}, ${viewName(view)}` })}
            rows={matchingInView.map((apt) => ({
              apt,
              texts: textsOf(apt),
              status: statusLabel(mainT, apt.objectStatus, isRental(apt)),
              sunHours: hoursText(apt),
            }))}
            onOpen={setOpenId}
          />
        )}
      </div>
      {opened && (
        <HomeCard
          key={opened.id}
          apt={opened}
          texts={textsOf(opened)}
          status={statusLabel(mainT, opened.objectStatus, isRental(opened))}
          facing={directionLabel(mainT, opened.direction)}
          sunHours={hoursText(opened)}
          sunHoursLabel={t('sun.hoursOn', { date: formatDate(date, locale) })}
          siteKey={site.key}
          homeType={data.homeTypes.find((type) => type.id === opened.homeTypeId)}
          view360={data.views360.find((candidate) => candidate.homeTypeId === opened.homeTypeId)}
          archetypes={data.archetypes.filter((archetype) => archetype.homeTypeId === opened.homeTypeId)}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
