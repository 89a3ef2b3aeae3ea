import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chooseAssociationFormSchema } from '../../../shared/account/account-form-schemas';
import { SESSION_CODE_DELAY_MS } from '../../../shared/account/identity-constants';
import { isBrokerProvider } from '../../../shared/account/identity-endpoints';
import {
  type LoginOutcome,
  type LoginResult,
  registerIdentityOf,
} from '../../../shared/account/login-outcomes';
import { routeFor } from '../../../shared/sites/routes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { selectAssociation } from '../../ui/api/login-results';
import { usePolledStatus } from '../../ui/api/use-polled-status';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { savePendingAfterLogin } from '../../ui/residence-actions/saved-residences';
import { messageKeyOf } from '../../ui/session/account-text-keys';
import { afterLoginPath, leavesSite } from '../../ui/session/after-login';
import { rememberVerificationOutcome, sameSitePath } from '../../ui/session/case-verification-return';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';
import { identityStatus } from './account-api';
import { keepRegisterIdentity } from './register-identity-store';

/** Written by the login feature before it leaves for the broker (same key, same shape). */
const EIDENT_RETURN_STORAGE_KEY = 'hemvist-eident-return';

/** platform §8: the e-ident error kinds that arrive as a hash prefix; unknown ones fall to purchase. */
export const EIDENT_ERROR_KINDS = [
  'userssnnomatch',
  'purchaseobjecterror',
  'acceptterms',
  'purchase',
  'general',
  'notfound',
  'unauthorizedid',
  'cancel',
  'inprogress',
  'timeout',
  'browsererror',
  'bankidinvalid',
  'loginfailed',
  'usernopid',
  'userexists',
] as const;
type EidentErrorKind = (typeof EIDENT_ERROR_KINDS)[number];

