import type { Footer as FooterContent, Link } from '../../../shared/page/page-payload';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { openCookieSettings } from '../../ui/consent/consent-store';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { useSite } from '../../ui/site-context';
import styles from './footer.module.css';

function LinkColumn({ id, heading, links }: { id: string; heading: string; links: Link[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <AppLink href={link.url}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// flows §2.4: company, discovery and help links; cookie settings (a button that reopens the
// consent modal); social and country links; copyright and organisation number per brand.
export function Footer({ footer }: { footer: FooterContent }) {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={`${container.container} ${styles.grid}`}>
        <div className={styles.brand}>
          <span className={styles.brandLogo}>
            <Logo brand={site.brand} />
          </span>
          {footer.social.length > 0 && (
            <div>
              <h2 className={styles.heading}>{t('footer.followUs')}</h2>
              <ul className={styles.social}>
                {footer.social.map((social) => (
                  <li key={social.network}>
                    <a href={social.url} aria-label={social.label} rel="noopener noreferrer">
                      <Icon name={social.network} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <LinkColumn id="footer-company" heading={t('footer.company')} links={footer.company} />
        <LinkColumn id="footer-discover" heading={t('footer.discover')} links={footer.discover} />
        <LinkColumn id="footer-help" heading={t('footer.help')} links={footer.help} />
      </div>
      <div className={`${container.container} ${styles.bottom}`}>
        {footer.countries.length > 0 && (
          <nav aria-label={t('footer.countries')}>
            <ul className={styles.countries}>
              {footer.countries.map((country) => (
                <li key={country.country}>
                  <a href={country.url} aria-current={country.country === site.country ? 'true' : undefined}>
                    {country.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <button type="button" className={styles.cookieSettings} onClick={openCookieSettings}>
          {t('footer.cookieSettings')}
        </button>
        <p className={styles.legal}>
          {footer.copyright}
          <span aria-hidden="true"> · </span>
          {t('footer.organisationNumber', { number: footer.organisationNumber })}
        </p>
      </div>
    </footer>
  );
}
