import { describe, expect, it } from 'vitest';
import {
  CONTRACTOR_TYPES,
  LIFECYCLES_OF_STAGE_STATUS,
  PROJECT_PHASES,
  type ProjectLifecycle,
  projectPhaseOf,
} from '../../src/shared/residence/project-phases';
import { STAGE_STATUS, type StageStatus } from '../../src/shared/residence/residence-enums';
import { buildCatalogue } from './build-catalogue';
import { catalogueReferenceDate } from './dates';

// The demo world's project phases (issue 35 item 5): every stage's lifecycle agrees with its
// status, the same every time, and the world shows a buyer every simple phase.

const REFERENCE = catalogueReferenceDate(new Date('2026-11-21T10:00:00Z'));
const world = buildCatalogue({ referenceDate: REFERENCE });

describe('stage phases of the demo world', () => {
  it('gives every stage a lifecycle that agrees with its status, and a contractor type to reference projects alone', () => {
    for (const stage of world.stages) {
      const status = stage.stageStatus as StageStatus;
      expect(LIFECYCLES_OF_STAGE_STATUS[status]).toContain(stage.projectLifecycle);
      expect(stage.contractorType !== null && stage.contractorType !== undefined).toBe(
        status === STAGE_STATUS.reference,
      );
    }
  });

  it('shows every simple phase somewhere, and reference projects of several contractor types', () => {
    const phases = new Set(
      world.stages.map((stage) => projectPhaseOf(stage.projectLifecycle as ProjectLifecycle)),
    );
    expect([...phases].sort()).toEqual([...PROJECT_PHASES]);
    const contractorTypes = new Set(world.stages.map((stage) => stage.contractorType).filter(Boolean));
    expect(contractorTypes.size).toBeGreaterThan(1);
    for (const type of contractorTypes) expect(CONTRACTOR_TYPES).toContain(type);
  });

  it('builds the same phases every time for the same month', () => {
    const again = buildCatalogue({ referenceDate: catalogueReferenceDate(new Date('2026-11-02T08:00:00Z')) });
    expect(
      again.stages.map((stage) => [stage.projectLifecycle, stage.projectType, stage.contractorType]),
    ).toEqual(world.stages.map((stage) => [stage.projectLifecycle, stage.projectType, stage.contractorType]));
  });
});
