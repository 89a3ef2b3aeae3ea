// Errand statuses (flows §4.4): fixed ids, display groups, sort ranks, and the one table of
// allowed transitions (CONVENTIONS, Condo: "a status machine is a table") that the server
// checks and the tests enumerate.

export const CASE_STATUS = {
  registered: 1,
  registeredNo: 2,
  ongoing: 10,
  notResponding: 11,
  waitingWeather: 12,
  waitingDecision: 13,
  waitingSubcontractor: 14,
  waitingMaterial: 15,
  waitingInvestigation: 16,
  waitingCustomer: 17,
  booked: 18,
  customerBooked: 19,
  customerNotBooked: 20,
  materials: 21,
  subcontractor: 22,
  subcontractorWithLogin: 23,
  investigation: 24,
  infoFromCustomer: 25,
  otherSeason: 26,
  reference: 27,
  executedNo: 28,
  executed: 30,
  completed: 40,
  cancelledByCustomer: 41,
  cancelledByCustomerNo: 42,
  shredded: 43,
} as const;

export type CaseStatusKey = keyof typeof CASE_STATUS;
export type CaseStatusId = (typeof CASE_STATUS)[CaseStatusKey];
export type CaseStatusGroup = 'registered' | 'ongoing' | 'executed' | 'completed';

export const CASE_STATUS_IDS = Object.values(CASE_STATUS) as CaseStatusId[];
const KEY_BY_ID = new Map<number, CaseStatusKey>(
  (Object.entries(CASE_STATUS) as [CaseStatusKey, CaseStatusId][]).map(([key, id]) => [id, key]),
);

const REGISTERED: readonly CaseStatusKey[] = ['registered', 'registeredNo'];
const EXECUTED: readonly CaseStatusKey[] = ['executed'];
const COMPLETED: readonly CaseStatusKey[] = [
  'completed',
  'cancelledByCustomer',
  'cancelledByCustomerNo',
  'shredded',
];
/** The ongoing group: ongoing itself and its sub-statuses (flows §4.4), the Norwegian "executed" included. */
export const ONGOING_STATUS_KEYS = (Object.keys(CASE_STATUS) as CaseStatusKey[]).filter(
  (key) => !REGISTERED.includes(key) && !EXECUTED.includes(key) && !COMPLETED.includes(key),
);

export function caseStatusKey(id: number): CaseStatusKey | undefined {
  return KEY_BY_ID.get(id);
}

/** The display group of a status (registered blue, ongoing yellow, executed green, completed grey). */
export function caseStatusGroup(id: number): CaseStatusGroup {
  const key = caseStatusKey(id);
  if (!key) return 'ongoing';
  if (REGISTERED.includes(key)) return 'registered';
  if (EXECUTED.includes(key)) return 'executed';
  if (COMPLETED.includes(key)) return 'completed';
  return 'ongoing';
}

/** flows §4.4: sort rank. */
export function caseStatusSortRank(id: number): number {
  const key = caseStatusKey(id);
  if (!key) return 100;
  if (COMPLETED.includes(key) || key === 'reference') return 400;
  if (key === 'executed' || key === 'executedNo') return 300;
  if (key === 'ongoing' || key.startsWith('waiting')) return 200;
  if (REGISTERED.includes(key)) return 150;
  return 100;
}

/** The status "closing an errand" sets: cancelled by customer, the Norwegian variant on the Norwegian site. */
export function cancelledStatusFor(siteKey: string): CaseStatusId {
  return siteKey === 'no' ? CASE_STATUS.cancelledByCustomerNo : CASE_STATUS.cancelledByCustomer;
}

/** The status a new case starts in on a site. */
export function registeredStatusFor(siteKey: string): CaseStatusId {
  return siteKey === 'no' ? CASE_STATUS.registeredNo : CASE_STATUS.registered;
}

const ONGOING_IDS = ONGOING_STATUS_KEYS.map((key) => CASE_STATUS[key]);
const CANCELLED_IDS = [CASE_STATUS.cancelledByCustomer, CASE_STATUS.cancelledByCustomerNo];

/**
 * Allowed transitions, from → to. A registered or ongoing case may move within the ongoing
 * group, be executed, completed or cancelled; an executed one is completed or reopened; a
 * completed or cancelled one may only be shredded; shredded is the end.
 */
export const CASE_STATUS_TRANSITIONS: Readonly<Record<CaseStatusId, readonly CaseStatusId[]>> =
  Object.fromEntries(
    CASE_STATUS_IDS.map((from) => {
      const group = caseStatusGroup(from);
      let to: CaseStatusId[];
      if (group === 'registered' || group === 'ongoing') {
        to = [...ONGOING_IDS, CASE_STATUS.executed, CASE_STATUS.completed, ...CANCELLED_IDS];
      } else if (group === 'executed') {
        to = [CASE_STATUS.ongoing, CASE_STATUS.completed];
      } else if (from === CASE_STATUS.shredded) {
        to = [];
      } else {
        to = [CASE_STATUS.shredded];
      }
      return [from, to.filter((status) => status !== from)];
    }),
  ) as unknown as Record<CaseStatusId, readonly CaseStatusId[]>;

export function canMoveCase(from: number, to: number): boolean {
  const allowed = CASE_STATUS_TRANSITIONS[from as CaseStatusId];
  return allowed?.includes(to as CaseStatusId) ?? false;
}
