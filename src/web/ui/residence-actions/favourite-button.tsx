import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import styles from './residence-actions.module.css';
import { setPendingFavourite } from './residence-cookies';
import { type SavedTarget, useSavedToggle } from './use-saved-toggle';

interface Props extends SavedTarget {
  /** The stage or home, for the button's name ("Spara Kajen som favorit"). */
  name: string;
  /** An icon on a card's picture, or an icon with its label on a page. */
  variant?: 'card' | 'page';
}

/**
 * The favourite button of stage and home pages and search cards. Logged in, it saves and
 * removes through the account API (aria-pressed says which); anonymous, it opens the login
 * modal and remembers the favourite (favorite-notice) so it is saved once logged in.
 */
export function FavouriteButton({ name, variant = 'page', ...target }: Props) {
  const { t } = useTranslation();
  const { session, pressed, busy, failed, toggle } = useSavedToggle('favourite', target);
  // platform §6: board members do not see favourites.
  if (session.user?.isBoardMember) return null;
  const onClick = () => {
    if (session.status === 'loggedIn') {
      void toggle();
      return;
    }
    setPendingFavourite(target.residenceId);
    session.requestLogin('private');
  };
  const card = variant === 'card';
  // The name stays the same pressed or not (aria-pressed tells which); the card's is all hidden.
  return (
    <span className={card ? styles.cardFavourite : styles.action}>
      <button
        type="button"
        className={card ? styles.favouriteIcon : styles.favourite}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        onClick={onClick}
        data-favourite-button={target.residenceId}
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
