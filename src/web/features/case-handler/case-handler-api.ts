import type { CaseStatusGroup } from '../../../shared/cases/case-statuses';
import type {
  StaffCase,
  StaffCaseDetail,
  staffAddCommentContract,
  staffCaseContract,
  staffCasesContract,
  staffChangeStatusContract,
} from '../../../shared/cases/staff-case-contracts';
import { STAFF_CASE_ENDPOINTS as E } from '../../../shared/cases/staff-case-endpoints';
import type { SiteKey } from '../../../shared/sites/site-types';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The case handler's calls (issue 13 item 7) and their query keys.

export interface CaseFilter {
  group?: CaseStatusGroup;
  site?: SiteKey;
}

export const caseHandlerKeys = {
  all: ['caseHandler'] as const,
  list: (filter: CaseFilter) => ['caseHandler', 'list', filter.group ?? '', filter.site ?? ''] as const,
  one: (id: string) => ['caseHandler', 'case', id] as const,
};

export const fetchStaffCases = (filter: CaseFilter): Promise<StaffCase[]> =>
  callEndpoint<typeof staffCasesContract>(E.cases, {
    query: {
      ...(filter.group ? { group: filter.group } : {}),
      ...(filter.site ? { site: filter.site } : {}),
    },
  });

export const fetchStaffCase = (id: string): Promise<StaffCaseDetail> =>
  callEndpoint<typeof staffCaseContract>(E.case, { params: { id } });

export const changeCaseStatus = (id: string, statusId: number): Promise<StaffCaseDetail> =>
  callEndpoint<typeof staffChangeStatusContract>(E.changeStatus, { params: { id }, body: { statusId } });

export const addCaseComment = (id: string, text: string): Promise<StaffCaseDetail> =>
  callEndpoint<typeof staffAddCommentContract>(E.addComment, { params: { id }, body: { text } });
