import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import {
  addRelation,
  findResidence,
  relationsOf,
  removeRelation,
  type SavedRelation,
} from './residence-relations-repository';

// Favourites and interests (issue 12 item 5): a user changes and reads only their own rows, the
// user id always comes from the login, never from the request.

export type { SavedRelation };

export function listRelations(db: Database, userId: string, relation: SavedRelation) {
  return relationsOf(db, userId, relation);
}

/** Adds a stage or a home of the catalogue; an id the catalogue does not know is refused. */
export async function addResidenceRelation(
  db: Database,
  userId: string,
  relation: SavedRelation,
  residenceId: string,
): Promise<ResidenceRelation[]> {
  const target = await findResidence(db, residenceId);
  if (!target) throw new HttpError('NOT_FOUND', 'No stage or home has that id.');
  await addRelation(db, userId, relation, target);
  return relationsOf(db, userId, relation);
}

export async function removeResidenceRelation(
  db: Database,
  userId: string,
  relation: SavedRelation,
  residenceId: string,
): Promise<ResidenceRelation[]> {
  await removeRelation(db, userId, relation, residenceId);
  return relationsOf(db, userId, relation);
}

/** The interest cookie's ids after a login: those the catalogue still knows are saved. */
export async function saveInterests(
  db: Database,
  userId: string,
  residenceIds: readonly string[],
): Promise<ResidenceRelation[]> {
  for (const residenceId of new Set(residenceIds)) {
    const target = await findResidence(db, residenceId);
    if (target) await addRelation(db, userId, 'interest', target);
  }
  return relationsOf(db, userId, 'interest');
}
