import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoginContext } from '../../../shared/account/identity-constants';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { useHydrated } from '../../ui/use-hydrated';
import styles from './fault-report.module.css';
import { useText } from './use-text';
import type { ReporterRole } from './wizard-modal';

// The wizard and all it needs is its own chunk, loaded when a report is first asked for.
const WizardModal = lazy(() => import('./wizard-modal').then((module) => ({ default: module.WizardModal })));

export interface FaultReportPageProps {
  heading: string;
  intro: string;
  paragraphs: readonly string[];
  /** 'wizard': the case service; 'guidance': the country has none, the page says whom to contact. */
  service: 'wizard' | 'guidance';
  /** A site without its own login (the English sub-site): where to log in and report instead. */
  loginPath?: string;
}

const CONTEXT_OF_ROLE: Readonly<Record<ReporterRole, LoginContext>> = {
  resident: 'private-case',
  board: 'board-member-case',
};

const roleOfContext = (context: LoginContext | null): ReporterRole | null =>
  context === 'private-case' ? 'resident' : context === 'board-member-case' ? 'board' : null;

/**
 * The fault-report page (flows §2.6, platform §2): what the service is, and a button per role
 * that opens the wizard, after the case-flow login when nobody is logged in. The hash
 * triggers #open-case and #open-board-case ask for the same login (login-hash-triggers.ts);
 * once the user is logged in, that request opens the wizard here instead.
 */
export function FaultReportPage({ heading, intro, paragraphs, service, loginPath }: FaultReportPageProps) {
  const text = useText();
  const { site } = useSite();
  const hydrated = useHydrated();
  const { status, loginRequest, requestLogin, closeLogin } = useSession();
  const [role, setRole] = useState<ReporterRole | null>(null);
  const [wanted, setWanted] = useState(false);
  const wizard = service === 'wizard';

  useEffect(() => {
    const asked = roleOfContext(loginRequest);
    if (!wizard || !asked || status !== 'loggedIn') return;
    closeLogin();
    setWanted(true);
    setRole(asked);
  }, [wizard, loginRequest, status, closeLogin]);

  const report = (asked: ReporterRole) => {
    if (status === 'loggedIn') {
      setWanted(true);
      setRole(asked);
    } else requestLogin(CONTEXT_OF_ROLE[asked]);
  };

  const canLogInHere = site.flags.login;
  const anonymous = status !== 'loggedIn';
  const sendElsewhere = !canLogInHere && anonymous && loginPath;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageHeading}>{heading}</h1>
      <p>{intro}</p>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {wizard ? (
        <>
          <div className={styles.choices}>
            {(['resident', 'board'] as const).map((asked) => (
              <div key={asked} className={styles.choice}>
                <p>{text(asked === 'resident' ? 'page.residentIntro' : 'page.boardIntro')}</p>
                {sendElsewhere ? (
                  <a
                    className={styles.primary}
                    href={`${loginPath}${asked === 'resident' ? '#open-case' : '#open-board-case'}`}
                  >
                    {text(asked === 'resident' ? 'page.reportAsResident' : 'page.reportAsBoard')}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={!hydrated}
                    onClick={() => report(asked)}
                    data-report={asked}
                  >
                    {text(asked === 'resident' ? 'page.reportAsResident' : 'page.reportAsBoard')}
                  </button>
                )}
              </div>
            ))}
          </div>
          {anonymous && <p>{text('page.loginFirst')}</p>}
          <p className={styles.notice}>{text('page.urgent')}</p>
          {wanted && (
            <Suspense fallback={null}>
              <WizardModal role={role} onClose={() => setRole(null)} />
            </Suspense>
          )}
        </>
      ) : (
        <p className={styles.notice}>{text('page.noService')}</p>
      )}
    </div>
  );
}
