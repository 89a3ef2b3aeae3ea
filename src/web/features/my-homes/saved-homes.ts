import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import type { ResidenceHit } from '../../../shared/residence/search-schemas';

// Pure rules of the my-homes page (issue 15 item 6): which catalogue ids a user's saved
// relations need, and which hit answers which relation.

export type SavedList = 'favourite' | 'interest' | 'purchase';

/** The id the account API and the catalogue know a relation by: the home's, else the stage's. */
export function residenceIdOf(relation: ResidenceRelation): string {
  return relation.objectId ?? relation.stageId;
}

/** Stage ids and home ids to read, once each, for every relation of every list. */
export function idsToRead(relations: readonly ResidenceRelation[]): { stages: string[]; objects: string[] } {
  const stages = new Set<string>();
  const objects = new Set<string>();
  for (const relation of relations) {
    if (relation.objectId) objects.add(relation.objectId);
    else stages.add(relation.stageId);
  }
  return { stages: [...stages].sort(), objects: [...objects].sort() };
}

/** The hit of a relation, or undefined when the catalogue of this site no longer lists it. */
export function hitOf(
  relation: ResidenceRelation,
  hits: ReadonlyMap<string, ResidenceHit>,
): ResidenceHit | undefined {
  return hits.get(residenceIdOf(relation));
}
