import {
  CONTRACTOR_TYPES,
  type ContractorType,
  lifecycleForStage,
  type ProjectLifecycle,
  type ProjectType,
  projectTypeForStage,
} from '../../src/shared/residence/project-phases';
import { STAGE_STATUS, type StageStatus } from '../../src/shared/residence/residence-enums';

// The project phase of a demo stage (issue 35 item 5): its lifecycle step follows its status and
// how far off move-in is from the reference day, its type what it builds. Nothing here draws on
// the seed's random stream, so adding phases left every other seeded value as it was.

const DAY_MS = 86_400_000;

export interface StagePhases {
  projectLifecycle: ProjectLifecycle;
  projectType: ProjectType;
  contractorType: ContractorType | null;
}

export function stagePhasesFor(stage: {
  id: string;
  status: StageStatus;
  inhabitDate: string;
  reference: Date;
  homeTypes: readonly number[];
  concept: number | null;
}): StagePhases {
  const daysToMoveIn = Math.round(
    (Date.parse(`${stage.inhabitDate}T00:00:00Z`) - stage.reference.getTime()) / DAY_MS,
  );
  // A reference project's form of contract, spread over the seven by its (deterministic) id.
  const contractorType =
    stage.status === STAGE_STATUS.reference
      ? (CONTRACTOR_TYPES[
          Number.parseInt(stage.id.slice(0, 8), 16) % CONTRACTOR_TYPES.length
        ] as ContractorType)
      : null;
  return {
    projectLifecycle: lifecycleForStage(stage.status, daysToMoveIn),
    projectType: projectTypeForStage(stage.homeTypes, stage.concept),
    contractorType,
  };
}
