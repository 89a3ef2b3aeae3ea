import { useLocation } from 'react-router';
import { ChangeEmailPage } from '../features/account/change-email-page';
import { ConsentPage } from '../features/account/consent-page';
import { EidentReturnPage } from '../features/account/eident-return-page';
import { RegisterPage } from '../features/account/register-page';
import { SetPasswordForm } from '../features/account/set-password-form';
import { SetPasswordPage } from '../features/account/set-password-page';
import { ForgotPasswordView } from '../features/login/forgot-password-view';
import { LoginPage } from '../features/login/login-page';
import { RegisterIdentity } from '../features/login/register-identity';
import { useAccountFormsTranslation } from '../i18n/account-forms-texts';
import styles from './account-template.module.css';
import type { TemplateProps } from './template-props';

// The account pages of platform §2 (templates login, register, set-password, forgot-password,
// change-email, consent, eident-return). The view model carries only the page's words.

const text = (viewModel: Record<string, unknown>, key: string): string | undefined =>
  typeof viewModel[key] === 'string' ? (viewModel[key] as string) : undefined;

export function LoginTemplate({ viewModel }: TemplateProps) {
  return <LoginPage heading={text(viewModel, 'heading')} intro={text(viewModel, 'intro')} />;
}

export function RegisterTemplate({ viewModel }: TemplateProps) {
  return (
    <RegisterPage
      heading={text(viewModel, 'heading')}
      intro={text(viewModel, 'intro')}
      renderIdentity={(props) => <RegisterIdentity {...props} />}
    />
  );
}

/**
 * The register form in the case-management login's modal (platform §2; src/web/app/register-modal.tsx).
 * Exported from this template so the form keeps this chunk and its style order.
 */
export function RegisterModalForm({ onRegistered }: { onRegistered: () => void }) {
  return (
    <RegisterPage
      variant="modal"
      onRegistered={onRegistered}
      renderIdentity={(props) => <RegisterIdentity {...props} />}
    />
  );
}

export function SetPasswordTemplate({ viewModel }: TemplateProps) {
  return <SetPasswordPage heading={text(viewModel, 'heading')} />;
}

/** The reset link comes back to this page with ?token=: then it sets the new password. */
export function ForgotPasswordTemplate(_props: TemplateProps) {
  const { t } = useAccountFormsTranslation();
  const token = new URLSearchParams(useLocation().search).get('token');
  return (
    <div className={styles.narrowPage}>
      {token ? (
        <>
          <h1>{t('setPassword.title')}</h1>
          <SetPasswordForm token={token} />
        </>
      ) : (
        <ForgotPasswordView headingLevel="h1" />
      )}
    </div>
  );
}

export function ChangeEmailTemplate({ viewModel }: TemplateProps) {
  return <ChangeEmailPage heading={text(viewModel, 'heading')} />;
}

export function ConsentTemplate({ viewModel }: TemplateProps) {
  return <ConsentPage heading={text(viewModel, 'heading')} intro={text(viewModel, 'intro')} />;
}

export function EidentReturnTemplate({ viewModel }: TemplateProps) {
  return <EidentReturnPage provider={text(viewModel, 'provider') ?? null} />;
}
