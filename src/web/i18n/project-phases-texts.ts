import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { projectPhases as en } from './resources/project-phases/en';
import { projectPhases as fi } from './resources/project-phases/fi';
import { projectPhases as no } from './resources/project-phases/no';
import { projectPhases as sv } from './resources/project-phases/sv';

// Lifecycle steps, project types, forms of contract and ongoing/finalized (issue 35 item 5),
// carried by the stage page's phase section and the reference-project template rather than
// every page's language file (page-namespace.ts).

export type ProjectPhaseTexts = Translations<typeof sv>;
export const PROJECT_PHASE_TEXTS: Readonly<Record<Locale, ProjectPhaseTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('projectPhases', PROJECT_PHASE_TEXTS);
export const useProjectPhasesTranslation = namespace.useTranslation;
