import { useEffect, useState } from 'react';
import { LOCAL_HOSTS } from '../../../shared/sites/hosts';
import { SITE_KEYS } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../ui/site-context';
import styles from './dev-menu.module.css';

interface SiteLink {
  key: string;
  label: string;
  url: string;
}

// flows §2.4: a development menu and a test error button, never in preprod or prod; the
// server says so in the payload (DEV_TOOLS and the host), not the browser.
export function DevMenu({ onTestError }: { onTestError: () => void }) {
  const { t } = useTranslation();
  const { environment, devTools } = useSite();
  const [siteLinks, setSiteLinks] = useState<SiteLink[]>([]);

  // Links need this browser's port, so they are built after hydration.
  useEffect(() => {
    const port = window.location.port ? `:${window.location.port}` : '';
    setSiteLinks(
      SITE_KEYS.map((key) => {
        const host = key === 'en' ? LOCAL_HOSTS.se[0] : LOCAL_HOSTS[key][0];
        return { key, label: SITES[key].siteName, url: `http://${host}${port}${SITES[key].basePath}` };
      }),
    );
  }, []);

  if (!devTools) return null;
  return (
    <details className={styles.devMenu}>
      <summary>{t('dev.menu')}</summary>
      <p className={styles.env}>{t('dev.environment', { environment })}</p>
      {siteLinks.length > 0 && (
        <>
          <h2 className={styles.heading}>{t('dev.sites')}</h2>
          <ul>
            {siteLinks.map((link) => (
              <li key={link.key}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul>
        <li>
          <a href="/docs/openapi.json">{t('dev.openApi')}</a>
        </li>
      </ul>
      <button type="button" className={styles.errorButton} onClick={onTestError}>
        {t('dev.testError')}
      </button>
    </details>
  );
}
