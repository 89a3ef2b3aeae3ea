import { CONCEPT, HOME_TYPE, STAGE_STATUS, type StageStatus } from './residence-enums';
import { PROJECT_PHASE, type ProjectPhase } from './simple-project-phase';

// Project phases with fixed ids (platform §4 "Numeric project lifecycle", "Simple project
// phase"; flows §3.9 "Project types 1 to 10; contractor types 1 to 7; project status ongoing or
// finalized"). A stage stores its lifecycle step, project type and (a contractor's reference
// project) contractor type; the simple phase and the project status follow from the lifecycle,
// here and nowhere else, so the stage page, the cards and the API cannot disagree.

function valuesOf<T extends Record<string, number>>(table: T): readonly T[keyof T][] {
  return Object.freeze(Object.values(table) as T[keyof T][]);
}

/** The detailed lifecycle, in the order a project goes through it. */
export const PROJECT_LIFECYCLE = Object.freeze({
  planned: 1,
  vipSale: 2,
  vipSaleProcessing: 3,
  preSelling: 4,
  salesStart: 5,
  buildStart: 6,
  intermediation: 7,
  interiorOptions: 8,
  finalizing: 9,
  moveIn: 10,
  completed: 11,
} as const);
export type ProjectLifecycle = (typeof PROJECT_LIFECYCLE)[keyof typeof PROJECT_LIFECYCLE];
export const PROJECT_LIFECYCLES = valuesOf(PROJECT_LIFECYCLE);

export { PROJECT_PHASE, PROJECT_PHASES, type ProjectPhase } from './simple-project-phase';

/** What a project builds. Residence stages use the first four; reference projects any. */
export const PROJECT_TYPE = Object.freeze({
  apartments: 1,
  smallHouses: 2,
  seniorHousing: 3,
  plots: 4,
  offices: 5,
  schools: 6,
  care: 7,
  retail: 8,
  industry: 9,
  renovation: 10,
} as const);
export type ProjectType = (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE];
export const PROJECT_TYPES = valuesOf(PROJECT_TYPE);

/** The form of contract a contractor's reference project was built under. */
export const CONTRACTOR_TYPE = Object.freeze({
  designBuild: 1,
  construction: 2,
  general: 3,
  divided: 4,
  coordinatedGeneral: 5,
  constructionManagement: 6,
  partnering: 7,
} as const);
export type ContractorType = (typeof CONTRACTOR_TYPE)[keyof typeof CONTRACTOR_TYPE];
export const CONTRACTOR_TYPES = valuesOf(CONTRACTOR_TYPE);

/** Ongoing until the project is completed. */
export const PROJECT_STATUS = Object.freeze({ ongoing: 1, finalized: 2 } as const);
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];
export const PROJECT_STATUSES = valuesOf(PROJECT_STATUS);

const L = PROJECT_LIFECYCLE;
const PHASE_OF_LIFECYCLE: Readonly<Record<ProjectLifecycle, ProjectPhase>> = Object.freeze({
  [L.planned]: PROJECT_PHASE.planned,
  [L.vipSale]: PROJECT_PHASE.planned,
  [L.vipSaleProcessing]: PROJECT_PHASE.planned,
  [L.preSelling]: PROJECT_PHASE.planned,
  [L.salesStart]: PROJECT_PHASE.planned,
  [L.buildStart]: PROJECT_PHASE.constructionStart,
  [L.intermediation]: PROJECT_PHASE.intermediation,
  [L.interiorOptions]: PROJECT_PHASE.intermediation,
  [L.finalizing]: PROJECT_PHASE.intermediation,
  [L.moveIn]: PROJECT_PHASE.moveInReady,
  [L.completed]: PROJECT_PHASE.completed,
});

/** The simple phase of a lifecycle step. */
export function projectPhaseOf(lifecycle: ProjectLifecycle): ProjectPhase {
  return PHASE_OF_LIFECYCLE[lifecycle];
}

/** Ongoing or finalized (flows §3.9): finalized once the lifecycle reaches completed. */
export function projectStatusOf(lifecycle: ProjectLifecycle): ProjectStatus {
  return lifecycle === L.completed ? PROJECT_STATUS.finalized : PROJECT_STATUS.ongoing;
}

/**
 * The lifecycle steps that agree with a stage status: a planned stage is not being built, a
 * stage for sale is between sales start and move-in, a succession or reference one is done.
 */
export const LIFECYCLES_OF_STAGE_STATUS: Readonly<Record<StageStatus, readonly ProjectLifecycle[]>> =
  Object.freeze({
    [STAGE_STATUS.planned]: [L.planned],
    [STAGE_STATUS.vip]: [L.vipSale, L.vipSaleProcessing],
    [STAGE_STATUS.preSelling]: [L.preSelling],
    [STAGE_STATUS.forSale]: [
      L.salesStart,
      L.buildStart,
      L.intermediation,
      L.interiorOptions,
      L.finalizing,
      L.moveIn,
    ],
    [STAGE_STATUS.soldOut]: [
      L.buildStart,
      L.intermediation,
      L.interiorOptions,
      L.finalizing,
      L.moveIn,
      L.completed,
    ],
    [STAGE_STATUS.moveInReady]: [L.moveIn, L.completed],
    [STAGE_STATUS.succession]: [L.completed],
    [STAGE_STATUS.reference]: [
      L.buildStart,
      L.intermediation,
      L.interiorOptions,
      L.finalizing,
      L.moveIn,
      L.completed,
    ],
  });

/**
 * The lifecycle step of a stage by its status and the days left until its first move-in
 * (negative once passed). drizzle/0022_project_phases.sql backfills existing stages by the same
 * rule in SQL, and the demo world's seed uses it, so both agree with LIFECYCLES_OF_STAGE_STATUS.
 */
export function lifecycleForStage(status: StageStatus, daysToMoveIn: number): ProjectLifecycle {
  switch (status) {
    case STAGE_STATUS.planned:
      return L.planned;
    case STAGE_STATUS.vip:
      return L.vipSale;
    case STAGE_STATUS.preSelling:
      return L.preSelling;
    case STAGE_STATUS.forSale:
    case STAGE_STATUS.soldOut:
      if (daysToMoveIn > 365) return status === STAGE_STATUS.forSale ? L.salesStart : L.buildStart;
      if (daysToMoveIn > 180) return L.buildStart;
      if (daysToMoveIn > 90) return L.intermediation;
      if (daysToMoveIn > 30) return L.interiorOptions;
      if (daysToMoveIn > 0) return L.finalizing;
      return status === STAGE_STATUS.forSale ? L.moveIn : L.completed;
    case STAGE_STATUS.moveInReady:
      return L.moveIn;
    default:
      return L.completed;
  }
}

/**
 * The project type of a residence stage by what it builds (its home types) and its concept: a
 * seniors' concept is senior housing, plots alone are plots, any apartment makes an apartment
 * project, the rest are small houses. The 0022 backfill follows the same rule.
 */
export function projectTypeForStage(homeTypes: readonly number[], concept: number | null): ProjectType {
  if (concept === CONCEPT.senior) return PROJECT_TYPE.seniorHousing;
  if (homeTypes.length > 0 && homeTypes.every((type) => type === HOME_TYPE.plot)) return PROJECT_TYPE.plots;
  if (homeTypes.includes(HOME_TYPE.apartment) || homeTypes.length === 0) return PROJECT_TYPE.apartments;
  return PROJECT_TYPE.smallHouses;
}
