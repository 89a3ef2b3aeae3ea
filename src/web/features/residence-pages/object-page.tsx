import type { ReactNode } from 'react';
import { formatArea } from '../../../shared/format/area';
import { formatRooms } from '../../../shared/format/rooms';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import type { ObjectPageViewModel } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import { ResidenceActions } from '../../ui/residence-actions/residence-actions';
import { ImageGallery } from './image-gallery';
import { JsonLd } from './json-ld';
import { ObjectFacts } from './object-facts';
import { ObjectStatusBanner } from './object-status-banner';
import { ResidenceImage } from './residence-image';
import { homeTypeLabel, objectStatusLabel, objectStatusTone } from './residence-labels';
import { ResidenceMapPanel } from './residence-map-panel';
import styles from './residence-page.module.css';
import { ShowingsList } from './showings-list';
import { StaffCards } from './staff-cards';
import { StatusBadge } from './status-badge';
import { SubMenu } from './sub-menu';

/** A home (object) page: status, pictures, floor plan, facts, its stage, showings, map. */
export function ObjectPage({
  home,
  breadcrumbs,
  showingAction,
  statusBanner,
}: {
  home: ObjectPageViewModel;
  breadcrumbs: Breadcrumb[];
  /** "Book a showing", handed in by the template (see StagePage). */
  showingAction?: ReactNode;
  /** In place of the home's status banner (the template's "continue your booking" around it). */
  statusBanner?: (banner: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const stage = { name: home.stageName, url: home.stageUrl };
  // "Hus 7" already names the home; "A-1203" reads better as "Lägenhet A-1203".
  const heading = /\s/.test(home.objectNumber)
    ? home.objectNumber
    : t('residencePages.object.heading', {
        homeType: homeTypeLabel(t, home.constructionForm),
        number: home.objectNumber,
      });
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <div className={styles.eyebrow}>
          <StatusBadge
            label={objectStatusLabel(t, home.status, home.price === null)}
            tone={objectStatusTone(home.status)}
          />
          <span>
            {formatRooms(home.rooms, null, locale)} · {formatArea(home.livingArea, locale)}
          </span>
        </div>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.place}>
          <AppLink href={home.stageUrl}>
            {t('residencePages.object.partOf', { name: home.stageName })}
          </AppLink>
          {' · '}
          {home.place.municipalityName}, {home.place.countyName}
        </p>
        <SubMenu items={home.subMenu} label={heading} />
      </header>

      {statusBanner ? (
        statusBanner(<ObjectStatusBanner status={home.status} stage={stage} />)
      ) : (
        <ObjectStatusBanner status={home.status} stage={stage} />
      )}

      <div className={styles.layout}>
        <div className={styles.galleryColumn}>
          <ImageGallery images={home.images} name={heading} />
        </div>
        <aside className={styles.aside} aria-labelledby="facts">
          <div className={styles.factsCard}>
            <h2 id="facts" className={styles.factsHeading}>
              {t('residencePages.facts.heading')}
            </h2>
            <ObjectFacts home={home} />
          </div>
          <ResidenceActions residenceId={home.id} stageId={home.stageId} objectId={home.id} name={heading}>
            {showingAction}
          </ResidenceActions>
          <AppLink href={home.stageUrl} className={styles.secondaryAction}>
            {t('residencePages.object.backToStage', { name: home.stageName })}
            <Icon name="arrowRight" size={18} />
          </AppLink>
        </aside>

        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="floor-plan">
            <h2 id="floor-plan" className={styles.sectionHeading}>
              {t('residencePages.object.floorPlan')}
            </h2>
            <figure className={styles.floorPlan}>
              <ResidenceImage image={home.floorPlan} sizes="(max-width: 900px) 100vw, 66vw" />
              <figcaption>{home.floorPlan.description}</figcaption>
            </figure>
          </section>

          <section className={`${styles.section} ${styles.prose}`} aria-labelledby="about">
            <h2 id="about" className={styles.sectionHeading}>
              {home.stageName}
            </h2>
            <p className={styles.lead}>{home.shortDescription}</p>
          </section>

          <div className={styles.twoColumns}>
            <ShowingsList showings={home.showings} hasExtraInfo={false} />
            <StaffCards staff={home.staff} />
          </div>

          <ResidenceMapPanel
            heading={t('residencePages.object.map')}
            label={t('residencePages.object.mapLabel', { number: home.objectNumber })}
            points={[{ id: home.id, lat: home.geo.lat, lng: home.geo.lng, label: heading, kind: 'object' }]}
          />
        </div>
      </div>
      <JsonLd items={home.structuredData} />
    </article>
  );
}
