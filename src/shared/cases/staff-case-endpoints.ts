import { endpointRoute } from '../api/endpoint';

// Where the case handler's endpoints live (issue 13 item 7): beside the case-management routes
// of flows §7.1, under /case_management/staff/. Contracts: staff-case-contracts.ts.
export const STAFF_CASE_ENDPOINTS = {
  cases: endpointRoute('GET', '/case_management/staff/cases'),
  case: endpointRoute('GET', '/case_management/staff/cases/:id'),
  changeStatus: endpointRoute('PATCH', '/case_management/staff/cases/:id/status'),
  addComment: endpointRoute('POST', '/case_management/staff/cases/:id/comments'),
  file: endpointRoute('GET', '/case_management/staff/file/:attachmentId/:filename'),
} as const;
