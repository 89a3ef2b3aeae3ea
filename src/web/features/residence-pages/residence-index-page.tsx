import type { Breadcrumb } from '../../../shared/page/page-payload';
import { municipalityAnchor } from '../../../shared/residence/municipality-anchor';
import type { ResidenceIndexViewModel } from '../../../shared/residence/residence-page-view-models';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import { JsonLd } from './json-ld';
import styles from './residence-index.module.css';
import { stageStatusLabel } from './residence-labels';

/** Every searchable stage of the site as plain links, by county and municipality: crawlable. */
export function ResidenceIndexPage({
  index,
  breadcrumbs,
}: {
  index: ResidenceIndexViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useTranslation();
  const municipalityCount = index.counties.reduce((sum, county) => sum + county.municipalities.length, 0);
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('residencePages.index.heading')}</h1>
        <p className={styles.intro}>
          {t('residencePages.index.intro', { count: index.stageCount, municipalities: municipalityCount })}
        </p>
        {index.searchUrl && (
          <AppLink href={index.searchUrl} className={styles.searchLink}>
            {t('residencePages.index.toSearch')}
            <Icon name="arrowRight" size={18} />
          </AppLink>
        )}
      </header>
      {index.counties.length === 0 ? (
        <p>{t('residencePages.index.empty')}</p>
      ) : (
        <div className={styles.counties}>
          {index.counties.map((county) => (
            <section key={county.slug} className={styles.county} aria-labelledby={`county-${county.slug}`}>
              <h2 id={`county-${county.slug}`} className={styles.countyName}>
                {county.name} <span className={styles.count}>({county.stageCount})</span>
              </h2>
              {county.municipalities.map((municipality) => (
                <div key={municipality.slug} className={styles.municipality}>
                  <h3 id={municipalityAnchor(municipality.slug)} className={styles.municipalityName}>
                    {municipality.name}{' '}
                    <span className={styles.count}>
                      {t('residencePages.index.municipalityCount', { count: municipality.stages.length })}
                    </span>
                  </h3>
                  <ul className={styles.stages}>
                    {municipality.stages.map((stage) => (
                      <li key={stage.id}>
                        <AppLink href={stage.url}>{stage.name}</AppLink>
                        <span className={styles.status}>{stageStatusLabel(t, stage.status)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
      <JsonLd items={index.structuredData} />
    </article>
  );
}
