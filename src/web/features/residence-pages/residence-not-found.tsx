import type { Breadcrumb } from '../../../shared/page/page-payload';
import type { ResidenceNotFoundViewModel } from '../../../shared/residence/residence-page-view-models';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import styles from './residence-page.module.css';

/** A missing stage or home: say so, and offer the stage, the index and the search. */
export function ResidenceNotFound({
  page,
  breadcrumbs,
}: {
  page: ResidenceNotFoundViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useTranslation();
  const isObject = page.type === 'object-not-found';
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={`${styles.header} ${styles.prose}`}>
        <h1 className={styles.title}>
          {isObject ? t('residencePages.notFound.objectHeading') : t('residencePages.notFound.stageHeading')}
        </h1>
        <p className={styles.lead}>
          {isObject && page.stage
            ? t('residencePages.notFound.objectText', { name: page.stage.name })
            : t('residencePages.notFound.stageText')}
        </p>
      </header>
      <ul className={styles.notFoundLinks}>
        {page.stage && (
          <li>
            <AppLink href={page.stage.url} className={styles.primaryAction}>
              {t('residencePages.notFound.toStage', { name: page.stage.name })}
            </AppLink>
          </li>
        )}
        <li>
          <AppLink
            href={page.indexUrl}
            className={page.stage ? styles.secondaryAction : styles.primaryAction}
          >
            {t('residencePages.notFound.toIndex')}
          </AppLink>
        </li>
        {page.searchUrl && (
          <li>
            <AppLink href={page.searchUrl} className={styles.secondaryAction}>
              {t('residencePages.notFound.toSearch')}
            </AppLink>
          </li>
        )}
      </ul>
    </article>
  );
}
