import { useEffect, useState } from 'react';
import type { AuthPurpose, LoginContext } from '../../../shared/account/identity-constants';
import type { LoginResult } from '../../../shared/account/login-outcomes';
import { useAccountFormsTranslation } from '../../i18n/account-forms-texts';
import { useMobileDevice } from '../../ui/mobile-device';
import { QrCode } from '../../ui/qr-code';
import type { HintKey } from '../../ui/session/account-text-keys';
import { useSite } from '../../ui/site-context';
import { autoStartLink } from './device';
import styles from './login.module.css';
import type { IdentityFlow } from './login-api';
import { useBankIdSession } from './use-bankid-session';

interface Props {
  purpose: AuthPurpose;
  context: LoginContext;
  returnUrl: string;
  onResult: (result: LoginResult) => void;
  /** Set by the developer form: start straight away as this personal number. */
  developerPersonalNumber?: string | null;
  /** The register page starts its sessions on the register paths, under its own button label. */
  flow?: IdentityFlow;
  startLabel?: string;
}

const HINTS = new Set([
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'alreadyInProgress',
  'startFailed',
  'userDeclinedCall',
]);

/** The recommended user message of a hint code (BankID's RFA texts). */
export function hintMessageKey(hintCode: string | null, showingQr: boolean): HintKey {
  if (!hintCode || hintCode === 'outstandingTransaction' || hintCode === 'noClient') {
    return showingQr ? 'outstandingTransactionQr' : 'outstandingTransaction';
  }
  return HINTS.has(hintCode) ? (hintCode as HintKey) : 'unknown';
}

// Swedish BankID: the animated QR code on desktop, the autostart link on mobile (with a way to
// use another device), the hint-code messages while pending, and a cancel link.
export function BankIdPanel({
  purpose,
  context,
  returnUrl,
  onResult,
  developerPersonalNumber,
  flow = 'login',
  startLabel,
}: Props) {
  const { t } = useAccountFormsTranslation();
  const { environment } = useSite();
  const { state, start, cancel } = useBankIdSession(onResult, flow);
  const mobile = useMobileDevice();
  const [otherDevice, setOtherDevice] = useState(false);

  useEffect(() => {
    if (developerPersonalNumber) {
      void start({ returnUrl, environment, purpose, context, personalNumber: developerPersonalNumber });
    }
  }, [developerPersonalNumber, start, returnUrl, environment, purpose, context]);

  if (state.phase === 'idle') {
    return (
      <button
        type="button"
        className={styles.primary}
        onClick={() => void start({ returnUrl, environment, purpose, context })}
      >
        {startLabel ?? t('login.bankIdButton')}
      </button>
    );
  }
  if (state.phase === 'starting') {
    return (
      <p className={styles.status} role="status">
        {t('bankId.starting')}
      </p>
    );
  }

  const showQr = (!mobile || otherDevice) && state.qrData !== null;
  const link =
    state.autoStartUrl ?? (state.autoStartToken ? autoStartLink(state.autoStartToken, environment) : null);
  return (
    <div className={styles.bankId} data-bankid-session="">
      {showQr && state.qrData && (
        <figure className={styles.qr}>
          <QrCode data={state.qrData} label={t('bankId.qrLabel')} className={styles.qrImage} />
          <figcaption>{t('bankId.qrTitle')}</figcaption>
        </figure>
      )}
      <p className={styles.status} role="status" aria-live="polite" data-hint-code={state.hintCode ?? ''}>
        {t(`bankId.hints.${hintMessageKey(state.hintCode, showQr)}`)}
      </p>
      {mobile && !otherDevice && link && (
        <a className={styles.primary} href={link} data-bankid-autostart="">
          {t('bankId.openApp')}
        </a>
      )}
      {mobile && (
        <button type="button" className={styles.linkButton} onClick={() => setOtherDevice((value) => !value)}>
          {otherDevice ? t('bankId.sameDevice') : t('bankId.otherDevice')}
        </button>
      )}
      <button type="button" className={styles.linkButton} onClick={cancel}>
        {t('bankId.cancel')}
      </button>
    </div>
  );
}
