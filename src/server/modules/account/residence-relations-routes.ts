import type { FastifyInstance } from 'fastify';
import {
  addFavoriteContract,
  addInterestContract,
  favoritesContract,
  interestsContract,
  removeFavoriteContract,
  removeInterestContract,
  saveInterestsContract,
} from '../../../shared/account/account-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import {
  addResidenceRelation,
  listRelations,
  removeResidenceRelation,
  type SavedRelation,
  saveInterests,
} from './residence-relations-service';

// /account_service/favorites and /account_service/interests: the caller's own lists only.
export function registerResidenceRelationRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const lists: [SavedRelation, typeof favoritesContract | typeof interestsContract][] = [
    ['favourite', favoritesContract],
    ['interest', interestsContract],
  ];
  for (const [relation, contract] of lists) {
    addEndpoint(app, contract, (request) => listRelations(db, loginOf(request).userId, relation));
  }
  const adds = [
    ['favourite', addFavoriteContract],
    ['interest', addInterestContract],
  ] as const;
  for (const [relation, contract] of adds) {
    addEndpoint(app, contract, (request) =>
      addResidenceRelation(db, loginOf(request).userId, relation, request.params.residenceId),
    );
  }
  const removals = [
    ['favourite', removeFavoriteContract],
    ['interest', removeInterestContract],
  ] as const;
  for (const [relation, contract] of removals) {
    addEndpoint(app, contract, (request) =>
      removeResidenceRelation(db, loginOf(request).userId, relation, request.params.residenceId),
    );
  }
  addEndpoint(app, saveInterestsContract, (request) =>
    saveInterests(db, loginOf(request).userId, request.body.residenceIds),
  );
}
