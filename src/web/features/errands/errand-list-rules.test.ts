import { describe, expect, it } from 'vitest';
import { CASE_TYPES } from '../../../shared/cases/case-constants';
import type { Errand } from '../../../shared/cases/case-schemas';
import { CASE_STATUS, type CaseStatusKey, ONGOING_STATUS_KEYS } from '../../../shared/cases/case-statuses';
import {
  DEFAULT_LIST_STATE,
  listStateQuery,
  matchesStatus,
  matchesType,
  readListState,
  sortErrands,
  visibleErrands,
} from './errand-list-rules';

// flows §4.4 and §3.5 as the list applies them: sort ranks, default sort, group and type
// filters, the spec's case types only, and the query string that keeps the choice.

let ticket = 1000;
function errand(status: CaseStatusKey, day: number, type: keyof typeof CASE_TYPES = 'management'): Errand {
  ticket += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ticket).padStart(12, '0')}`,
    caseStatusId: CASE_STATUS[status],
    caseStatusGroup: 'ongoing',
    caseTypeId: CASE_TYPES[type].id,
    caseTypeName: '',
    creationDate: new Date(Date.UTC(2026, 0, day)).toISOString(),
    ticketNumber: ticket,
    siteKey: 'se',
    objectName: null,
    objectAddress: null,
    buildingPartName: null,
    brfName: null,
    otherResidentInfo: null,
    roomType: 1,
    area: 1,
    areaName: '',
    nrOfCaseControlPoints: 0,
  };
}

describe('sorting errands (flows §4.4)', () => {
  it('sorts by creation date, newest first, by default', () => {
    const list = [errand('registered', 3), errand('completed', 20), errand('booked', 9)];
    const sorted = sortErrands(list, DEFAULT_LIST_STATE.sort);
    expect(sorted.map((item) => item.creationDate.slice(0, 10))).toEqual([
      '2026-01-20',
      '2026-01-09',
      '2026-01-03',
    ]);
  });

  it('sorts by status rank: others 100, registered 150, ongoing and waiting 200, executed 300, closed 400', () => {
    const list = [
      errand('shredded', 1),
      errand('executed', 2),
      errand('reference', 3),
      errand('waitingWeather', 4),
      errand('registered', 5),
      errand('booked', 6),
      errand('cancelledByCustomer', 7),
      errand('ongoing', 8),
      errand('executedNo', 9),
      errand('completed', 10),
    ];
    const order = sortErrands(list, 'status').map((item) => item.caseStatusId);
    expect(order).toEqual([
      CASE_STATUS.booked,
      CASE_STATUS.registered,
      CASE_STATUS.ongoing,
      CASE_STATUS.waitingWeather,
      CASE_STATUS.executedNo,
      CASE_STATUS.executed,
      CASE_STATUS.completed,
      CASE_STATUS.cancelledByCustomer,
      CASE_STATUS.reference,
      CASE_STATUS.shredded,
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [errand('registered', 1), errand('registered', 2)];
    const before = [...list];
    sortErrands(list, 'date');
    expect(list).toEqual(before);
  });
});

describe('filtering errands (flows §4.4)', () => {
  it("'ongoing' includes every ongoing sub-status and nothing else", () => {
    for (const key of ONGOING_STATUS_KEYS) expect(matchesStatus(errand(key, 1), 'ongoing'), key).toBe(true);
    for (const key of ['registered', 'registeredNo', 'executed', 'completed', 'shredded'] as const)
      expect(matchesStatus(errand(key, 1), 'ongoing'), key).toBe(false);
  });

  it('groups cancelled and shredded with completed, both registered variants together', () => {
    expect(matchesStatus(errand('cancelledByCustomerNo', 1), 'completed')).toBe(true);
    expect(matchesStatus(errand('shredded', 1), 'completed')).toBe(true);
    expect(matchesStatus(errand('registeredNo', 1), 'registered')).toBe(true);
    expect(matchesStatus(errand('executed', 1), 'executed')).toBe(true);
  });

  it("type 'management' includes 'management other'; 'management other' alone does not include management", () => {
    expect(matchesType(errand('registered', 1, 'managementOther'), 'management')).toBe(true);
    expect(matchesType(errand('registered', 1, 'management'), 'management')).toBe(true);
    expect(matchesType(errand('registered', 1, 'warranty'), 'management')).toBe(false);
    expect(matchesType(errand('registered', 1, 'management'), 'managementOther')).toBe(false);
  });

  it('lists only the spec’s case types, with both filters and the sort applied together', () => {
    const unknownType = { ...errand('registered', 30), caseTypeId: 99 };
    const list = [
      unknownType,
      errand('booked', 1, 'management'),
      errand('waitingCustomer', 5, 'managementOther'),
      errand('booked', 7, 'warranty'),
      errand('completed', 9, 'management'),
    ];
    expect(visibleErrands(list, DEFAULT_LIST_STATE)).toHaveLength(4);
    const shown = visibleErrands(list, { ...DEFAULT_LIST_STATE, status: 'ongoing', type: 'management' });
    expect(shown.map((item) => item.caseStatusId)).toEqual([CASE_STATUS.waitingCustomer, CASE_STATUS.booked]);
  });
});

describe('list state in the query string', () => {
  it('round-trips sort, filters and the opened errand, leaving defaults out', () => {
    const state = {
      sort: 'status',
      status: 'ongoing',
      type: 'management',
      errandId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    } as const;
    expect(readListState(listStateQuery(state))).toEqual(state);
    expect(listStateQuery(DEFAULT_LIST_STATE)).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(readListState('?sort=price&status=lost&type=%3Cscript%3E&errandId=42')).toEqual(
      DEFAULT_LIST_STATE,
    );
  });
});
