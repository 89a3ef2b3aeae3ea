import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  isEmailTaken,
  type LoginOutcome,
  type VerifiedRegistration,
} from '../../../shared/account/login-outcomes';
import { routeFor } from '../../../shared/sites/routes';
import { emailRule, nameRule, phoneRule } from '../../../shared/validation/form-rules';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { type ErrorKey, errorKeyOf } from '../../ui/session/account-text-keys';
import { afterLoginPath } from '../../ui/session/after-login';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { TextField } from '../../ui/text-field';
import styles from './account.module.css';
import { register } from './account-api';
import { takeRegisterIdentity } from './register-identity-store';
import { RegisterOutcome, type RegisterProblem } from './register-outcome';

/** Passwords the portal sets are at least 8 characters (the accounts API's rule). */
export const NEW_PASSWORD_MIN = 8;

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;
type Field = (typeof FIELDS)[number];
const RULES = { firstName: nameRule, lastName: nameRule, email: emailRule, phoneNumber: phoneRule } as const;

/** What the page hands the bank-identity part (from the login feature, wired by the template). */
export interface RegisterIdentityProps {
  returnUrl: string;
  onIdentified: (identity: VerifiedRegistration) => void;
  onOutcome: (status: LoginOutcome) => void;
}

interface Props {
  heading?: string;
  intro?: string;
  /** Registration by the site's bank identity, where the site has one. */
  renderIdentity?: (props: RegisterIdentityProps) => ReactNode;
}

export function RegisterPage({ heading, intro, renderIdentity }: Props) {
  const { t } = useTranslation();
  const { site } = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    password: '',
  });
  const [newsLetter, setNewsLetter] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'terms', string>>>({});
  const [outcome, setOutcome] = useState<RegisterProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [identity, setIdentity] = useState<VerifiedRegistration | null>(null);
  const [identityOutcome, setIdentityOutcome] = useState<LoginOutcome | null>(null);
  const login = routeFor(site.key, 'login');
  const self = routeFor(site.key, 'createAccount') ?? site.basePath;
  const personalData = routeFor(site.key, 'personalData');

  function identified(verified: VerifiedRegistration) {
    setIdentity(verified);
    setIdentityOutcome(null);
    // The bank's name is the person's name; they may still correct its spelling.
    setValues((current) => ({
      ...current,
      firstName: verified.firstName || current.firstName,
      lastName: verified.lastName || current.lastName,
    }));
  }

  // Back from a Norwegian or Finnish broker: /eident-return/ kept the verified person.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    const kept = takeRegisterIdentity();
    if (kept) identified(kept);
  }, []);

  function validate() {
    const found: Partial<Record<Field | 'terms', string>> = {};
    for (const field of ['firstName', 'lastName', 'email', 'phoneNumber'] as const) {
      const checked = RULES[field].safeParse(values[field]);
      if (!checked.success) {
        const key: ErrorKey = errorKeyOf(checked.error.issues[0]?.message, 'invalidInput');
        found[field] = t(`account.errors.${key}`, { max: 50, min: 7 });
      }
    }
    if (!values.password) found.password = t('account.errors.required');
    else if (values.password.length < NEW_PASSWORD_MIN)
      found.password = t('account.errors.minLength', { min: NEW_PASSWORD_MIN });
    if (!terms) found.terms = t('account.errors.required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await register(
      { ...values, email: values.email.trim(), newsLetter, siteId: site.siteId },
      identity?.registerToken,
    );
    if (result.status !== 'Ok') {
      setBusy(false);
      if (isEmailTaken(result)) {
        setErrors({ email: t('account.errors.emailInUse') });
        setOutcome('EmailTaken');
      } else setOutcome(result.status);
      return;
    }
    const user = await session.completeLogin();
    setBusy(false);
    navigate(result.redirectTo ?? afterLoginPath({ site, user, origin: 'register' }) ?? site.basePath);
  }

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      label={t(`account.register.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading ?? t('account.register.title')}</h1>
      <p>{intro ?? t('account.register.intro')}</p>
      {renderIdentity && (
        <section className={styles.identity} aria-labelledby="register-identity" data-register-identity="">
          <h2 id="register-identity" className={styles.subheading}>
            {t('account.register.identityTitle')}
          </h2>
          {identity ? (
            <p className={styles.success} role="status">
              {t('account.register.identified', {
                name: `${identity.firstName} ${identity.lastName}`.trim(),
              })}
            </p>
          ) : (
            <>
              <p>{t('account.register.identityIntro')}</p>
              {identityOutcome && <RegisterOutcome problem={identityOutcome} />}
              {renderIdentity({ returnUrl: self, onIdentified: identified, onOutcome: setIdentityOutcome })}
            </>
          )}
        </section>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-form">
        <h2 id="register-form" className={styles.subheading}>
          {identity ? t('account.register.formTitleIdentified') : t('account.register.formTitle')}
        </h2>
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phoneNumber', 'tel', 'tel')}
        {field('password', 'password', 'new-password')}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={newsLetter}
            onChange={(event) => setNewsLetter(event.target.checked)}
          />
          {t('account.register.newsLetter')}
        </label>
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'register-terms-error' : undefined}
              onChange={(event) => setTerms(event.target.checked)}
            />
            <TermsText href={personalData} />
          </label>
          {errors.terms && (
            <p id="register-terms-error" className={styles.fieldError}>
              {errors.terms}
            </p>
          )}
        </div>
        {outcome && <RegisterOutcome problem={outcome} />}
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('account.register.submit')}
        </button>
      </form>
      {login && (
        <p>
          {t('account.register.haveAccount')} <AppLink href={login}>{t('account.login.submit')}</AppLink>
        </p>
      )}
    </div>
  );
}

/** The terms sentence with its <link>…</link> part linked to the personal-data page. */
function TermsText({ href }: { href: string | undefined }) {
  const { t } = useTranslation();
  const [before = '', linked = '', after = ''] = t('account.register.terms').split(/<\/?link>/);
  if (!href) return <span>{`${before}${linked}${after}`}</span>;
  return (
    <span>
      {before}
      {/* A new tab, so the form keeps what was typed. */}
      <a href={href} target="_blank" rel="noopener">
        {linked}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
      {after}
    </span>
  );
}