export function eidentErrorKind(hash: string, queryError: string | null): EidentErrorKind | null {
  const prefix =
    hash
      .replace(/^#/, '')
      .split(/[-_/?&]/, 1)[0]
      ?.toLowerCase() ?? '';
  if (prefix)
    return (EIDENT_ERROR_KINDS as readonly string[]).includes(prefix)
      ? (prefix as EidentErrorKind)
      : 'purchase';
  if (queryError) return queryError === 'access_denied' ? 'cancel' : 'general';
  return null;
}

interface Memo {
  provider?: string;
  returnUrl?: string;
  /**
   * update: the case flow's verification of the logged-in account (flows §4.2); signing: the
   * broker authenticated for a document signature (booking-signing feature).
   */
  flow?: 'login' | 'register' | 'update' | 'signing';
}

function readMemo(): Memo {
  try {
    const raw = window.sessionStorage.getItem(EIDENT_RETURN_STORAGE_KEY);
    window.sessionStorage.removeItem(EIDENT_RETURN_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Memo) : {};
  } catch {
    return {};
  }
}

type View =
  | { kind: 'working' }
  | { kind: 'error'; errorKind: EidentErrorKind }
  | { kind: 'outcome'; status: LoginOutcome }
  | { kind: 'choose'; provider: string; token: string; associations: Array<{ id: string; name: string }> };

/** The broker's code, to be exchanged at the status call of its flow. */
interface Exchange {
  provider: string;
  code: string;
  state?: string;
  flow: 'login' | 'register' | 'update';
}

// Back from the Norwegian or Finnish broker: after a short delay the code is posted to the
// status call (platform §7, through the one polling hook: asked again only while the answer is
// Pending) and the outcome handled like any other login.
export function EidentReturnPage({ provider: pageProvider }: { provider?: string | null }) {
  const { t } = useAccountFormsTranslation();
  const { site, environment } = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const memo = useRef<Memo>({});
  const started = useRef(false);
  const login = routeFor(site.key, 'login');
  const createAccount = routeFor(site.key, 'createAccount');
  const registering = () => memo.current.flow === 'register';
  const verifying = () => memo.current.flow === 'update';

  /**
   * The case flow's verification goes back to the page it started on (the fault-report page
   * with #open-case), whose case login opens the wizard now that the account has a national
   * id, or the add-bank-ID modal again with the reason it did not go through. A full load, so
   * the page's hash trigger and the session read the new login cookie.
   */
  function backToCase(status: LoginOutcome) {
    if (status !== 'Ok') rememberVerificationOutcome(status);
    const back = sameSitePath(memo.current.returnUrl) ?? routeFor(site.key, 'faultReport') ?? site.basePath;
    window.location.assign(back);
  }

  async function finish(result: LoginResult, provider: string) {
    if (verifying()) {
      backToCase(result.status);
      return;
    }
    if (registering()) {
      // Back to the register form with the verified name and the register bearer.
      const identity = registerIdentityOf(result);
      if (!identity) {
        setView({ kind: 'outcome', status: result.status === 'Ok' ? 'Error' : result.status });
        return;
      }
      keepRegisterIdentity(identity);
      navigate(memo.current.returnUrl || createAccount || site.basePath);
      return;
    }
    if (result.status === 'ChooseBoardMember' && result.associations?.length) {
      setView({ kind: 'choose', provider, token: result.token ?? '', associations: result.associations });
      return;
    }
    if (result.status !== 'Ok') {
      setView({ kind: 'outcome', status: result.status });
      return;
    }
    const user = await session.completeLogin();
    if (!user) {
      setView({ kind: 'outcome', status: 'Error' });
      return;
    }
    await savePendingAfterLogin(session.reloadUser);
    const returnUrl = memo.current.returnUrl || null;
    const target =
      result.redirectTo ??
      afterLoginPath({ site, user, origin: 'loginRoute', referrer: returnUrl }) ??
      site.basePath;
    if (leavesSite(site, target)) window.location.assign(target);
    else navigate(target);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per return, the code is single-use
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    memo.current = readMemo();
    const query = new URLSearchParams(location.search);
    if (memo.current.flow === 'signing' && memo.current.returnUrl?.startsWith('/') && query.get('state')) {
      // A signing finishes where it started: sid (the state) and type reopen its modal there.
      const back = new URL(memo.current.returnUrl, window.location.origin);
      back.searchParams.set('sid', query.get('state') ?? '');
      back.searchParams.set('type', memo.current.provider ?? pageProvider ?? '');
      if (query.get('code')) back.searchParams.set('code', query.get('code') ?? '');
      if (query.get('error')) back.searchParams.set('error', query.get('error') ?? '');
      navigate(`${back.pathname}${back.search}`, { replace: true });
      return;
    }
    const errorKind = eidentErrorKind(window.location.hash, query.get('error'));
    const code = query.get('code');
    const provider = memo.current.provider ?? pageProvider ?? null;
    if ((errorKind || !code || !provider) && verifying()) {
      backToCase(errorKind === 'cancel' ? 'Cancelled' : 'Error');
      return;
    }
    if (errorKind || !code || !provider) {
      setView({ kind: 'error', errorKind: errorKind ?? 'general' });
      return;
    }
    const flow = registering() ? 'register' : verifying() ? 'update' : 'login';
    setExchange({ provider, code, state: query.get('state') ?? undefined, flow });
  }, []);

  usePolledStatus<LoginResult>({
    key: exchange ? ['eident', exchange.provider, exchange.flow, exchange.code] : null,
    fetchStatus: (signal) =>
      exchange
        ? identityStatus(
            exchange.provider,
            { code: exchange.code, environment, state: exchange.state },
            exchange.flow,
            signal,
          )
        : Promise.resolve<LoginResult>({ status: 'Error' }),
    isPending: (result) => result.status === 'Pending',
    intervalMs: SESSION_CODE_DELAY_MS,
    initial: { status: 'Pending' },
    onFinal: (result) => {
      if (exchange) void finish(result, exchange.provider);
    },
  });

  async function choose(association: string) {
    if (view.kind !== 'choose' || !isBrokerProvider(view.provider)) return;
    const result = await selectAssociation(view.provider, association, view.token);
    await finish(result, view.provider);
  }

  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{t('login.pageTitle')}</h1>
      {view.kind === 'working' && <p role="status">{t('eident.working')}</p>}
      {view.kind === 'error' && (
        <p className={styles.alert} role="alert" data-eident-error={view.errorKind}>
          {t(`eident.errors.${view.errorKind}`)}
        </p>
      )}
      {view.kind === 'outcome' && (
        <p className={styles.alert} role="alert" data-login-outcome={view.status}>
          {t(`messages.${messageKeyOf(view.status)}`)}
        </p>
      )}
      {view.kind === 'choose' && <ChooseForm associations={view.associations} onChoose={choose} />}
      {(view.kind === 'error' || view.kind === 'outcome') && (registering() ? createAccount : login) && (
        <p>
          <AppLink href={(registering() ? createAccount : login) ?? site.basePath}>
            {t('eident.tryAgain')}
          </AppLink>
        </p>
      )}
    </div>
  );
}

/** ChooseBoardMember after the broker: the first association preselected, as the login modal does. */
function ChooseForm({
  associations,
  onChoose,
}: {
  associations: Array<{ id: string; name: string }>;
  onChoose: (association: string) => Promise<void>;
}) {
  const { t } = useAccountFormsTranslation();
  const form = useZodForm(chooseAssociationFormSchema, {
    defaultValues: { association: associations[0]?.id ?? '' },
  });
  return (
    <ZodForm
      form={form}
      onValid={(values) => onChoose(values.association)}
      className={styles.form}
      data-choose-association=""
    >
      <fieldset className={styles.choices}>
        <legend>{t('login.chooseAssociationIntro')}</legend>
        {associations.map((association) => (
          <label key={association.id} className={styles.check}>
            <input type="radio" value={association.id} {...form.register('association')} />
            {association.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.primary}>
        {t('login.chooseAssociation')}
      </button>
    </ZodForm>
  );
}
