import { useQuery } from '@tanstack/react-query';
import { AlertDialog, Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type { accountContract } from '../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../shared/cases/case-endpoints';
import { callEndpoint } from '../../ui/api/call-endpoint';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import modal from '../../ui/modal/modal.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { clearDraft } from './engine/wizard-draft';
import type { CaseKind } from './engine/wizard-flows';
import styles from './fault-report.module.css';
import { FaultReportWizard } from './fault-report-wizard';
import { TechnicalErrorView } from './submit/completion-view';
import { useText } from './use-text';

/** flows §2.7: the wizard's modal is registered per country. */
export const modalNameOf = (country: string) =>
  country === 'NO' ? 'case-management-norway' : 'case-management-sweden';

/**
 * What the wizard needs before it starts: the managed board's association e-mail (prefilled,
 * and saved again only when changed). Without it the managed board cannot file (flows §8: the
 * technical-error view). A board without management gives its e-mail in the case itself.
 */
async function associationEmailFor(kind: CaseKind): Promise<string | null> {
  if (kind !== 'board') return null;
  const account = await callEndpoint<typeof accountContract>(CASE_ENDPOINTS.account, {});
  return account.boardEmail || null;
}

interface Props {
  /** The case kind once the case login is done (null: closed). */
  kind: CaseKind | null;
  onClose: () => void;
}

/**
 * The wizard's modal: a focus-trapping dialog (Radix); Escape and the close button ask before
 * cancelling (flows §4.1: cancel resets and closes), and focus returns where it was.
 */
export function WizardModal({ kind, onClose }: Props) {
  const text = useText();
  const { site } = useSite();
  const { user } = useSession();
  const open = kind !== null && user !== null;
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const [generation, setGeneration] = useState(0);
  const returnFocus = useRef<HTMLElement | null>(null);
  // flows §4.7: Back closes the wizard without asking and keeps its draft for the next opening.
  useBackCloses(open, () => {
    setConfirming(false);
    onClose();
  });
  const setup = useQuery({
    queryKey: ['fault-report', 'setup', kind, user?.id ?? ''],
    queryFn: async () => ({ associationEmail: await associationEmailFor(kind ?? 'resident') }),
    enabled: open,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(false);
    setDone(false);
  }, [open]);

  const cancel = () => {
    clearDraft();
    setConfirming(false);
    setGeneration((value) => value + 1);
    onClose();
  };
  // Nothing to lose after a submit or before the wizard shows: close at once.
  const askToClose = () => (done || !setup.data ? onClose() : setConfirming(true));

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && askToClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.dialog} ${modal.wide}`}
          aria-describedby={undefined}
          data-modal={modalNameOf(site.country)}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            askToClose();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>{text('modal.title')}</Dialog.Title>
            <button
              type="button"
              className={modal.close}
              aria-label={text('modal.close')}
              onClick={askToClose}
            >
              <Icon name="close" size={20} />
            </button>
          </div>
          {setup.isPending && <p>{text('problem.loading')}</p>}
          {setup.isError && <TechnicalErrorView onRetry={() => void setup.refetch()} onClose={onClose} />}
          {setup.data && kind && user && (
            <FaultReportWizard
              key={generation}
              kind={kind}
              user={user}
              associationEmail={setup.data.associationEmail}
              onClose={onClose}
              onSubmitted={setDone}
            />
          )}
          <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className={modal.overlay} />
              <AlertDialog.Content className={`${modal.dialog} ${modal.wide}`} data-cancel-dialog="">
                <AlertDialog.Title className={modal.title}>{text('modal.cancelTitle')}</AlertDialog.Title>
                <AlertDialog.Description>{text('modal.cancelText')}</AlertDialog.Description>
                <div className={styles.nav}>
                  <AlertDialog.Cancel className={styles.secondary}>
                    {text('modal.cancelKeep')}
                  </AlertDialog.Cancel>
                  <AlertDialog.Action className={styles.primary} onClick={cancel}>
                    {text('modal.cancelConfirm')}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
