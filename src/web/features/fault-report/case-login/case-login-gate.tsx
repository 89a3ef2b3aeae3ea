import { Dialog } from 'radix-ui';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { LoginOutcome, LoginResult } from '../../../../shared/account/login-outcomes';
import { Icon } from '../../../ui/icon';
import modal from '../../../ui/modal/modal.module.css';
import { takeVerificationOutcome } from '../../../ui/session/case-verification-return';
import { useSite } from '../../../ui/site-context';
import { useText } from '../use-text';
import styles from './case-login.module.css';
import type { CaseLogin } from './use-case-login';

/**
 * The bank-identity verification the gate hosts: the login feature's BankID panel (Sweden) or
 * broker start (Norway, Finland) on the 'update' paths. The template that mounts the wizard
 * passes it in (features do not import each other; templates may): VerifyIdentity from
 * src/web/features/login/verify-identity.tsx.
 */
export interface VerifyIdentityProps {
  /** Where a broker sends the person back to (the page, with the case hash). */
  returnUrl: string;
  /** The text of the button that starts the verification. */
  startLabel: string;
  onResult: (result: LoginResult) => void;
}

interface Props {
  caseLogin: CaseLogin;
  VerifyIdentity?: ComponentType<VerifyIdentityProps>;
}

const CASE_HASH = { 'private-case': '#open-case', 'board-member-case': '#open-board-case' } as const;

// flows §2.6, §2.7, §4.2: the modals of the case flow's login that are not the login form
// itself: update-bank-id-modal (verify before filing; on the Norwegian site the add-bank-ID
// modal with authenticate and cancel) and update-bank-id-modal-done ("Done": continue the
// report or close). Renders nothing in the other phases.
export function CaseLoginGate({ caseLogin, VerifyIdentity }: Props) {
  const { state } = caseLogin;
  if (state.phase === 'verify') {
    return (
      <VerifyModal
        caseLogin={caseLogin}
        VerifyIdentity={VerifyIdentity}
        returnUrl={returnUrlFor(CASE_HASH[state.context])}
      />
    );
  }
  if (state.phase === 'verified') return <DoneModal caseLogin={caseLogin} />;
  return null;
}

function returnUrlFor(hash: string): string {
  if (typeof window === 'undefined') return hash;
  return `${window.location.pathname}${window.location.search}${hash}`;
}

function CaseModal({
  name,
  title,
  onClose,
  children,
}: {
  name: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.dialog} ${modal.narrow}`}
          data-modal={name}
          aria-describedby={`${name}-text`}
        >
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>{title}</Dialog.Title>
            <Dialog.Close className={modal.close} aria-label={t('caseLogin.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VerifyModal({
  caseLogin,
  VerifyIdentity,
  returnUrl,
}: {
  caseLogin: CaseLogin;
  VerifyIdentity?: ComponentType<VerifyIdentityProps>;
  returnUrl: string;
}) {
  const t = useText();
  const { site } = useSite();
  const norway = site.country === 'NO';
  // Norway: the add-bank-ID modal asks first (authenticate / cancel), then leaves for the broker.
  const [authenticating, setAuthenticating] = useState(!norway);
  const [failed, setFailed] = useState<LoginOutcome | null>(null);

  // Back from the Norwegian broker without a verification: say why (the return page kept it).
  useEffect(() => {
    const outcome = takeVerificationOutcome();
    if (outcome && outcome !== 'Ok' && outcome !== 'Cancelled') setFailed(outcome);
  }, []);

  async function onResult(result: LoginResult) {
    if (result.status === 'Pending') return;
    if (result.status === 'Ok' && (await caseLogin.verified())) return;
    setFailed(result.status === 'Ok' ? 'Error' : result.status);
  }

  return (
    <CaseModal
      name="update-bank-id-modal"
      title={t(norway ? 'caseLogin.addBankIdTitle' : 'caseLogin.verifyTitle')}
      onClose={caseLogin.close}
    >
      <p id="update-bank-id-modal-text">{t(norway ? 'caseLogin.addBankIdText' : 'caseLogin.verifyText')}</p>
      {authenticating && VerifyIdentity ? (
        <VerifyIdentity
          returnUrl={returnUrl}
          startLabel={t('caseLogin.verifyButton')}
          onResult={(result) => void onResult(result)}
        />
      ) : null}
      {failed && (
        <p className={styles.error} role="alert" data-verify-outcome={failed}>
          {t(failed === 'UserAlreadyExists' ? 'caseLogin.verifyTaken' : 'caseLogin.verifyFailed')}
        </p>
      )}
      {norway && !authenticating && (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setAuthenticating(true)}>
            {t('caseLogin.authenticate')}
          </button>
          <button type="button" className={styles.secondary} onClick={caseLogin.close}>
            {t('caseLogin.cancel')}
          </button>
        </div>
      )}
    </CaseModal>
  );
}

function DoneModal({ caseLogin }: { caseLogin: CaseLogin }) {
  const t = useText();
  return (
    <CaseModal name="update-bank-id-modal-done" title={t('caseLogin.doneTitle')} onClose={caseLogin.close}>
      <p id="update-bank-id-modal-done-text">{t('caseLogin.doneText')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={caseLogin.continueReport}>
          {t('caseLogin.continueReport')}
        </button>
        <button type="button" className={styles.secondary} onClick={caseLogin.close}>
          {t('caseLogin.close')}
        </button>
      </div>
    </CaseModal>
  );
}
