import { CASE_TYPE_IDS, type CaseTypeKey, caseTypeKeyOf } from '../../../shared/cases/case-constants';
import type { Errand } from '../../../shared/cases/case-schemas';
import {
  type CaseStatusGroup,
  caseStatusGroup,
  caseStatusSortRank,
} from '../../../shared/cases/case-statuses';

// The errand list's rules (flows §2.8, §3.5, §4.4): which errands a list shows, the two
// sorts, the status and type filters, and how they are kept in the page's query string so a
// reload or a shared link shows the same list.

export type ErrandSort = 'date' | 'status';
export const ERRAND_SORTS: readonly ErrandSort[] = ['date', 'status'];
export const STATUS_GROUPS: readonly CaseStatusGroup[] = ['registered', 'ongoing', 'executed', 'completed'];

/**
 * The type filter's choices. 'management' also matches 'management other' (flows §4.4);
 * customer service matches its Swedish and Norwegian variants, which are one type in two wordings.
 */
export const TYPE_FILTERS = [
  'warranty',
  'management',
  'managementOther',
  'roundsRemark',
  'services',
  'complaint',
  'inspectionRemark',
  'customerService',
] as const satisfies readonly CaseTypeKey[];
export type TypeFilter = (typeof TYPE_FILTERS)[number];

const TYPE_FILTER_MATCHES: Readonly<Record<TypeFilter, readonly CaseTypeKey[]>> = {
  warranty: ['warranty'],
  management: ['management', 'managementOther'],
  managementOther: ['managementOther'],
  roundsRemark: ['roundsRemark'],
  services: ['services'],
  complaint: ['complaint'],
  inspectionRemark: ['inspectionRemark'],
  customerService: ['customerService', 'customerServiceNo'],
};

export interface ErrandListState {
  sort: ErrandSort;
  status: CaseStatusGroup | null;
  type: TypeFilter | null;
  /** The errand opened on its own (flows §2.8, platform §3 tap target errands?errandId=). */
  errandId: string | null;
}

export const DEFAULT_LIST_STATE: ErrandListState = { sort: 'date', status: null, type: null, errandId: null };

/** flows §3.5: lists show only errands of the spec's case types. */
export function isListedType(errand: Pick<Errand, 'caseTypeId'>): boolean {
  return CASE_TYPE_IDS.includes(errand.caseTypeId as (typeof CASE_TYPE_IDS)[number]);
}

/** flows §4.4: the group of the status id decides, so 'ongoing' includes every sub-status. */
export function matchesStatus(errand: Pick<Errand, 'caseStatusId'>, status: CaseStatusGroup | null): boolean {
  return status === null || caseStatusGroup(errand.caseStatusId) === status;
}

export function matchesType(errand: Pick<Errand, 'caseTypeId'>, type: TypeFilter | null): boolean {
  if (type === null) return true;
  const key = caseTypeKeyOf(errand.caseTypeId);
  return key !== undefined && TYPE_FILTER_MATCHES[type].includes(key);
}

const created = (errand: Pick<Errand, 'creationDate'>) => Date.parse(errand.creationDate);

/** Newest first; the higher ticket number first on the same instant, so the order is stable. */
function byDateDescending(
  a: Pick<Errand, 'creationDate' | 'ticketNumber'>,
  b: Pick<Errand, 'creationDate' | 'ticketNumber'>,
) {
  return created(b) - created(a) || b.ticketNumber - a.ticketNumber;
}

/**
 * flows §4.4: by creation date, newest first (the default), or by status rank, lowest first
 * (errands that still need something before those that are done); equal ranks newest first.
 */
export function sortErrands<T extends Pick<Errand, 'caseStatusId' | 'creationDate' | 'ticketNumber'>>(
  errands: readonly T[],
  sort: ErrandSort,
): T[] {
  const copy = [...errands];
  if (sort === 'status') {
    return copy.sort(
      (a, b) =>
        caseStatusSortRank(a.caseStatusId) - caseStatusSortRank(b.caseStatusId) || byDateDescending(a, b),
    );
  }
  return copy.sort(byDateDescending);
}

/** The list as shown: the spec's types only, filtered, then sorted. */
export function visibleErrands<T extends Errand>(errands: readonly T[], state: ErrandListState): T[] {
  return sortErrands(
    errands.filter(
      (errand) =>
        isListedType(errand) && matchesStatus(errand, state.status) && matchesType(errand, state.type),
    ),
    state.sort,
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the list state from a query string; unknown values fall back to the defaults. */
export function readListState(search: string): ErrandListState {
  const query = new URLSearchParams(search);
  const errandId = query.get('errandId');
  return {
    sort: oneOf(ERRAND_SORTS, query.get('sort')) ?? 'date',
    status: oneOf(STATUS_GROUPS, query.get('status')),
    type: oneOf(TYPE_FILTERS, query.get('type')),
    errandId: errandId && UUID.test(errandId) ? errandId.toLowerCase() : null,
  };
}

/** The query string of a state, defaults left out ('' for the default list). */
export function listStateQuery(state: ErrandListState): string {
  const query = new URLSearchParams();
  if (state.sort !== 'date') query.set('sort', state.sort);
  if (state.status) query.set('status', state.status);
  if (state.type) query.set('type', state.type);
  if (state.errandId) query.set('errandId', state.errandId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The case type key for texts; an unknown id has none (such errands are not listed). */
export function typeKeyOf(errand: Pick<Errand, 'caseTypeId'>): CaseTypeKey | undefined {
  return caseTypeKeyOf(errand.caseTypeId);
}
