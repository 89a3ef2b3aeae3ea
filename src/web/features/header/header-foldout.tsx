import { useEffect, useRef } from 'react';
import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor } from '../../../shared/sites/routes';
import { resetSearchPosition } from '../../browser/search-position';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import { useLogout } from '../../ui/session/api/logout';
import { usePauseNotification } from '../../ui/session/api/pause-notification';
import { useSite } from '../../ui/site-context';
import type { Foldout } from './foldout-state';
import styles from './header.module.css';
import type { HeaderProps } from './header-props';
import { HeaderQuickSearch } from './header-quick-search';
import { notificationTarget } from './notification-target';

type Props = HeaderProps & { foldout: Foldout; onClose: () => void };

// One panel under the header bar; which content depends on the open foldout.
export function HeaderFoldout(props: Props) {
  const { foldout, onClose } = props;
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  // Move focus into the panel so keyboard users land in what they opened.
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, a[href], button');
    first?.focus();
  }, []);

  const labels: Record<Foldout, string> = {
    menu: t('header.mainNavigation'),
    search: t('header.search'),
    language: t('header.chooseLanguage'),
    user: t('header.myPages'),
    notifications: t('header.notifications'),
  };

  return (
    <>
      <section
        ref={panel}
        id={`header-foldout-${foldout}`}
        className={styles.foldout}
        aria-label={labels[foldout]}
        data-foldout={foldout}
      >
        <div className={container.container}>
          {foldout === 'menu' && <MenuPanel {...props} />}
          {foldout === 'search' && <SearchPanel {...props} />}
          {foldout === 'language' && <LanguagePanel {...props} />}
          {foldout === 'user' && <UserPanel {...props} />}
          {foldout === 'notifications' && <NotificationsPanel {...props} />}
        </div>
      </section>
      {/* Clicking the blurred page closes the foldout. */}
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
    </>
  );
}

function MenuPanel({ navigation }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.mainNavigation')} className={styles.menuGrid}>
      {navigation.quickLinks.length > 0 && (
        <section className={styles.menuQuick}>
          <h2 className={styles.menuHeading}>{t('header.quickLinks')}</h2>
          <ul>
            {navigation.quickLinks.map((link) => (
              <li key={link.url}>
                <AppLink href={link.url}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {navigation.menu.map((group) => (
        <section key={group.heading}>
          <h2 className={styles.menuHeading}>{group.heading}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.url}>
                <AppLink href={link.url}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function SearchPanel({ popularSearches, onClose }: Props) {
  const { t } = useTranslation();
  const { site } = useSite();
  const action = routeFor(site.key, 'textSearch') ?? site.basePath;
  const searchHomes = site.flags.search ? routeFor(site.key, 'searchHomes') : undefined;
  return (
    <div className={styles.searchPanel}>
      <HeaderQuickSearch action={action} onClose={onClose} />
      {popularSearches.length > 0 && (
        <section>
          <h2 className={styles.menuHeading}>{t('header.popularSearches')}</h2>
          <ul className={styles.chips}>
            {popularSearches.map((link) => (
              <li key={link.url}>
                <AppLink href={link.url}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {searchHomes && (
        <p>
          <AppLink href={searchHomes} className={styles.strongLink} onClick={resetSearchPosition}>
            {t('header.searchHomes')} →
          </AppLink>
        </p>
      )}
    </div>
  );
}

function LanguagePanel({ languages, countries }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.menuGrid}>
      {languages.length > 1 && (
        <section>
          <h2 className={styles.menuHeading}>{t('header.chooseLanguage')}</h2>
          <ul>
            {languages.map((language) => (
              <li key={language.locale}>
                {/* A language switch changes site: a full page load, not a client navigation. */}
                <a
                  href={language.url}
                  hrefLang={language.locale}
                  lang={language.locale}
                  aria-current={language.current ? 'true' : undefined}
                >
                  {language.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {countries.length > 0 && (
        <section>
          <h2 className={styles.menuHeading}>{t('header.chooseCountry')}</h2>
          <ul>
            {countries.map((country) => (
              <li key={country.country}>
                <a href={country.url}>
                  <span className={styles.countryCode}>{country.country}</span> {country.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function UserPanel({ user, onClose }: Props) {
  const { t } = useTranslation();
  const { site } = useSite();
  const logout = useLogout();
  const myPages = routeFor(site.key, 'myPages');
  const settings = linkFor(site.key, 'mySettings');
  async function logOut() {
    onClose();
    await logout.mutateAsync();
    // platform §4: logout returns to the root, with a fresh page for the logged-out visitor.
    window.location.assign(site.basePath);
  }
  return (
    <ul className={styles.userLinks} data-user-menu="">
      {myPages && (
        <li>
          <AppLink href={myPages} onClick={onClose}>
            {user?.isBoardMember ? t('account.header.boardPages') : t('account.header.myPages')}
          </AppLink>
        </li>
      )}
      {settings && (
        <li>
          <AppLink href={settings} onClick={onClose}>
            {t('account.header.settings')}
          </AppLink>
        </li>
      )}
      <li>
        <button type="button" className={styles.menuButton} onClick={() => void logOut()}>
          {t('account.header.logout')}
        </button>
      </li>
    </ul>
  );
}

function NotificationsPanel({ notifications, onClose }: Props) {
  const { t } = useTranslation();
  const { site } = useSite();
  const pause = usePauseNotification(site.notificationSiteKey);
  if (notifications.length === 0) return <p>{t('account.header.noNotifications')}</p>;
  return (
    <ul className={styles.userLinks} data-notification-menu="">
      {notifications.map((notification) => {
        const { label, url, text } = notificationTarget(site.key, notification);
        const title = text ?? t(`account.header.${label}`);
        return (
          <li key={notification.id} className={styles.notification}>
            <AppLink href={url} onClick={onClose}>
              {title}
            </AppLink>
            <button
              type="button"
              className={styles.menuButton}
              aria-label={`${t('account.header.pause')}: ${title}`}
              disabled={pause.isPending && pause.variables === notification.id}
              onClick={() => pause.mutate(notification.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
