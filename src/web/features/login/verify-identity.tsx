import { useState } from 'react';
import { type IdentityProvider, PROVIDER_BY_COUNTRY } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { useSite } from '../../ui/site-context';
import { BankIdPanel } from './bankid-panel';
import { startBrokerLogin } from './eident-start';
import styles from './login.module.css';

interface Props {
  /** Where a broker sends the person back to. */
  returnUrl: string;
  /** The text of the button that starts the verification (the case flow's own texts). */
  startLabel: string;
  onResult: (result: LoginResult) => void;
}

// flows §4.2: a logged-in user without a security identifier adds a bank identity to the
// account before filing a case (update-bank-id-modal). The same BankID panel as the login, on
// the update paths (platform §7); Norway and Finland leave for their broker. The case flow's
// gate hosts it (the template passes it in: features do not import each other).
export function VerifyIdentity({ returnUrl, startLabel, onResult }: Props) {
  const { site, environment } = useSite();
  const [busy, setBusy] = useState(false);
  const provider: IdentityProvider = PROVIDER_BY_COUNTRY[site.country];

  if (provider === 'bank_id') {
    return (
      <BankIdPanel
        flow="update"
        purpose="update"
        context="private-case"
        returnUrl={returnUrl}
        startLabel={startLabel}
        onResult={onResult}
      />
    );
  }

  async function startBroker() {
    setBusy(true);
    const input = { returnUrl, environment, purpose: 'update', context: 'private-case' } as const;
    const left = await startBrokerLogin(provider, input, 'modal', 'update');
    if (!left) {
      setBusy(false);
      onResult({ status: 'Error' });
    }
  }

  return (
    <button type="button" className={styles.primary} disabled={busy} onClick={() => void startBroker()}>
      {startLabel}
    </button>
  );
}
