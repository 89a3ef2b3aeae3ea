import type { ReactNode } from 'react';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import type { StagePageViewModel } from '../../../shared/residence/residence-page-view-models';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { hydrateLater } from '../../ui/hydrate-later';
import { Icon } from '../../ui/icon';
import { ResidenceActions } from '../../ui/residence-actions/residence-actions';
import { ImageGallery } from './image-gallery';
import { JsonLd } from './json-ld';
import { Paragraphs, withoutLead } from './paragraphs';
import { stageStatusLabel, stageStatusTone } from './residence-labels';
import { ResidenceMapPanel } from './residence-map-panel';
import styles from './residence-page.module.css';
import { ShowingsList } from './showings-list';
import { StaffCards } from './staff-cards';
import { StageFactsBox } from './stage-facts-box';
import { StatusBadge } from './status-badge';
import { SubMenu } from './sub-menu';

// The table of every home: below the fold, made live after the rest of the page (its code is
// not in the page's first load; ui/hydrate-later.tsx).
const StageObjectTable = hydrateLater(() =>
  import('./stage-object-table').then((module) => module.StageObjectTable),
);
// The project's phase (issue 35 item 5) has nothing to click: its code and texts need not
// weigh on the first load either.
const ProjectPhaseSteps = hydrateLater(() =>
  import('./project-phase-steps').then((module) => module.ProjectPhaseSteps),
);

/**
 * A stage (project) page: pictures, facts, the buyer's actions (favourite, interest, showing),
 * description, every home, showings, contacts, map. `showingAction` is the page's "book a
 * showing" (its form belongs to another feature, so the template hands it in), as is
 * `explorer`, the residence explorer's section.
 */
export function StagePage({
  stage,
  breadcrumbs,
  showingAction,
  explorer,
  notice,
}: {
  stage: StagePageViewModel;
  breadcrumbs: Breadcrumb[];
  showingAction?: ReactNode;
  /** What the visitor must know first (the template's "continue your booking"). */
  notice?: ReactNode;
  /** The residence explorer's section (another feature, so the template hands it in). */
  explorer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <div className={styles.eyebrow}>
          <StatusBadge label={stageStatusLabel(t, stage.status)} tone={stageStatusTone(stage.status)} />
          {stage.label && <span className={styles.label}>{stage.label}</span>}
        </div>
        <h1 className={styles.title}>{stage.stageName}</h1>
        <p className={styles.place}>
          {stage.place.municipalityName}, {stage.place.countyName}
          {stage.place.areaName && stage.place.areaUrl && (
            <>
              {' · '}
              <AppLink href={stage.place.areaUrl}>
                {t('residencePages.stage.partOfArea', { name: stage.place.areaName })}
              </AppLink>
            </>
          )}
        </p>
        <SubMenu items={stage.subMenu} label={stage.stageName} />
      </header>
      {notice}

      <div className={styles.layout}>
        <div className={styles.galleryColumn}>
          <ImageGallery images={stage.images} name={stage.stageName} />
        </div>
        <aside className={styles.aside} aria-labelledby="facts">
          <div className={styles.factsCard}>
            <h2 id="facts" className={styles.factsHeading}>
              {t('residencePages.facts.heading')}
            </h2>
            <StageFactsBox stage={stage} />
          </div>
          <ResidenceActions residenceId={stage.id} stageId={stage.id} objectId={null} name={stage.stageName}>
            {showingAction}
          </ResidenceActions>
          {stage.searchUrl && (
            <AppLink href={stage.searchUrl} className={styles.primaryAction}>
              {t('residencePages.stage.showOnSearch')}
              <Icon name="arrowRight" size={18} />
            </AppLink>
          )}
        </aside>

        <div className={styles.main}>
          <section className={`${styles.section} ${styles.prose}`} aria-labelledby="about">
            <h2 id="about" className={styles.sectionHeading}>
              {t('residencePages.stage.about')}
            </h2>
            <p className={styles.lead}>{stage.shortDescription}</p>
            <Paragraphs text={withoutLead(stage.description, stage.shortDescription)} />
          </section>
          <ProjectPhaseSteps project={stage.project} />
          {explorer}
        </div>
      </div>

      {/* Outside the two-column grid: the sticky facts column stops where the grid ends. */}
      <div className={styles.wide}>
        <section className={styles.section} aria-labelledby="homes">
          <div className={styles.sectionHeader}>
            <h2 id="homes" className={styles.sectionHeading}>
              {t('residencePages.stage.homes')}
            </h2>
            <span>{t('residencePages.stage.homesCount', { count: stage.objects.length })}</span>
          </div>
          {stage.objects.length > 0 ? (
            <StageObjectTable objects={stage.objects} stageName={stage.stageName} />
          ) : (
            <p>{t('residencePages.stage.noHomes')}</p>
          )}
        </section>

        <div className={styles.twoColumns}>
          <ShowingsList showings={stage.showings} hasExtraInfo={stage.hasExtraShowingsInfo} />
          <StaffCards staff={stage.staff} />
        </div>

        <ResidenceMapPanel
          heading={t('residencePages.stage.map')}
          label={t('residencePages.stage.mapLabel', { name: stage.stageName })}
          points={[
            { id: stage.id, lat: stage.geo.lat, lng: stage.geo.lng, label: stage.stageName, kind: 'stage' },
          ]}
        />
      </div>
      <JsonLd items={stage.structuredData} />
    </article>
  );
}
