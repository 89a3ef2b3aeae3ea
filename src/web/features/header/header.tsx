import { startTransition, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { linkFor } from '../../../shared/sites/feature-availability';
import { isUnderRoute, routeFor } from '../../../shared/sites/routes';
import { resetSearchPosition } from '../../browser/search-position';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon, type IconName } from '../../ui/icon';
import { loadable } from '../../ui/loadable';
import { Logo } from '../../ui/logo';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { type Foldout, toggleFoldout } from './foldout-state';
import styles from './header.module.css';
import type { HeaderProps } from './header-props';
import { useStickyHeader } from './use-sticky-header';

export type { HeaderNotification, HeaderProps, HeaderType, HeaderUser } from './header-props';

// The foldouts (menu, search, language, user menu, notifications) are their own chunk: none is
// open when the page loads, so the page is usable without it. It is fetched once the browser
// is idle after hydration, or earlier when a pointer or focus reaches a toggle, so a click
// does not wait for it.
const HeaderFoldout = loadable(() => import('./header-foldout').then((module) => module.HeaderFoldout));
const preloadFoldout = () => void HeaderFoldout.preload().catch(() => undefined);

function usePreloadWhenIdle(preload: () => void) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1_000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }, [preload]);
}

export function Header(props: HeaderProps) {
  const { headerType, navigation, openFoldout, onOpenFoldoutChange, user, notifications } = props;
  const { t } = useTranslation();
  const { site } = useSite();
  const sticky = useStickyHeader(openFoldout !== null);
  usePreloadWhenIdle(preloadFoldout);
  const toggles = useRef<Partial<Record<Foldout, HTMLButtonElement | null>>>({});

  // flows §4.7: Back closes the open foldout; switching foldouts keeps the one history entry.
  useBackCloses(openFoldout !== null, () => onOpenFoldoutChange(null));

  // Escape closes the open foldout and gives focus back to its toggle.
  useEffect(() => {
    if (!openFoldout) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = toggles.current[openFoldout];
      onOpenFoldoutChange(null);
      toggle?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openFoldout, onOpenFoldoutChange]);

  // flows §2.4: the logo goes home, or to /en/about-us/ on the English site.
  const logoHref =
    (site.key === 'en' ? routeFor(site.key, 'aboutUs') : routeFor(site.key, 'home')) ?? site.basePath;
  // flows §2.4: two quick links when search is on (it takes the third place), else three.
  const quickLinks = navigation.quickLinks.slice(0, site.flags.search ? 2 : 3);
  const isSearchLink = (url: string) => site.flags.search && isUnderRoute(site.key, 'searchHomes', url);
  const login = site.flags.login ? routeFor(site.key, 'login') : undefined;
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // platform §2: the login button opens the login modal, except on the create-account page
  // where it goes to the login route.
  const onCreateAccount = isUnderRoute(site.key, 'createAccount', location.pathname);
  // A logged-in visitor's favourites are the #favorites section of my homes (my pages where a
  // site lacks that page).
  const favourites = linkFor(site.key, 'myHomes') ?? routeFor(site.key, 'myPages');
  // Opening the login modal re-renders the page's frame (the session changes) and starts loading
  // the modal's chunk: as a transition, so the click's own frame is painted first (issue 31 item 6).
  const openLogin = () => startTransition(() => session.requestLogin('private'));
  const openFavourites = () => {
    if (user && favourites) navigate(`${favourites}#favorites`);
    else openLogin();
  };
  const showLanguage = props.languages.length > 1 || props.countries.length > 0;

  // Search, language, favourites and the bell are icons everywhere (their label is the
  // accessible name); login, the user's name and the menu carry a visible label on wide screens.
  const toggle = (foldout: Foldout, icon: IconName, label: string, labelShown = false) => (
    <button
      type="button"
      ref={(element) => {
        toggles.current[foldout] = element;
      }}
      className={styles.toggle}
      onPointerEnter={preloadFoldout}
      onFocus={preloadFoldout}
      aria-expanded={openFoldout === foldout}
      aria-controls={`header-foldout-${foldout}`}
      onClick={() => onOpenFoldoutChange(toggleFoldout(openFoldout, foldout))}
    >
      <Icon name={openFoldout === foldout ? 'close' : icon} />
      <span className={labelShown ? styles.toggleLabel : 'visually-hidden'}>{label}</span>
    </button>
  );

  return (
    <header className={styles.header} data-sticky={sticky} data-header-type={headerType}>
      <div className={`${container.container} ${styles.bar}`}>
        <AppLink
          href={logoHref}
          className={styles.logoLink}
          aria-label={t('header.logoHome', { siteName: site.siteName })}
        >
          <Logo brand={site.brand} />
        </AppLink>

        {headerType !== 'noMenu' && (
          <>
            {quickLinks.length > 0 && (
              <nav className={styles.quickLinks} aria-label={t('header.quickLinks')}>
                <ul>
                  {quickLinks.map((link) => (
                    <li key={link.url}>
                      <AppLink
                        href={link.url}
                        onClick={isSearchLink(link.url) ? resetSearchPosition : undefined}
                      >
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <div className={styles.actions}>
              {toggle('search', 'search', t('header.search'))}
              {showLanguage && toggle('language', 'globe', t('header.language'))}
              {site.flags.login && !user?.isBoardMember && (
                <button
                  type="button"
                  className={styles.toggle}
                  onClick={openFavourites}
                  data-header-favourites=""
                >
                  <Icon name="heart" />
                  <span className="visually-hidden">{t('account.header.favourites')}</span>
                </button>
              )}
              {site.flags.newNotification && user && !user.isBoardMember && (
                <span className={styles.badgeWrap}>
                  {toggle('notifications', 'bell', t('header.notifications'))}
                  {notifications.length > 0 && (
                    <span className={styles.badge}>
                      <span aria-hidden="true">{notifications.length}</span>
                      <span className="visually-hidden">
                        {t('header.notificationsCount', { count: notifications.length })}
                      </span>
                    </span>
                  )}
                </span>
              )}
              {user && toggle('user', 'user', user.displayName, true)}
              {!user && login && onCreateAccount && (
                <AppLink href={login} className={styles.toggle}>
                  <Icon name="user" />
                  <span className={styles.toggleLabel}>{t('header.login')}</span>
                </AppLink>
              )}
              {!user && login && !onCreateAccount && (
                <button type="button" className={styles.toggle} data-header-login="" onClick={openLogin}>
                  <Icon name="user" />
                  <span className={styles.toggleLabel}>{t('header.login')}</span>
                </button>
              )}
              {toggle('menu', 'menu', t('header.menu'), true)}
            </div>
          </>
        )}
      </div>
      {openFoldout && headerType !== 'noMenu' && (
        <HeaderFoldout
          key={openFoldout}
          {...props}
          foldout={openFoldout}
          onClose={() => onOpenFoldoutChange(null)}
        />
      )}
    </header>
  );
}
