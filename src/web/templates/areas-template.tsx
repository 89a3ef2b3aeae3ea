import { CARD_WIDTHS, IMAGE_SIZES } from '../../shared/media/image-urls';
import type { AreasViewModel } from '../../shared/residence/areas-view-model';
import { JsonLd } from '../features/residence-pages/json-ld';
import { ResidenceImage } from '../features/residence-pages/residence-image';
import styles from '../features/residence-pages/residence-page.module.css';
import { usePublicTemplatesTranslation } from '../i18n/public-templates-texts';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { Breadcrumbs } from '../ui/breadcrumbs';
import container from '../ui/container.module.css';
import type { TemplateProps } from './template-props';

// The areas list (template `areas`, flows §2.2; issue 35 item 4): the site's residence areas as
// cards, each linking to its area page, with its place, projects and homes for sale from the
// catalogue (server/modules/residence/pages/areas-page.ts).

type Props = AreasViewModel & { structuredData?: Record<string, unknown>[] };

export function AreasTemplate({ payload, viewModel }: TemplateProps) {
  const page = viewModel as unknown as Props;
  const { t } = useTranslation();
  const texts = usePublicTemplatesTranslation().t;
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={payload.template.breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{page.heading}</h1>
        <p className={styles.place}>{page.preamble}</p>
        {page.searchUrl && (
          <p>
            <AppLink href={page.searchUrl}>{texts('areas.search')}</AppLink>
          </p>
        )}
      </header>
      {page.areas.length === 0 ? (
        <p>{texts('areas.none')}</p>
      ) : (
        <ul className={styles.cards} aria-label={texts('areas.listLabel')}>
          {page.areas.map((area) => (
            <li key={area.id} className={styles.card} data-area-id={area.id}>
              <ResidenceImage
                image={{ ...area.image, altText: '' }}
                sizes={IMAGE_SIZES.card}
                widths={CARD_WIDTHS}
              />
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>
                  <AppLink href={area.url}>{area.name}</AppLink>
                </h2>
                <p className={styles.place}>
                  {area.municipalityName}, {area.countyName}
                </p>
                <p className={styles.factLine}>
                  {texts('areas.stages', { count: area.stageCount })} ·{' '}
                  {t('residence.facts.homesForSale', { count: area.homesForSale })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <JsonLd items={page.structuredData ?? []} />
    </article>
  );
}
