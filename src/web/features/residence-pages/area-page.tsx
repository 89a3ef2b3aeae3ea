import { formatPriceRange } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import { CARD_WIDTHS, IMAGE_SIZES } from '../../../shared/media/image-urls';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import type { AreaPageViewModel, AreaStageCard } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { useSite } from '../../ui/site-context';
import { ImageGallery } from './image-gallery';
import { JsonLd } from './json-ld';
import { Paragraphs, withoutLead } from './paragraphs';
import { ResidenceImage } from './residence-image';
import { stageStatusLabel, stageStatusTone } from './residence-labels';
import { ResidenceMapPanel } from './residence-map-panel';
import styles from './residence-page.module.css';
import { StatusBadge } from './status-badge';

function StageCard({ stage }: { stage: AreaStageCard }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const facts = [
    stage.price.min === null ? '' : formatPriceRange(stage.price.min, stage.price.max, site.country),
    stage.rooms.min === null ? '' : formatRooms(stage.rooms.min, stage.rooms.max, locale),
  ].filter(Boolean);
  return (
    <li className={styles.card}>
      <ResidenceImage image={{ ...stage.image, altText: '' }} sizes={IMAGE_SIZES.card} widths={CARD_WIDTHS} />
      <div className={styles.cardBody}>
        <StatusBadge label={stageStatusLabel(t, stage.status)} tone={stageStatusTone(stage.status)} />
        <h3 className={styles.cardTitle}>
          <AppLink href={stage.url}>{stage.name}</AppLink>
        </h3>
        {facts.length > 0 && <p className={styles.factLine}>{facts.join(' · ')}</p>}
        <p>{stage.shortDescription}</p>
      </div>
    </li>
  );
}

/** An area page: its view, description, the site's stages in it as cards, and a map of them. */
export function AreaPage({ area, breadcrumbs }: { area: AreaPageViewModel; breadcrumbs: Breadcrumb[] }) {
  const { t } = useTranslation();
  const homesForSale = area.stages.reduce((sum, stage) => sum + stage.homesForSale, 0);
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{area.areaName}</h1>
        <p className={styles.place}>
          {area.municipalityName}, {area.countyName}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.galleryColumn}>
          <ImageGallery images={area.images} name={area.areaName} />
        </div>
        <aside className={styles.aside} aria-labelledby="about">
          <div className={styles.factsCard}>
            <h2 id="about" className={styles.factsHeading}>
              {t('residencePages.area.about')}
            </h2>
            {area.shortDescription && <p className={styles.asideLead}>{area.shortDescription}</p>}
            <p className={styles.muted}>{t('residence.facts.homesForSale', { count: homesForSale })}</p>
          </div>
        </aside>
        <div className={styles.main}>
          <section
            className={`${styles.section} ${styles.prose}`}
            aria-label={t('residencePages.area.about')}
          >
            <Paragraphs text={withoutLead(area.description, area.shortDescription)} />
          </section>
          <section className={styles.section} aria-labelledby="stages">
            <h2 id="stages" className={styles.sectionHeading}>
              {t('residencePages.area.stages')}
            </h2>
            {area.stages.length === 0 ? (
              <p>{t('residencePages.area.noStages')}</p>
            ) : (
              <ul className={styles.cards}>
                {area.stages.map((stage) => (
                  <StageCard key={stage.id} stage={stage} />
                ))}
              </ul>
            )}
          </section>
          <ResidenceMapPanel
            heading={t('residencePages.area.map')}
            label={t('residencePages.area.mapLabel', { name: area.areaName })}
            points={area.stages.map((stage) => ({
              id: stage.id,
              lat: stage.geo.lat,
              lng: stage.geo.lng,
              label: stage.name,
              kind: 'stage' as const,
            }))}
          />
        </div>
      </div>
      <JsonLd items={area.structuredData} />
    </article>
  );
}
