import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Icon } from '../../ui/icon';
import styles from './residence-page.module.css';

/**
 * A home that cannot be bought right now says so before anything else: buyers arrive from
 * old links to homes that have since been sold.
 */
export function ObjectStatusBanner({
  status,
  stage,
}: {
  status: number;
  stage: { name: string; url: string };
}) {
  const { t } = useTranslation();
  const banner = bannerFor(status);
  if (!banner) return null;
  return (
    <div className={styles.banner} data-tone={banner.tone} role="status">
      <Icon name={banner.tone === 'closed' ? 'info' : 'alert'} size={26} />
      <div>
        <p className={styles.bannerTitle}>{t(banner.title)}</p>
        <p className={styles.bannerText}>
          {banner.tone === 'closed' ? (
            <AppLink href={stage.url}>{t('residencePages.object.soldText', { name: stage.name })}</AppLink>
          ) : (
            t('residencePages.object.reservedText')
          )}
        </p>
      </div>
    </div>
  );
}

function bannerFor(status: number) {
  switch (status) {
    case OBJECT_STATUS.sold:
      return { title: 'residencePages.object.soldBanner', tone: 'closed' } as const;
    case OBJECT_STATUS.reserved:
      return { title: 'residencePages.object.reservedBanner', tone: 'attention' } as const;
    case OBJECT_STATUS.booked:
      return { title: 'residencePages.object.bookedBanner', tone: 'attention' } as const;
    case OBJECT_STATUS.notAvailable:
    case OBJECT_STATUS.succession:
      return { title: 'residencePages.object.unavailableBanner', tone: 'closed' } as const;
    default:
      return null;
  }
}
