import { createContext, type ReactNode, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../icon';
import styles from './toast.module.css';
import type { Toast, ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}

/** The page's toasts, to show one from a component; outside a provider, a store nobody renders. */
export function useToasts(): ToastStore {
  return useContext(ToastContext) ?? UNRENDERED;
}

const noop = () => {};
const UNRENDERED: ToastStore = {
  show: noop,
  dismiss: noop,
  pause: noop,
  resume: noop,
  subscribe: () => noop,
  list: () => [],
};

// Two live regions that are always in the page, so a screen reader is listening before the
// first toast arrives: infos polite, errors assertive. Each toast carries its role (status for
// an info, alert for an error) only while it is there, so an empty region is nothing a reader
// or a test finds by role. Hovering or focusing a toast stops every auto-hide timer until the
// pointer and focus have left.
export function ToastRegion() {
  const store = useToasts();
  const toasts = useSyncExternalStore(store.subscribe, store.list, store.list);
  const hovered = useRef(false);
  const focused = useRef(false);
  const settle = () => (hovered.current || focused.current ? store.pause() : store.resume());

  // The last toast gone under the pointer: no mouseleave follows, so the timers restart here.
  const empty = toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    hovered.current = false;
    focused.current = false;
    store.resume();
  }, [empty, store]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timers; the toasts' own buttons are the controls
    <div
      className={styles.region}
      onMouseEnter={() => {
        hovered.current = true;
        settle();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        settle();
      }}
      onFocus={() => {
        focused.current = true;
        settle();
      }}
      onBlur={(event) => {
        focused.current = event.currentTarget.contains(event.relatedTarget as Node | null);
        settle();
      }}
      data-toasts=""
    >
      <div aria-live="polite" className={styles.stack}>
        {toasts.map((toast) => toast.kind === 'info' && <ToastItem key={toast.id} toast={toast} />)}
      </div>
      <div aria-live="assertive" className={styles.stack}>
        {toasts.map((toast) => toast.kind === 'error' && <ToastItem key={toast.id} toast={toast} />)}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const store = useToasts();
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className={styles.toast}
      data-kind={toast.kind}
    >
      <Icon name={toast.kind === 'error' ? 'alert' : 'info'} size={20} className={styles.icon} />
      <p className={styles.text}>{toast.text}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('toast.dismiss')}
        onClick={() => store.dismiss(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
