import { CARD_WIDTHS, IMAGE_SIZES, imageSrc, imageSrcSet } from '../../../shared/media/image-urls';
import { STAGE_STATUS } from '../../../shared/residence/residence-enums';
import type { StartProject, StartSales } from '../../../shared/residence/start-sales';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import styles from './start-sales.module.css';

// A selling site's start page: its current projects and nearest showings (issue 12 item 5),
// server-rendered from the catalogue with no script of their own.

const statusKey = (id: number) =>
  (Object.entries(STAGE_STATUS).find(([, value]) => value === id)?.[0] ??
    'forSale') as keyof typeof STAGE_STATUS;

function ProjectPrice({ price }: { price: StartProject['price'] }) {
  const { t } = useTranslation();
  return (
    <p className={styles.price}>
      {price ? (
        <>
          {price.label && <span className={styles.priceLabel}>{price.label} </span>}
          {price.text}
        </>
      ) : (
        t('sales.priceLater')
      )}
    </p>
  );
}

function ProjectCard({ project }: { project: StartProject }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-start-project={project.group}>
      <div className={styles.media}>
        <img
          src={imageSrc(project.image.url, 640)}
          srcSet={imageSrcSet(project.image.url, CARD_WIDTHS)}
          sizes={IMAGE_SIZES.card}
          alt={project.image.alt}
          width={640}
          height={427}
          // Below the hero on every screen: never the page's largest paint, so they wait their turn.
          loading="lazy"
          decoding="async"
        />
        <span className={project.group === 'forSale' ? styles.status : styles.statusSoon}>
          {t(`residence.stageStatus.${statusKey(project.stageStatus)}`)}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{project.place}</p>
        <h3 className={styles.name}>
          <AppLink href={project.url} className={styles.link}>
            {project.name}
          </AppLink>
        </h3>
        <ProjectPrice price={project.price} />
        {project.label && <p className={styles.label}>{project.label}</p>}
      </div>
    </li>
  );
}

export function StartSalesSections({ sales }: { sales: StartSales }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={`${container.container} ${styles.projects}`} aria-labelledby="current-projects">
        <div className={styles.sectionHeader}>
          <div>
            <h2 id="current-projects">{t('sales.currentProjects')}</h2>
            <p className={styles.intro}>{t('sales.currentProjectsIntro')}</p>
          </div>
          <AppLink href={sales.searchUrl} className={styles.more}>
            {t('sales.showAllHomes')}
            <Icon name="arrowRight" size={18} />
          </AppLink>
        </div>
        <ul className={styles.grid}>
          {sales.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      </section>
      <section className={styles.showingsBand} aria-labelledby="nearest-showings">
        <div className={container.container}>
          <h2 id="nearest-showings">{t('sales.nearestShowings')}</h2>
          {sales.showings.length === 0 ? (
            <p>{t('sales.noShowings')}</p>
          ) : (
            <ul className={styles.showings}>
              {sales.showings.map((showing) => (
                <li key={showing.stageId} className={styles.showing} data-start-showing="">
                  <time dateTime={showing.startsAt} className={styles.when}>
                    {showing.when}
                  </time>
                  <AppLink href={showing.url} className={styles.showingLink}>
                    {showing.stageName}
                  </AppLink>
                  <span className={styles.place}>{showing.place}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
