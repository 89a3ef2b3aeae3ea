import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../icon';
import styles from './residence-actions.module.css';

// The markup of the favourite and interest buttons (live-actions.tsx renders them with their
// state and handlers).

export interface FavouriteMarkupProps {
  residenceId: string;
  /** The stage or home, completing the button's name ("Spara som favorit: Kajen"). */
  name: string;
  /** An icon on a card's picture, or an icon with its label on a page. */
  variant?: 'card' | 'page';
  pressed?: boolean;
  busy?: boolean;
  failed?: boolean;
  onClick?: () => void;
}

export function FavouriteMarkup(props: FavouriteMarkupProps) {
  const { t } = useTranslation();
  const { residenceId, name, pressed = false, busy = false, failed = false, onClick } = props;
  const card = props.variant === 'card';
  // The name stays the same pressed or not (aria-pressed tells which); the card's is all hidden.
  return (
    <span className={card ? styles.cardFavourite : styles.action}>
      <button
        type="button"
        className={card ? styles.favouriteIcon : styles.favourite}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        onClick={onClick}
        data-favourite-button={residenceId}
      >
        <Icon name="heart" size={20} fill={pressed ? 'currentColor' : 'none'} />
        <span className={card ? 'visually-hidden' : undefined}>{t('sales.favourite')}</span>
        <span className="visually-hidden">: {name}</span>
      </button>
      {failed && (
        <span role="alert" className={styles.failed}>
          {t('sales.saveFailed')}
        </span>
      )}
    </span>
  );
}

export interface InterestMarkupProps {
  residenceId: string;
  name: string;
  on?: boolean;
  busy?: boolean;
  /** What the status line says (saved, kept in this browser, failed). */
  note?: string;
  onClick?: () => void;
  /** Offers to log in, so an interest kept in the browser reaches the account. */
  onLogin?: () => void;
}

export function InterestMarkup(props: InterestMarkupProps) {
  const { t } = useTranslation();
  const { residenceId, name, on = false, busy = false, note, onClick, onLogin } = props;
  return (
    <span className={styles.action}>
      <button
        type="button"
        className={styles.interest}
        aria-pressed={on}
        aria-busy={busy || undefined}
        onClick={onClick}
        data-interest-button={residenceId}
      >
        <Icon name={on ? 'check' : 'bell'} size={20} />
        {t('sales.interest')}
        <span className="visually-hidden">: {name}</span>
      </button>
      <span role="status" className={styles.note}>
        {note}
      </span>
      {onLogin && (
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('sales.interestLogin')}
        </button>
      )}
    </span>
  );
}
