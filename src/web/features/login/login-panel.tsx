import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { developerLoginFormSchema } from '../../../shared/account/account-form-schemas';
import {
  type IdentityProvider,
  type LoginContext,
  PROVIDER_BY_COUNTRY,
} from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { linkFor } from '../../../shared/sites/feature-availability';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { selectAssociation } from '../../ui/api/login-results';
import { AppLink } from '../../ui/app-link';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { savePendingAfterLogin } from '../../ui/residence-actions/saved-residences';
import { afterLoginPath, leavesSite } from '../../ui/session/after-login';
import { setCaseWithoutManagement } from '../../ui/session/case-login-intent';
import { requestRegisterModal } from '../../ui/session/register-modal-request';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { TabList, tabId, tabPanelId } from '../../ui/tabs/tabs';
import { BankIdPanel } from './bankid-panel';
import { ChooseAssociation } from './choose-association';
import { startBrokerLogin } from './eident-start';
import { EmailLoginForm } from './email-login-form';
import { ForgotPasswordView } from './forgot-password-view';
import styles from './login.module.css';
import { OutcomeMessage } from './outcome-message';

/** The external finance portal for tenants and boards of associations (Swedish site only). */
export const FINANCE_PORTAL_URL = 'https://ekonomiportal.hemvist.se/';

export type LoginOrigin = 'loginRoute' | 'modal';
type Tab = 'private' | 'board';
type Method = 'identity' | 'email';

interface Props {
  initialContext: LoginContext;
  origin: LoginOrigin;
  /** Called once the user is logged in (the modal closes). */
  onLoggedIn?: () => void;
}

const isBoardContext = (context: LoginContext) => context.startsWith('board-member');

