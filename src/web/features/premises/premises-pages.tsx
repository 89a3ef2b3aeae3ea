import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import type {
  PremisesNotFoundViewModel,
  RentalProjectViewModel,
  RentalStartViewModel,
} from '../../../shared/premises/premises-view-models';
import { useListingsTranslation } from '../../i18n/listings-texts';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { useSite } from '../../ui/site-context';
import styles from './premises.module.css';

// The premises not-found page (HTTP 404), and the rental start and rental project pages
// (flows §2.2). The premises object page is premises-object-page.tsx.

export function PremisesNotFoundPage({
  page,
  breadcrumbs,
}: {
  page: PremisesNotFoundViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useListingsTranslation();
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('premises.notFoundHeading')}</h1>
        <p className={styles.lead}>{t('premises.notFoundText')}</p>
      </header>
      <p>
        <AppLink href={page.startUrl} className={styles.primaryLink}>
          {t('premises.back')}
        </AppLink>
      </p>
    </article>
  );
}

export function RentalStartPage({
  page,
  breadcrumbs,
}: {
  page: RentalStartViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useListingsTranslation();
  const { site } = useSite();
  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('rental.heading')}</h1>
        <p className={styles.lead}>{t('rental.intro')}</p>
      </header>
      {page.projects.length === 0 ? (
        <p className={styles.empty}>{t('rental.none')}</p>
      ) : (
        <ul className={styles.list}>
          {page.projects.map((project) => (
            <li key={project.id}>
              <article className={styles.card}>
                <p className={styles.cardMeta}>
                  <span className={styles.badge}>{t('rental.homes', { count: project.homes })}</span>
                </p>
                <h2 className={styles.cardTitle}>
                  <AppLink href={project.url}>{project.name}</AppLink>
                </h2>
                <p className={styles.cardPlace}>{project.municipality}</p>
                <p>{project.shortDescription}</p>
                <p className={styles.cardFacts}>
                  <span>{formatRooms(project.minRooms, project.maxRooms, site.locale)}</span>
                  <span>
                    {t('rental.rent')} {formatCurrency(project.minRent, site.country)}
                    {project.maxRent > project.minRent
                      ? ` – ${formatCurrency(project.maxRent, site.country)}`
                      : ''}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function RentalProjectPage({
  page,
  breadcrumbs,
}: {
  page: RentalProjectViewModel;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useListingsTranslation();
  const { site } = useSite();
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{page.name}</h1>
        <p className={styles.lead}>{page.municipality}</p>
      </header>
      <div className={styles.prose}>
        <p>{page.description}</p>
        <p>
          <AppLink href={page.stageUrl} className={styles.link}>
            {t('rental.stageLink')}
          </AppLink>
        </p>
      </div>
      <section aria-labelledby="rental-homes">
        <h2 id="rental-homes">{t('rental.homesHeading')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rental.home')}</th>
                <th scope="col">{t('rental.rooms')}</th>
                <th scope="col">{t('rental.area')}</th>
                <th scope="col">{t('rental.floor')}</th>
                <th scope="col">{t('rental.rent')}</th>
              </tr>
            </thead>
            <tbody>
              {page.homes.map((home) => (
                <tr key={home.id}>
                  <th scope="row">
                    <AppLink href={home.url}>{home.objectNumber}</AppLink>
                  </th>
                  <td>{formatRooms(home.rooms, null, site.locale)}</td>
                  <td>{formatArea(home.livingArea, site.locale)}</td>
                  <td>{home.floor}</td>
                  <td>{formatCurrency(home.monthlyRent, site.country)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p>
        <AppLink href={page.startUrl} className={styles.link}>
          {t('rental.back')}
        </AppLink>
      </p>
    </article>
  );
}
