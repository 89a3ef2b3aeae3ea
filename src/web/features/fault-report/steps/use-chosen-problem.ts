import type { CaseFormData } from '../../../../shared/cases/case-wizard-schemas';
import { type ProblemArea, type ProblemAreaDetail, useProblemAreas } from '../api/case-lookups';

/** The problem-area scope of the residence type: public spaces or the rooms of a home (flows §3.5). */
export const scopeOfType = (type: CaseFormData['type']): 'public' | 'apartment' | undefined =>
  type === 'publicSpace' ? 'public' : type === 'apartment' ? 'apartment' : undefined;

/** The problem areas of the chosen type and the area and detail the form names. */
export function useChosenProblem(formData: CaseFormData, problemArea = formData.problemArea) {
  const areas = useProblemAreas(scopeOfType(formData.type));
  const area: ProblemArea | undefined = areas.data?.find(
    (candidate) => String(candidate.code) === problemArea,
  );
  const detail: ProblemAreaDetail | undefined = area?.details.find(
    (candidate) => String(candidate.code) === formData.problemAreaDetails,
  );
  return { areas, area, detail };
}
