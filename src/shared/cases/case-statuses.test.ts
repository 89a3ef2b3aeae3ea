import { describe, expect, it } from 'vitest';
import {
  CASE_STATUS,
  CASE_STATUS_IDS,
  CASE_STATUS_TRANSITIONS,
  type CaseStatusId,
  cancelledStatusFor,
  canMoveCase,
  caseStatusGroup,
  caseStatusSortRank,
  ONGOING_STATUS_KEYS,
} from './case-statuses';

describe('errand statuses (flows §4.4)', () => {
  it('puts every status in one display group', () => {
    const groups = Object.fromEntries(CASE_STATUS_IDS.map((id) => [id, caseStatusGroup(id)]));
    expect(groups[CASE_STATUS.registered]).toBe('registered');
    expect(groups[CASE_STATUS.registeredNo]).toBe('registered');
    expect(groups[CASE_STATUS.executed]).toBe('executed');
    for (const id of [
      CASE_STATUS.completed,
      CASE_STATUS.cancelledByCustomer,
      CASE_STATUS.cancelledByCustomerNo,
      CASE_STATUS.shredded,
    ])
      expect(groups[id]).toBe('completed');
    expect(ONGOING_STATUS_KEYS).toEqual(
      expect.arrayContaining(['ongoing', 'waitingWeather', 'booked', 'reference', 'executedNo']),
    );
    for (const key of ONGOING_STATUS_KEYS) expect(caseStatusGroup(CASE_STATUS[key])).toBe('ongoing');
  });

  it('ranks completed, cancelled, shredded and reference 400, executed 300, ongoing and waiting 200, registered 150, others 100', () => {
    expect(caseStatusSortRank(CASE_STATUS.completed)).toBe(400);
    expect(caseStatusSortRank(CASE_STATUS.cancelledByCustomerNo)).toBe(400);
    expect(caseStatusSortRank(CASE_STATUS.shredded)).toBe(400);
    expect(caseStatusSortRank(CASE_STATUS.reference)).toBe(400);
    expect(caseStatusSortRank(CASE_STATUS.executed)).toBe(300);
    expect(caseStatusSortRank(CASE_STATUS.ongoing)).toBe(200);
    expect(caseStatusSortRank(CASE_STATUS.waitingSubcontractor)).toBe(200);
    expect(caseStatusSortRank(CASE_STATUS.registered)).toBe(150);
    expect(caseStatusSortRank(CASE_STATUS.booked)).toBe(100);
  });

  it('closing is the Norwegian cancelled status on the Norwegian site only', () => {
    expect(cancelledStatusFor('no')).toBe(CASE_STATUS.cancelledByCustomerNo);
    expect(cancelledStatusFor('se')).toBe(CASE_STATUS.cancelledByCustomer);
  });

  it('allows exactly the moves of the transition table, for every pair of statuses', () => {
    let allowed = 0;
    for (const from of CASE_STATUS_IDS) {
      for (const to of CASE_STATUS_IDS) {
        const listed = (CASE_STATUS_TRANSITIONS[from] as readonly CaseStatusId[]).includes(to);
        expect(canMoveCase(from, to), `${from} → ${to}`).toBe(listed);
        if (listed) allowed += 1;
        if (from === to) expect(listed).toBe(false);
        // Nothing leaves shredded; a completed or cancelled case may only be shredded.
        if (from === CASE_STATUS.shredded) expect(listed).toBe(false);
        if (caseStatusGroup(from) === 'completed' && from !== CASE_STATUS.shredded)
          expect(listed).toBe(to === CASE_STATUS.shredded);
        // A customer may close a registered or ongoing case, never an executed one.
        if (to === CASE_STATUS.cancelledByCustomer)
          expect(listed).toBe(['registered', 'ongoing'].includes(caseStatusGroup(from)));
      }
    }
    expect(allowed).toBeGreaterThan(CASE_STATUS_IDS.length);
    expect(canMoveCase(999, CASE_STATUS.completed)).toBe(false);
  });
});