// The login form of platform §2 "Login screen": a private tab (default) and a board tab, bank
// identity or email with toggle links, create account, forgot password, the Swedish finance
// portal link, the board text with the fault-report link, and the developer BankID form.
export function LoginPanel({ initialContext, origin, onLoggedIn }: Props) {
  const { t } = useAccountFormsTranslation();
  const { site, environment, devTools } = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(isBoardContext(initialContext) ? 'board' : 'private');
  const tabsId = useId();
  const [method, setMethod] = useState<Method>('identity');
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [outcome, setOutcome] = useState<LoginResult['status'] | null>(null);
  const [choice, setChoice] = useState<{
    provider: IdentityProvider | 'email';
    token: string;
    associations: Array<{ id: string; name: string }>;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [developer, setDeveloper] = useState<{ personalNumber: string; attempt: number } | null>(null);

  const provider: IdentityProvider = PROVIDER_BY_COUNTRY[site.country];
  const caseFlow = initialContext.endsWith('-case');
  // flows §2.7: login-form-case-management-private has no type toggle (the resident's case and
  // the private login that "continue without technical management" opens first).
  const showTabs = initialContext !== 'private-case';
  const context: LoginContext =
    tab === 'board'
      ? caseFlow
        ? 'board-member-case'
        : 'board-member'
      : caseFlow
        ? 'private-case'
        : 'private';
  const purpose = tab === 'board' ? 'loginBoardMember' : 'login';
  const referrer = new URLSearchParams(location.search).get('referrer');
  const returnUrl = origin === 'loginRoute' ? (referrer ?? '') : `${location.pathname}${location.search}`;
  // The register page brings the person back to where they were (after-login.ts).
  const createAccountPath = routeFor(site.key, 'createAccount');
  const createAccount =
    createAccountPath && returnUrl
      ? withQuery(createAccountPath, { referrer: returnUrl })
      : createAccountPath;
  const faultReport = linkFor(site.key, 'faultReport');
  const consent = routeFor(site.key, 'consent');
  const showDeveloperForm = devTools && provider === 'bank_id';

  async function handleResult(result: LoginResult, via: IdentityProvider | 'email') {
    setDeveloper(null);
    if (result.status === 'Pending') return;
    if (result.status === 'ChooseBoardMember' && result.associations && result.associations.length > 0) {
      setOutcome(null);
      setChoice({ provider: via, token: result.token ?? '', associations: result.associations });
      return;
    }
    if (result.status !== 'Ok') {
      setChoice(null);
      setOutcome(result.status);
      return;
    }
    setOutcome(null);
    setChoice(null);
    const user = await session.completeLogin();
    if (!user) {
      setOutcome('Error');
      return;
    }
    await savePendingAfterLogin(session.reloadUser);
    onLoggedIn?.();
    const target =
      origin === 'loginRoute'
        ? (result.redirectTo ?? afterLoginPath({ site, user, origin, referrer }))
        : result.redirectTo === consent
          ? consent
          : null;
    if (target && leavesSite(site, target)) window.location.assign(target);
    else if (target && target !== `${location.pathname}${location.search}`) navigate(target);
  }

  async function choose(associationId: string) {
    if (!choice) return;
    setBusy(true);
    const result = await selectAssociation(choice.provider, associationId, choice.token);
    setBusy(false);
    await handleResult(result, choice.provider);
  }

  async function startBroker() {
    setOutcome(null);
    setBusy(true);
    const left = await startBrokerLogin(provider, { returnUrl, environment, purpose, context }, origin);
    if (!left) {
      setBusy(false);
      setOutcome('Error');
    }
  }

  if (view === 'forgot') return <ForgotPasswordView onBack={() => setView('login')} />;

  if (choice) {
    return (
      <div className={styles.panel}>
        <ChooseAssociation
          associations={choice.associations}
          onChoose={choose}
          busy={busy}
          caseFlow={caseFlow ? { onCancel: () => setChoice(null) } : undefined}
        />
      </div>
    );
  }

  const identity =
    provider === 'bank_id' ? (
      <BankIdPanel
        key={developer?.attempt ?? 0}
        purpose={purpose}
        context={context}
        returnUrl={returnUrl}
        developerPersonalNumber={developer?.personalNumber ?? null}
        onResult={(result) => void handleResult(result, 'bank_id')}
      />
    ) : (
      <button type="button" className={styles.primary} disabled={busy} onClick={() => void startBroker()}>
        {provider === 'eident' ? t('login.eidentButton') : t('login.signicatButton')}
      </button>
    );

  return (
    <div className={styles.panel}>
      {showTabs && (
        <TabList
          idPrefix={tabsId}
          label={t('tabs.label')}
          items={(['private', 'board'] as const).map((name) => ({ value: name, label: t(`tabs.${name}`) }))}
          selected={tab}
          onSelect={(name) => {
            setTab(name);
            setOutcome(null);
          }}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
      )}
      <div
        id={tabPanelId(tabsId)}
        {...(showTabs ? { role: 'tabpanel', 'aria-labelledby': tabId(tabsId, tab) } : {})}
        className={styles.tabPanel}
      >
        {tab === 'board' && <p>{t('login.boardIntro')}</p>}
        {outcome && <OutcomeMessage status={outcome} />}
        {method === 'identity' ? (
          identity
        ) : (
          <EmailLoginForm
            context={context}
            returnUrl={returnUrl}
            onResult={(result) => void handleResult(result, 'email')}
          />
        )}
        <p className={styles.links}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setMethod(method === 'identity' ? 'email' : 'identity');
              setOutcome(null);
            }}
          >
            {method === 'identity' ? t('login.useEmail') : t('login.useBankId')}
          </button>
          {method === 'email' && (
            <button type="button" className={styles.linkButton} onClick={() => setView('forgot')}>
              {t('login.forgotPassword')}
            </button>
          )}
        </p>
        {tab === 'private' && createAccount && (
          <p>
            {t('login.noAccount')}{' '}
            {caseFlow && origin === 'modal' ? (
              // platform §2: in the case-management context the register form opens in a modal.
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  requestRegisterModal();
                  session.closeLogin();
                }}
              >
                {t('login.createAccount')}
              </button>
            ) : (
              <AppLink href={createAccount}>{t('login.createAccount')}</AppLink>
            )}
          </p>
        )}
        {tab === 'board' && caseFlow && (
          <p data-continue-without-management="">
            {t('login.withoutManagementText')}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                // platform §2: the no-management case type; the private login opens first.
                setCaseWithoutManagement(true);
                session.requestLogin('private-case');
              }}
            >
              {t('login.continueWithoutManagement')}
            </button>
          </p>
        )}
        {tab === 'board' && faultReport && !caseFlow && (
          <p>
            {t('login.faultReportText')} <AppLink href={faultReport}>{t('login.faultReport')}</AppLink>
          </p>
        )}
        {site.key === 'se' && (
          <p className={styles.muted}>
            {t('login.financePortalText')}{' '}
            <a href={FINANCE_PORTAL_URL} rel="noopener">
              {t('login.financePortal')}
            </a>
          </p>
        )}
        {showDeveloperForm && method === 'identity' && (
          <DeveloperForm
            onSubmit={(personalNumber) =>
              setDeveloper((current) => ({ personalNumber, attempt: (current?.attempt ?? 0) + 1 }))
            }
          />
        )}
      </div>
    </div>
  );
}

/** Outside preprod and prod: log in as a personal number through the BankID simulator. */
function DeveloperForm({ onSubmit }: { onSubmit: (personalNumber: string) => void }) {
  const { t } = useAccountFormsTranslation();
  const form = useZodForm(developerLoginFormSchema, { defaultValues: { personalNumber: '' } });
  return (
    <details className={styles.developer}>
      <summary>{t('login.devTitle')}</summary>
      <p className={styles.muted}>{t('login.devIntro')}</p>
      <ZodForm
        form={form}
        onValid={({ personalNumber }) => onSubmit(personalNumber)}
        className={styles.form}
        data-developer-bankid=""
      >
        <TextField
          label={t('login.devPersonalNumber')}
          name="personalNumber"
          inputMode="numeric"
          autoComplete="off"
        />
        <button type="submit" className={styles.secondary}>
          {t('login.devSubmit')}
        </button>
      </ZodForm>
    </details>
  );
}
