import { describe, expect, it } from 'vitest';
import {
  PROJECT_LIFECYCLE as L,
  LIFECYCLES_OF_STAGE_STATUS,
  lifecycleForStage,
  PROJECT_PHASE as P,
  PROJECT_LIFECYCLES,
  PROJECT_PHASES,
  PROJECT_STATUS,
  PROJECT_TYPE,
  projectPhaseOf,
  projectStatusOf,
  projectTypeForStage,
} from './project-phases';
import { CONCEPT, HOME_TYPE, STAGE_STATUS, STAGE_STATUSES } from './residence-enums';

describe('project phases', () => {
  it('numbers the lifecycle and the simple phase in the order of platform §4', () => {
    expect(PROJECT_LIFECYCLES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(PROJECT_PHASES).toEqual([1, 2, 3, 4, 5]);
  });

  it('derives the simple phase from the lifecycle, never going back as the lifecycle moves on', () => {
    expect(PROJECT_LIFECYCLES.map(projectPhaseOf)).toEqual([
      P.planned, // planned
      P.planned, // VIP sale
      P.planned, // VIP sale processing
      P.planned, // pre-selling
      P.planned, // sales start
      P.constructionStart, // build start
      P.intermediation, // intermediation
      P.intermediation, // interior options
      P.intermediation, // finalizing
      P.moveInReady, // move-in
      P.completed, // completed
    ]);
    // Every phase is reached.
    expect(new Set(PROJECT_LIFECYCLES.map(projectPhaseOf))).toEqual(new Set(PROJECT_PHASES));
  });

  it('calls a project finalized once completed, otherwise ongoing', () => {
    expect(projectStatusOf(L.completed)).toBe(PROJECT_STATUS.finalized);
    for (const lifecycle of PROJECT_LIFECYCLES.filter((step) => step !== L.completed))
      expect(projectStatusOf(lifecycle)).toBe(PROJECT_STATUS.ongoing);
  });

  it('gives every stage status a lifecycle that agrees with it, whatever the move-in date', () => {
    for (const status of STAGE_STATUSES) {
      for (const days of [-400, -1, 0, 1, 29, 31, 91, 181, 366, 900]) {
        expect(LIFECYCLES_OF_STAGE_STATUS[status]).toContain(lifecycleForStage(status, days));
      }
    }
  });

  it('moves a stage for sale through the lifecycle as move-in comes nearer', () => {
    const steps = [500, 300, 120, 60, 10, 0].map((days) => lifecycleForStage(STAGE_STATUS.forSale, days));
    expect(steps).toEqual([
      L.salesStart,
      L.buildStart,
      L.intermediation,
      L.interiorOptions,
      L.finalizing,
      L.moveIn,
    ]);
    expect(lifecycleForStage(STAGE_STATUS.soldOut, -30)).toBe(L.completed);
    expect(lifecycleForStage(STAGE_STATUS.planned, 700)).toBe(L.planned);
    expect(lifecycleForStage(STAGE_STATUS.vip, 400)).toBe(L.vipSale);
  });

  it('types a stage by what it builds', () => {
    expect(projectTypeForStage([HOME_TYPE.apartment], CONCEPT.senior)).toBe(PROJECT_TYPE.seniorHousing);
    expect(projectTypeForStage([HOME_TYPE.plot], null)).toBe(PROJECT_TYPE.plots);
    expect(projectTypeForStage([HOME_TYPE.apartment, HOME_TYPE.townHouse], null)).toBe(
      PROJECT_TYPE.apartments,
    );
    expect(projectTypeForStage([HOME_TYPE.townHouse], CONCEPT.premium)).toBe(PROJECT_TYPE.smallHouses);
    expect(projectTypeForStage([], null)).toBe(PROJECT_TYPE.apartments);
  });
});
