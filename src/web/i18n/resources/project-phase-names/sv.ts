// The simple project phase (platform §4) as a search card names it: "Fas: Byggstart". Small
// and of its own, so the search page carries these alone (project-phase-names-texts.ts); the
// stage page's fuller texts are in ../project-phases. no, fi and en have the same keys.
export const projectPhaseNames = {
  phase: 'Fas',
  phases: {
    planned: 'Planerat',
    constructionStart: 'Byggstart',
    intermediation: 'Förmedling',
    moveInReady: 'Inflyttningsklart',
    completed: 'Färdigställt',
  },
};
