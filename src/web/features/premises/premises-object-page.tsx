import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/dates';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import type { PremisesObjectViewModel } from '../../../shared/premises/premises-view-models';
import { useListingsTranslation } from '../../i18n/listings-texts';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { useSite } from '../../ui/site-context';
import styles from './premises.module.css';
import { type MessageButton, PremisesContactCard } from './premises-contact-card';
import { statusLabel } from './premises-labels';
import { PremisesLocation } from './premises-map';
import objectStyles from './premises-object.module.css';
import { PremisesPicture } from './premises-picture';

// A premises object page (flows §2.2): its picture, facts, whom to contact (with the contact
// form, issue 33 item 7) and where it is on the map.

export function PremisesObjectPage({
  page,
  breadcrumbs,
  messageButton,
}: {
  page: PremisesObjectViewModel;
  breadcrumbs: Breadcrumb[];
  messageButton?: MessageButton;
}) {
  const { t } = useListingsTranslation();
  const { site } = useSite();
  const premises = page.premises;
  return (
    <article className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <p className={styles.cardMeta}>
          <span className={premises.status === 'forSale' ? styles.badge : styles.badgeMuted}>
            {statusLabel(t, premises)}
          </span>
          <span>{t(`premises.type.${premises.type}`)}</span>
          {statusLabel(t, premises) !== t(`premises.offer.${premises.offer}`) && (
            <span>{t(`premises.offer.${premises.offer}`)}</span>
          )}
        </p>
        <h1 className={styles.title}>{premises.name}</h1>
        <p className={styles.lead}>{premises.municipality}</p>
      </header>
      <div className={objectStyles.layout}>
        <div className={objectStyles.picture}>
          <PremisesPicture image={page.image} />
        </div>
        <aside className={objectStyles.side}>
          <section className={styles.facts} aria-labelledby="premises-facts">
            <h2 id="premises-facts" className={styles.filtersTitle}>
              {t('premises.facts')}
            </h2>
            <dl>
              <dt>{t('premises.area')}</dt>
              <dd>{formatArea(premises.area, site.locale)}</dd>
              <dt>{premises.offer === 'rent' ? t('premises.yearlyRent') : t('premises.price')}</dt>
              <dd>
                {premises.price === null
                  ? t('premises.priceOnRequest')
                  : formatCurrency(premises.price, site.country)}
              </dd>
              <dt>{t('premises.address')}</dt>
              <dd>{premises.address}</dd>
              <dt>{t('premises.availableFrom')}</dt>
              <dd>
                {premises.availableFrom
                  ? formatDate(premises.availableFrom, site.locale)
                  : t('premises.availableNow')}
              </dd>
            </dl>
          </section>
          <PremisesContactCard
            contact={page.contact}
            premisesName={premises.name}
            offer={premises.offer}
            messageButton={messageButton}
          />
        </aside>
        <div className={objectStyles.body}>
          <div className={styles.prose}>
            <p>{premises.description}</p>
            <ul className={styles.tagChips} aria-label={t('premises.tags')}>
              {premises.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </div>
          <PremisesLocation premises={premises} />
          <p>
            <AppLink href={page.startUrl} className={styles.link}>
              {t('premises.back')}
            </AppLink>
          </p>
        </div>
      </div>
    </article>
  );
}
