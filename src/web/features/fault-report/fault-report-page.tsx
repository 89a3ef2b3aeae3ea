import { type ComponentType, useState } from 'react';
import { loadable } from '../../ui/loadable';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { useHydrated } from '../../ui/use-hydrated';
import type { CaseLoginContext } from './case-login/case-kind';
import { CaseLoginGate, type VerifyIdentityProps } from './case-login/case-login-gate';
import { useCaseLogin } from './case-login/use-case-login';
import styles from './fault-report.module.css';
import { useFaultReportTexts, useText } from './use-text';

// The wizard and all it needs is its own chunk, loaded when a report is first asked for.
const WizardModal = loadable(() => import('./wizard-modal').then((module) => module.WizardModal));

export interface OnCallPhone {
  display: string;
  /** The number for a tel: link, with the country code. */
  tel: string;
}

export interface FaultReportPageProps {
  heading: string;
  intro: string;
  paragraphs: readonly string[];
  /** 'wizard': the case service; 'guidance': the country has none, the page says whom to contact. */
  service: 'wizard' | 'guidance';
  /** A site without its own login (the English sub-site): where to log in and report instead. */
  loginPath?: string;
  /** The on-call service that takes urgent faults by phone. */
  onCall?: OnCallPhone;
  /** The login feature's identity verification, for the case login's BankID prompt (flows §4.2). */
  VerifyIdentity?: ComponentType<VerifyIdentityProps>;
}

type ReporterRole = 'resident' | 'board';

const CONTEXT_OF_ROLE: Readonly<Record<ReporterRole, CaseLoginContext>> = {
  resident: 'private-case',
  board: 'board-member-case',
};

/**
 * The fault-report page (flows §2.6, platform §2): what the service is, and a button per role
 * that opens the wizard through the case flow's login (case-login/: the login modal when
 * nobody is logged in, the BankID prompt for a user without a security identifier). The hash
 * triggers #open-case and #open-board-case ask for the same case login.
 */
export function FaultReportPage({
  heading,
  intro,
  paragraphs,
  service,
  loginPath,
  onCall,
  VerifyIdentity,
}: FaultReportPageProps) {
  useFaultReportTexts();
  const text = useText();
  const { site } = useSite();
  const hydrated = useHydrated();
  const { status } = useSession();
  const caseLogin = useCaseLogin();
  const wizard = service === 'wizard';
  const kind = wizard && caseLogin.phase === 'ready' ? caseLogin.kind : null;
  // The wizard's chunk loads with the first report asked for and then stays mounted.
  const [wanted, setWanted] = useState(false);
  if (kind && !wanted) setWanted(true);

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
          {/* The English sub-site has no login: its visitor is told where the buttons lead. */}
          {sendElsewhere && <p className={styles.notice}>{text('page.inSwedish')}</p>}
          <div className={styles.choices}>
            {(['resident', 'board'] as const).map((asked) => (
              <div key={asked} className={styles.choice}>
                <p>{text(asked === 'resident' ? 'page.residentIntro' : 'page.boardIntro')}</p>
                {sendElsewhere ? (
                  <a
                    className={styles.primary}
                    hrefLang="sv"
                    href={`${loginPath}${asked === 'resident' ? '#open-case' : '#open-board-case'}`}
                  >
                    {text(asked === 'resident' ? 'page.reportAsResident' : 'page.reportAsBoard')}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={!hydrated}
                    onClick={() => caseLogin.open(CONTEXT_OF_ROLE[asked])}
                    data-report={asked}
                  >
                    {text(asked === 'resident' ? 'page.reportAsResident' : 'page.reportAsBoard')}
                  </button>
                )}
              </div>
            ))}
          </div>
          {anonymous && <p>{text('page.loginFirst')}</p>}
          <p className={styles.notice} data-on-call="">
            {text('page.urgent')}
            {onCall && (
              <>
                {' '}
                {text('page.onCall')} <a href={`tel:${onCall.tel}`}>{onCall.display}</a>.
              </>
            )}
          </p>
          <CaseLoginGate caseLogin={caseLogin} VerifyIdentity={VerifyIdentity} />
          {wanted && <WizardModal kind={kind} onClose={caseLogin.close} />}
        </>
      ) : (
        <p className={styles.notice}>{text('page.noService')}</p>
      )}
    </div>
  );
}
