import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useClickWhenKnown } from '../session/use-click-when-known';
import { FavouriteMarkup, type FavouriteMarkupProps, InterestMarkup } from './action-markup';
import { setPendingFavourite, storedInterestIds, storeInterest } from './residence-cookies';
import { type SavedTarget, useSavedToggle } from './use-saved-toggle';

// The working favourite and interest buttons: their own chunk, loaded once the page has
// hydrated (residence-actions.tsx shows the same markup until then).

export type FavouriteProps = SavedTarget & Pick<FavouriteMarkupProps, 'name' | 'variant'>;

/**
 * Logged in, a click saves or removes the favourite through the account API (aria-pressed
 * says which); anonymous, it opens the login modal and remembers the favourite
 * (favorite-notice), which is saved once logged in.
 */
export function LiveFavourite({ name, variant, ...target }: FavouriteProps) {
  const { session, pressed, busy, waiting, failed, toggle } = useSavedToggle('favourite', target);
  const click = useClickWhenKnown(waiting, (kept) => {
    // A click kept from before the session was read: a board member has no favourites, and a
    // favourite already saved stays saved.
    if (kept && (session.user?.isBoardMember || pressed)) return;
    if (session.status === 'loggedIn') {
      void toggle();
      return;
    }
    setPendingFavourite(target.residenceId);
    session.requestLogin('private');
  });
  // platform §6: board members do not see favourites.
  if (session.user?.isBoardMember) return null;
  return (
    <FavouriteMarkup
      residenceId={target.residenceId}
      name={name}
      variant={variant}
      pressed={pressed}
      busy={busy || click.kept}
      failed={failed}
      onClick={click.onClick}
    />
  );
}

/**
 * Logged in, the interest is saved to the account; anonymous, it is kept in the interest
 * cookie (platform §9) and saved to the account at the next login (the session does it).
 */
export function LiveInterest({ name, ...target }: SavedTarget & { name: string }) {
  const { t } = useTranslation();
  const { session, pressed, busy, waiting, failed, toggle } = useSavedToggle('interest', target);
  const [inCookie, setInCookie] = useState(false);
  useEffect(() => setInCookie(storedInterestIds().includes(target.residenceId)), [target.residenceId]);
  const anonymous = session.status !== 'loggedIn';
  const on = anonymous ? inCookie : pressed;
  const click = useClickWhenKnown(waiting, (kept) => {
    if (kept && on) return; // already registered: a kept click asked for "on"
    if (!anonymous) {
      void toggle();
      return;
    }
    storeInterest(target.residenceId, !inCookie);
    setInCookie(!inCookie);
  });
  const note = failed
    ? t('sales.saveFailed')
    : on
      ? t(anonymous ? 'sales.interestInBrowser' : 'sales.interestSaved')
      : undefined;
  return (
    <InterestMarkup
      residenceId={target.residenceId}
      name={name}
      on={on}
      busy={busy || click.kept}
      note={note}
      onClick={click.onClick}
      onLogin={on && session.status === 'anonymous' ? () => session.requestLogin('private') : undefined}
    />
  );
}

/** Both buttons of a stage or home page, as residence-actions.tsx loads them. */
export default function LiveActions({ name, ...target }: SavedTarget & { name: string }) {
  return (
    <>
      <LiveFavourite {...target} name={name} />
      <LiveInterest {...target} name={name} />
    </>
  );
}
