import { useState } from 'react';
import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import { useSession } from '../session/session-context';
import { useHydrated } from '../use-hydrated';
import { type SavedKind, setSaved } from './saved-residences';

/** What a favourite or interest button stands for: a stage, or one home (object) of it. */
export interface SavedTarget {
  residenceId: string;
  stageId: string;
  objectId: string | null;
}

const isTarget = (target: SavedTarget) => (relation: ResidenceRelation) =>
  target.objectId
    ? relation.objectId === target.objectId
    : relation.stageId === target.stageId && relation.objectId === null;

/**
 * The state of a favourite or interest button of a logged-in user: pressed when the user as read
 * lists the target; a click saves through the account API (its code loads on the first click)
 * and reloads the user, so every button of the same target follows. `pressed` shows the wish at
 * once; a failure turns it back and sets `failed`. Until the session is known (`waiting`) the
 * button is busy.
 */
export function useSavedToggle(kind: SavedKind, target: SavedTarget) {
  const session = useSession();
  const hydrated = useHydrated();
  const [wish, setWish] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const list = kind === 'favourite' ? session.user?.favorites : session.user?.interests;
  const saved = hydrated && (list ?? []).some(isTarget(target));
  const toggle = async () => {
    const next = !(wish ?? saved);
    setWish(next);
    setFailed(false);
    try {
      await setSaved(kind, target.residenceId, next);
      await session.reloadUser();
    } catch {
      setFailed(true);
    } finally {
      setWish(null);
    }
  };
  const waiting = session.status === 'unknown';
  return { session, pressed: wish ?? saved, busy: wish !== null || waiting, waiting, failed, toggle };
}
