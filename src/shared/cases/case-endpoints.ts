import { endpointRoute } from '../api/endpoint';

// Where the case-management endpoints live (flows §7.1). The spec writes the customer routes
// and has_cases without a prefix; they sit under /case_management/ beside
// /case_management/customer/articles, which the spec gives in full. Contracts: case-contracts.ts.
export const CASE_ENDPOINTS = {
  searchBuilding: endpointRoute('POST', '/case_management/search/building'),
  searchObject: endpointRoute('POST', '/case_management/search/object'),
  cases: endpointRoute('GET', '/case_management/cases'),
  case: endpointRoute('GET', '/case_management/case/:id'),
  round: endpointRoute('GET', '/case_management/rounds/:id'),
  rounds: endpointRoute('GET', '/case_management/rounds'),
  file: endpointRoute('GET', '/case_management/file/:attachmentId/:filename'),
  roundFile: endpointRoute('GET', '/case_management/rounds/file/:attachmentId/:filename'),
  account: endpointRoute('GET', '/case_management/account'),
  updateAccount: endpointRoute('PATCH', '/case_management/account'),
  closeCase: endpointRoute('PATCH', '/case_management/case/:id/close'),
  updateCase: endpointRoute('PATCH', '/case_management/case/:id'),
  hasCases: endpointRoute('GET', '/case_management/has_cases'),
  customerCases: endpointRoute('GET', '/case_management/customer/get_cases'),
  customerCase: endpointRoute('GET', '/case_management/customer/case/:id'),
  customerAgreements: endpointRoute('GET', '/case_management/customer/get_agreements'),
  customerCloseCase: endpointRoute('PATCH', '/case_management/customer/case/:id/close'),
  customerFile: endpointRoute('GET', '/case_management/customer/file/:attachmentId/:filename'),
  customerUpdateCase: endpointRoute('PATCH', '/case_management/customer/case/:id'),
  customerCreateCase: endpointRoute('POST', '/case_management/customer/create_case'),
  createBoardCase: endpointRoute('POST', '/case_management/create_board_case/v2'),
  buildingRooms: endpointRoute('GET', '/case_management/building_rooms/:propertyId'),
  rooms: endpointRoute('GET', '/case_management/rooms/:id'),
  assets: endpointRoute('GET', '/case_management/assets/:problemArea'),
  articles: endpointRoute('POST', '/case_management/customer/articles'),
  caseFaq: endpointRoute('POST', '/system/casefaq'),
  emailIsValid: endpointRoute('POST', '/booking/email_is_valid'),
  // Beyond §7.1, which names these as calls whose paths it does not show: the problem areas
  // with their sub-items, and the general rooms a case at a manual address is filed against.
  problemAreas: endpointRoute('GET', '/case_management/problem_areas'),
  generalRooms: endpointRoute('GET', '/case_management/general_rooms'),
} as const;
