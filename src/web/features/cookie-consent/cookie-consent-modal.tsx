import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ACCEPT_ALL,
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentSetting,
  ESSENTIAL_ONLY,
} from '../../../shared/consent/consent-setting';
import { useCookieConsentTranslation } from '../../i18n/cookie-consent-texts';
import { currentConsent, saveConsent } from '../../ui/consent/consent-store';
import { useConsent, useCookieSettingsRequests } from '../../ui/consent/use-consent';
import { Icon } from '../../ui/icon';
import { useSession } from '../../ui/session/session-context';
import styles from './cookie-consent-modal.module.css';
import { sentencesOf } from './intro-sentences';
import { recordConsentChoice } from './record-consent-choice';
import { useModalHash } from './use-modal-hash';
import { whenNoDialogOpen } from './when-no-dialog-open';

/** platform §9: the modal appears this long after load while the choice is unanswered (or, when
 * the visitor has another dialog open by then, once it closes). */
export const COOKIE_MODAL_DELAY_MS = 2000;

type Layer = 'choices' | 'manage';

// The cookie modal of platform §4: "Accept all" and "Essential only" side by side with the same
// look, "Manage" for per-category switches, and close. Closing an unanswered modal answers
// "essential only" (nothing optional without a yes); closing a reopened one keeps the choice.
export function CookieConsentModal() {
  const { t } = useCookieConsentTranslation();
  const { setting } = useConsent();
  const requests = useCookieSettingsRequests();
  const loginRequested = useSession().loginRequest !== null;
  const [open, setOpen] = useState(false);
  const [layer, setLayer] = useState<Layer>('choices');
  const [draft, setDraft] = useState<Record<ConsentCategory, boolean>>(ESSENTIAL_ONLY);
  const returnFocus = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  useModalHash(open);

  const show = useCallback((next: Layer) => {
    const saved = currentConsent();
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDraft({ statistics: saved.statistics, marketing: saved.marketing, thirdParty: saved.thirdParty });
    setLayer(saved.answered ? next : 'choices');
    setOpen(true);
  }, []);

  // The delay runs from load; then the modal waits for any dialog the visitor has open, and for a
  // login already asked for (#open-login) whose chunk is still on its way on a slow network.
  const [delayOver, setDelayOver] = useState(false);
  const shownAfterDelay = useRef(false);
  useEffect(() => {
    if (setting.answered) return;
    const timer = window.setTimeout(() => setDelayOver(true), COOKIE_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [setting.answered]);
  useEffect(() => {
    if (setting.answered || !delayOver || loginRequested || shownAfterDelay.current) return;
    return whenNoDialogOpen(() => {
      shownAfterDelay.current = true;
      show('choices');
    });
  }, [setting.answered, delayOver, loginRequested, show]);

  // Footer button and data-open-cookie-settings elements ask through the consent store.
  useEffect(() => {
    if (requests > 0) show('manage');
  }, [requests, show]);

  function choose(choice: ConsentSetting) {
    saveConsent(choice);
    recordConsentChoice(choice);
    setOpen(false);
  }

  function onOpenChange(next: boolean) {
    if (next) return;
    // × and Escape: an unanswered modal answers "essential only"; a reopened one keeps the choice.
    if (currentConsent().answered) setOpen(false);
    else choose(ESSENTIAL_ONLY);
  }

  // Modal for the visitor, but not through Radix's modal mode: that locks the page's scroll and
  // turns off pointer events on <body>, which restyles and lays out the whole page in the task
  // that opens the modal (40–60 ms on a fast machine, four times that on a phone, 2 s after
  // load on every first visit). The overlay takes the pointer instead, Tab loops inside the
  // dialog (Radix's focus scope), aria-modal keeps screen readers in it, and a click on the
  // overlay or Escape closes it as before. Radix's non-modal dialog would close when focus
  // lands outside it (a Tab from <body> before its first focus, say); this one brings the
  // focus back to its first button instead.
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <div className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-modal="true"
          ref={content}
          data-cookie-consent=""
          onFocusOutside={(event) => {
            event.preventDefault();
            content.current?.querySelector('button')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>
              {layer === 'choices' ? t('title') : t('manageTitle')}
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className={styles.intro}>
              {sentencesOf(t('intro')).map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
            </div>
          </Dialog.Description>

          {layer === 'manage' && (
            <fieldset className={styles.categories}>
              <legend className="visually-hidden">{t('manageTitle')}</legend>
              <CategorySwitch
                id="essential"
                label={t('categories.essential')}
                description={t('categories.essentialDescription')}
                checked
                disabled
              />
              {CONSENT_CATEGORIES.map((category) => (
                <CategorySwitch
                  key={category}
                  id={category}
                  label={t(`categories.${category}`)}
                  description={t(`categories.${category}Description`)}
                  checked={draft[category]}
                  onChange={(checked) => setDraft((current) => ({ ...current, [category]: checked }))}
                />
              ))}
            </fieldset>
          )}

          <div className={styles.choices}>
            <button type="button" className={styles.choice} onClick={() => choose(ACCEPT_ALL)}>
              {t('acceptAll')}
            </button>
            <button type="button" className={styles.choice} onClick={() => choose(ESSENTIAL_ONLY)}>
              {t('rejectAll')}
            </button>
          </div>
          {layer === 'choices' ? (
            <button type="button" className={styles.secondary} onClick={() => setLayer('manage')}>
              {t('manage')}
            </button>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => choose({ answered: true, ...draft })}
            >
              {t('save')}
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface CategorySwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function CategorySwitch({ id, label, description, checked, disabled, onChange }: CategorySwitchProps) {
  const inputId = `cookie-category-${id}`;
  return (
    <div className={styles.category}>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={`${inputId}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={inputId} className={styles.categoryLabel}>
        {label}
      </label>
      <p id={`${inputId}-description`} className={styles.categoryDescription}>
        {description}
      </p>
    </div>
  );
}
