import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CrisisBanner as CrisisBannerContent } from '../../../shared/page/page-payload';
import { routeFor } from '../../../shared/sites/routes';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import { useSite } from '../../ui/site-context';
import styles from './crisis-banner.module.css';
import { dismissalKey, shouldShowCrisisBanner } from './crisis-banner-rules';

export function CrisisBanner({ banner, path }: { banner: CrisisBannerContent | null; path: string }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // On a phone the banner is one line until the visitor asks for the whole message.
  const [expanded, setExpanded] = useState(false);

  // Read after hydration: the server cannot know what this browser dismissed.
  useEffect(() => {
    if (banner && window.sessionStorage.getItem(dismissalKey(banner)) === '1') setDismissed(true);
  }, [banner]);

  const textId = 'crisis-banner-text';
  const place = {
    path,
    homePath: routeFor(site.key, 'home') ?? site.basePath,
    isMapView: location.hash === '#map',
  };
  if (dismissed || !shouldShowCrisisBanner(banner, place)) return null;

  const dismiss = () => {
    window.sessionStorage.setItem(dismissalKey(banner), '1');
    setDismissed(true);
  };

  return (
    <section
      className={styles.banner}
      data-emergency={banner.isEmergency}
      role={banner.isEmergency ? 'alert' : 'region'}
      aria-label={banner.isEmergency ? t('crisisBanner.emergency') : banner.heading}
    >
      <div className={`${container.container} ${styles.inner}`}>
        <Icon name={banner.isEmergency ? 'alert' : 'info'} className={styles.icon} />
        <div className={styles.body}>
          <p className={styles.text} id={textId} data-expanded={expanded}>
            <strong>{banner.heading}</strong> <span>{banner.text}</span>{' '}
            {banner.linkUrl && <AppLink href={banner.linkUrl}>{t('crisisBanner.readMore')}</AppLink>}
          </p>
          <button
            type="button"
            className={styles.expand}
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('crisisBanner.showLess') : t('crisisBanner.showAll')}
          </button>
        </div>
        <button
          type="button"
          className={styles.dismiss}
          onClick={dismiss}
          aria-label={t('crisisBanner.dismiss')}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
    </section>
  );
}
