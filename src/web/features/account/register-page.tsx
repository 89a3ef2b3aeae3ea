import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerFormSchema } from '../../../shared/account/account-form-schemas';
import {
  isEmailTaken,
  type LoginOutcome,
  type VerifiedRegistration,
} from '../../../shared/account/login-outcomes';
import { routeFor } from '../../../shared/sites/routes';
import { NAME_MAX_LENGTH } from '../../../shared/validation/form-rules';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { Checkbox, TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import { savePendingAfterLogin } from '../../ui/residence-actions/saved-residences';
import { afterLoginPath } from '../../ui/session/after-login';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';
import { register } from './account-api';
import { takeRegisterIdentity } from './register-identity-store';
import { RegisterOutcome, type RegisterProblem } from './register-outcome';

type RegisterFormValues = z.output<typeof registerFormSchema>;

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
  /** 'modal': inside the case flow's register modal, which has its own title and stays on the page. */
  variant?: 'page' | 'modal';
  /** Called once the account is made and the user logged in; the page does not move on then. */
  onRegistered?: () => void;
}

export function RegisterPage({ heading, intro, renderIdentity, variant = 'page', onRegistered }: Props) {
  const { t } = useAccountFormsTranslation();
  const { site } = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const referrer = new URLSearchParams(location.search).get('referrer');
  const form = useZodForm(registerFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      newsLetter: false,
    },
  });
  const [outcome, setOutcome] = useState<RegisterProblem | null>(null);
  const [identity, setIdentity] = useState<VerifiedRegistration | null>(null);
  const [identityOutcome, setIdentityOutcome] = useState<LoginOutcome | null>(null);
  const registration = useMutation({
    mutationFn: async (values: RegisterFormValues) => {
      const { consent: _consent, ...input } = values;
      const result = await register(
        { ...input, siteId: site.siteId, ...(referrer ? { returnUrl: referrer } : {}) },
        identity?.registerToken,
      );
      // Logged in by the answer: the session reads the new user before the page moves on.
      const user = result.status === 'Ok' ? await session.completeLogin() : null;
      if (user) await savePendingAfterLogin(session.reloadUser);
      return { result, user };
    },
    onSuccess: ({ result, user }) => {
      if (result.status === 'Ok' && onRegistered) onRegistered();
      else if (result.status === 'Ok') {
        navigate(
          result.redirectTo ?? afterLoginPath({ site, user, origin: 'register', referrer }) ?? site.basePath,
        );
      } else if (isEmailTaken(result)) {
        form.setError('email', { message: 'emailInUse' }, { shouldFocus: true });
        setOutcome('EmailTaken');
      } else setOutcome(result.status);
    },
    meta: { errorMessage: t('messages.somethingWentWrong') },
  });
  const login = routeFor(site.key, 'login');
  const self = routeFor(site.key, 'createAccount') ?? site.basePath;
  const personalData = routeFor(site.key, 'personalData');

  function identified(verified: VerifiedRegistration) {
    setIdentity(verified);
    setIdentityOutcome(null);
    // The bank's name is the person's name; they may still correct its spelling.
    if (verified.firstName) form.setValue('firstName', verified.firstName);
    if (verified.lastName) form.setValue('lastName', verified.lastName);
  }

  // Back from a Norwegian or Finnish broker: /eident-return/ kept the verified person.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    const kept = takeRegisterIdentity();
    if (kept) identified(kept);
  }, []);

  const field = (
    name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password',
    type: string,
    autoComplete: string,
  ) => (
    <TextField
      label={t(`register.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      messageValues={{ max: NAME_MAX_LENGTH }}
    />
  );

  return (
    <div className={variant === 'modal' ? undefined : `${container.container} ${styles.page}`}>
      {variant === 'page' && <h1 className={styles.heading}>{heading ?? t('register.title')}</h1>}
      <p>{intro ?? t('register.intro')}</p>
      {renderIdentity && (
        <section className={styles.identity} aria-labelledby="register-identity" data-register-identity="">
          <h2 id="register-identity" className={styles.subheading}>
            {t('register.identityTitle')}
          </h2>
          {identity ? (
            <p className={styles.success} role="status">
              {t('register.identified', {
                name: `${identity.firstName} ${identity.lastName}`.trim(),
              })}
            </p>
          ) : (
            <>
              <p>{t('register.identityIntro')}</p>
              {identityOutcome && <RegisterOutcome problem={identityOutcome} />}
              {renderIdentity({ returnUrl: self, onIdentified: identified, onOutcome: setIdentityOutcome })}
            </>
          )}
        </section>
      )}
      <ZodForm
        form={form}
        onValid={(values) => registration.mutate(values)}
        className={styles.form}
        aria-labelledby="register-form"
      >
        <h2 id="register-form" className={styles.subheading}>
          {identity ? t('register.formTitleIdentified') : t('register.formTitle')}
        </h2>
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phoneNumber', 'tel', 'tel')}
        {field('password', 'password', 'new-password')}
        <Checkbox name="newsLetter" label={t('register.newsLetter')} />
        <Checkbox name="consent" label={<TermsText href={personalData} />} />
        {outcome && <RegisterOutcome problem={outcome} />}
        <button type="submit" className={styles.primary} disabled={registration.isPending}>
          {t('register.submit')}
        </button>
      </ZodForm>
      {login && variant === 'page' && (
        <p>
          {t('register.haveAccount')} <AppLink href={login}>{t('login.submit')}</AppLink>
        </p>
      )}
    </div>
  );
}

/** The terms sentence with its <link>…</link> part linked to the personal-data page. */
function TermsText({ href }: { href: string | undefined }) {
  const { t } = useTranslation();
  const { t: tf } = useAccountFormsTranslation();
  const [before = '', linked = '', after = ''] = tf('register.terms').split(/<\/?link>/);
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
