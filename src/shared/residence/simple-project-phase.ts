// The phase a buyer is shown (platform §4 "Simple project phase"), apart from the lifecycle
// tables in project-phases.ts: a search card needs only these five ids and their names.

/** The phase a buyer is shown: five steps. */
export const PROJECT_PHASE = Object.freeze({
  planned: 1,
  constructionStart: 2,
  intermediation: 3,
  moveInReady: 4,
  completed: 5,
} as const);
export type ProjectPhase = (typeof PROJECT_PHASE)[keyof typeof PROJECT_PHASE];
export const PROJECT_PHASES: readonly ProjectPhase[] = Object.freeze(Object.values(PROJECT_PHASE));
