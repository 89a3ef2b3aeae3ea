import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { projectPhaseNames as en } from './resources/project-phase-names/en';
import { projectPhaseNames as fi } from './resources/project-phase-names/fi';
import { projectPhaseNames as no } from './resources/project-phase-names/no';
import { projectPhaseNames as sv } from './resources/project-phase-names/sv';

// The simple phase's names (issue 35 item 5), carried by the search and stage chunks rather
// than every page's language file (page-namespace.ts).

export type ProjectPhaseNameTexts = Translations<typeof sv>;
export const PROJECT_PHASE_NAME_TEXTS: Readonly<Record<Locale, ProjectPhaseNameTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('projectPhaseNames', PROJECT_PHASE_NAME_TEXTS);
export const useProjectPhaseNamesTranslation = namespace.useTranslation;
