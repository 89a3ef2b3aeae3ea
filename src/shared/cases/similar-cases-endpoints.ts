import { endpointRoute } from '../api/endpoint';

// Fewer duplicate reports (issue 13 item 8): the open cases of a building and problem area,
// shown before a public-area fault's description, and following one of them instead of filing
// a new one. Contracts: similar-cases-contracts.ts.
export const SIMILAR_CASE_ENDPOINTS = {
  similarCases: endpointRoute('GET', '/case_management/similar_cases'),
  followCase: endpointRoute('POST', '/case_management/case/:id/follow'),
} as const;
