import { type ReactNode, useState } from 'react';
import type { PagePayload } from '../../../shared/page/page-payload';
import { Analytics } from '../../features/analytics/analytics';
import { CookieConsent } from '../../features/cookie-consent/cookie-consent';
import { CrisisBanner } from '../../features/crisis-banner/crisis-banner';
import { DevMenu } from '../../features/dev-menu/dev-menu';
import { Footer } from '../../features/footer/footer';
import type { OpenFoldout } from '../../features/header/foldout-state';
import { Header, type HeaderType } from '../../features/header/header';
import { useLoginHashTriggers } from '../../features/login/login-hash-triggers';
import { useTranslation } from '../../i18n/use-translation';
import { ServerErrorTemplate } from '../../templates/error-templates';
import { lazyPart } from '../../ui/lazy-part';
import { loadable } from '../../ui/loadable';
import { useRegisterModalRequested } from '../../ui/session/register-modal-request';
import { useSession } from '../../ui/session/session-context';
import { useHydrated } from '../../ui/use-hydrated';
import { PageErrorBoundary } from '../page-error-boundary';
import styles from './page-layout.module.css';
import { pageMountKey } from './page-mount-key';
import type { LayoutKind } from './select-layout';
import { useErrorPageChrome } from './use-error-page-chrome';

interface Props {
  layout: LayoutKind;
  headerType: HeaderType;
  payload: PagePayload;
  isNavigating: boolean;
  openFoldout: OpenFoldout;
  onOpenFoldoutChange: (next: OpenFoldout) => void;
  children: ReactNode;
}

// Dialogs that most visits never open are their own chunks (docs/performance.md).
const LoginModal = lazyPart(() =>
  import('../../features/login/login-modal').then((module) => module.LoginModal),
);
const RegisterModal = lazyPart(() => import('../register-modal').then((module) => module.RegisterModal));
const SessionExpiredModal = lazyPart(() =>
  import('../../features/session/session-expired-modal').then((module) => module.SessionExpiredModal),
);

// Only an editor's payload has an edit-mode URL: no one else's browser loads the bar's chunk.
const EditModeBar = loadable(() =>
  import('../../features/edit-mode/edit-mode-bar').then((module) => module.EditModeBar),
);

function ThrowingComponent(): never {
  throw new Error('Test error from the development menu');
}

// The frame around every template: skip link, crisis banner, header, main, footer and the
// development menu; the blank layout has none of them (flows §2.1).
export function PageLayout({
  layout,
  headerType,
  payload,
  isNavigating,
  openFoldout,
  onOpenFoldoutChange,
  children,
}: Props) {
  const { t } = useTranslation();
  const chrome = useErrorPageChrome(payload);
  const [testError, setTestError] = useState(false);
  const session = useSession();
  const registerRequested = useRegisterModalRequested();
  useLoginHashTriggers();
  const hydrated = useHydrated();
  const { template } = payload;
  // After hydration (the server rendered none of it), and gone with the login that brought it.
  const editModeBar =
    hydrated && session.user && template.editModeUrl !== undefined ? <EditModeBar payload={payload} /> : null;
  const content = (
    <PageErrorBoundary
      key={pageMountKey(template)}
      fallback={<ServerErrorTemplate payload={payload} viewModel={{}} />}
    >
      {testError ? <ThrowingComponent /> : children}
    </PageErrorBoundary>
  );

  // Consent and analytics belong to every layout, the blank one too.
  const consent = (
    <>
      <CookieConsent />
      <Analytics payload={payload} />
      <LoginModal needed={session.loginRequest !== null} />
      <RegisterModal needed={registerRequested} />
      <SessionExpiredModal needed={session.expired} />
    </>
  );

  if (layout === 'blank') {
    return (
      <>
        {editModeBar}
        <main id="main" className={styles.main}>
          {content}
        </main>
        {consent}
      </>
    );
  }

  return (
    <div className={styles.page} data-layout={layout}>
      <a href="#main" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      {editModeBar}
      <CrisisBanner banner={chrome.crisisBanner} path={payload.context.path} />
      <Header
        headerType={headerType}
        navigation={chrome.navigation}
        popularSearches={template.popularSearches}
        languages={payload.global.availableLanguages}
        countries={chrome.footer.countries}
        openFoldout={openFoldout}
        onOpenFoldoutChange={onOpenFoldoutChange}
        user={
          session.user
            ? {
                displayName: session.user.brfAccount?.name ?? session.user.firstName,
                isBoardMember: session.user.isBoardMember,
              }
            : null
        }
        notifications={session.notifications}
      />
      <main
        id="main"
        tabIndex={-1}
        className={styles.main}
        data-blurred={openFoldout !== null}
        aria-busy={isNavigating}
        inert={openFoldout !== null ? true : undefined}
      >
        {content}
      </main>
      <Footer footer={chrome.footer} />
      <DevMenu onTestError={() => setTestError(true)} />
      {consent}
    </div>
  );
}
