import { useState } from 'react';
import { type IdentityProvider, PROVIDER_BY_COUNTRY } from '../../../shared/account/identity-constants';
import {
  type LoginOutcome,
  type LoginResult,
  registerIdentityOf,
  type VerifiedRegistration,
} from '../../../shared/account/login-outcomes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useSite } from '../../ui/site-context';
import { BankIdPanel } from './bankid-panel';
import { startBrokerLogin } from './eident-start';
import styles from './login.module.css';

interface Props {
  /** The register page's own path: where a broker sends the person back to. */
  returnUrl: string;
  onIdentified: (identity: VerifiedRegistration) => void;
  onOutcome: (status: LoginOutcome) => void;
}

// Registration by the site's bank identity (platform §7: start and status under
// /account_service/register/{provider}/...): Swedish BankID in the page; the Norwegian and
// Finnish brokers by a round trip through /eident-return/, which hands the result back to the
// register page. An Ok answer carries the register bearer and the name the bank vouched for.
export function RegisterIdentity({ returnUrl, onIdentified, onOutcome }: Props) {
  const { t } = useAccountFormsTranslation();
  const { site, environment } = useSite();
  const [busy, setBusy] = useState(false);
  const provider: IdentityProvider = PROVIDER_BY_COUNTRY[site.country];
  const label = t('register.identityButton');

  function handle(result: LoginResult) {
    if (result.status === 'Pending') return;
    const identity = registerIdentityOf(result);
    if (identity) onIdentified(identity);
    else onOutcome(result.status === 'Ok' ? 'Error' : result.status);
  }

  async function startBroker() {
    setBusy(true);
    const input = { returnUrl, environment, purpose: 'register', context: 'private' } as const;
    const left = await startBrokerLogin(provider, input, 'loginRoute', 'register');
    if (!left) {
      setBusy(false);
      onOutcome('Error');
    }
  }

  if (provider === 'bank_id') {
    return (
      <BankIdPanel
        flow="register"
        purpose="register"
        context="private"
        returnUrl={returnUrl}
        startLabel={label}
        onResult={handle}
      />
    );
  }
  return (
    <button type="button" className={styles.primary} disabled={busy} onClick={() => void startBroker()}>
      {label}
    </button>
  );
}
