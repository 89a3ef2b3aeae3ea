import type {
  addFavoriteContract,
  addInterestContract,
  removeFavoriteContract,
  removeInterestContract,
  saveInterestsContract,
} from '../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS as E } from '../../../shared/account/account-endpoints';
import { writeCookie } from '../../browser/cookies';
import { callEndpoint } from '../api/call-endpoint';
import {
  INTEREST_COOKIE,
  pendingFavourite,
  setPendingFavourite,
  storedInterestIds,
} from './residence-cookies';

// The calls behind the favourite and interest buttons: their own chunk, loaded on the first
// click (or after a login that left something to save), never with the page.

export type SavedKind = 'favourite' | 'interest';

export async function setSaved(kind: SavedKind, residenceId: string, on: boolean): Promise<void> {
  const params = { residenceId };
  if (kind === 'favourite') {
    if (on) await callEndpoint<typeof addFavoriteContract>(E.addFavorite, { params });
    else await callEndpoint<typeof removeFavoriteContract>(E.removeFavorite, { params });
    return;
  }
  if (on) await callEndpoint<typeof addInterestContract>(E.addInterest, { params });
  else await callEndpoint<typeof removeInterestContract>(E.removeInterest, { params });
}

/**
 * After a login: the interests registered anonymously (the interest cookie) and the favourite
 * whose click opened the login (favorite-notice) go to the account, and the cookies go.
 * A favourite that is no longer in the catalogue is dropped rather than failing the login.
 */
export async function saveAfterLogin(): Promise<void> {
  const interests = storedInterestIds();
  if (interests.length > 0) {
    await callEndpoint<typeof saveInterestsContract>(E.saveInterests, {
      body: { residenceIds: interests },
    });
    writeCookie(INTEREST_COOKIE.name, null);
  }
  const favourite = pendingFavourite();
  if (favourite) {
    setPendingFavourite(null);
    await setSaved('favourite', favourite, true).catch(() => undefined);
  }
}

/**
 * The login screens call this once a login has answered Ok (the login panel, registration, the
 * e-ident return): whatever waited in the cookies is saved, then the user is read again so the
 * buttons show it. A failure leaves the cookies for the next login.
 */
export async function savePendingAfterLogin(reloadUser: () => Promise<unknown>): Promise<void> {
  if (storedInterestIds().length === 0 && pendingFavourite() === null) return;
  try {
    await saveAfterLogin();
    await reloadUser();
  } catch {
    // kept in the cookies
  }
}
