import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginOutcome } from '../../../shared/account/login-outcomes';
import { routeFor } from '../../../shared/sites/routes';
import { emailRule, nameRule, phoneRule } from '../../../shared/validation/form-rules';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { type ErrorKey, errorKeyOf, messageKeyOf } from '../../ui/session/account-text-keys';
import { afterLoginPath } from '../../ui/session/after-login';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { TextField } from '../../ui/text-field';
import styles from './account.module.css';
import { register } from './account-api';

/** Passwords the portal sets are at least 8 characters (the accounts API's rule). */
export const NEW_PASSWORD_MIN = 8;

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;
type Field = (typeof FIELDS)[number];
const RULES = { firstName: nameRule, lastName: nameRule, email: emailRule, phoneNumber: phoneRule } as const;

export function RegisterPage({ heading, intro }: { heading?: string; intro?: string }) {
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
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const login = routeFor(site.key, 'login');

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
    const result = await register({
      ...values,
      email: values.email.trim(),
      newsLetter,
      siteId: site.siteId,
    });
    if (result.status !== 'Ok') {
      setBusy(false);
      setOutcome(result.status);
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
      <form className={styles.form} onSubmit={submit} noValidate>
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
            {t('account.register.terms')}
          </label>
          {errors.terms && (
            <p id="register-terms-error" className={styles.fieldError}>
              {errors.terms}
            </p>
          )}
        </div>
        {outcome && (
          <p className={styles.alert} role="alert" data-login-outcome={outcome}>
            {t(`account.messages.${messageKeyOf(outcome)}`)}
          </p>
        )}
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
