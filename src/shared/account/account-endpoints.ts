import { endpointRoute } from '../api/endpoint';

// Where the account, user-proxy and notification endpoints live (platform §7 "Account"). No
// schemas here, so the page shell can call them without loading zod; their contracts are in
// account-contracts.ts.
export const ACCOUNT_ENDPOINTS = {
  emailLogin: endpointRoute('POST', '/account_service/login/email'),
  selectAssociation: endpointRoute('GET', '/account_service/login/:provider/status/board_member/select/:id'),
  associationStatus: endpointRoute('GET', '/account_service/login/:provider/status/board_member/:id'),
  refreshToken: endpointRoute('GET', '/account_service/login/refresh_token'),
  logout: endpointRoute('POST', '/account_service/logout'),
  session: endpointRoute('GET', '/account_service/session'),
  user: endpointRoute('GET', '/account_service/user'),
  register: endpointRoute('POST', '/account_service/register'),
  update: endpointRoute('POST', '/account_service/update'),
  vipMembership: endpointRoute('POST', '/account_service/update/vipmembership'),
  consent: endpointRoute('POST', '/account_service/consent'),
  triggerChangeEmail: endpointRoute('POST', '/system/user/triggerchangeemail'),
  changeEmail: endpointRoute('GET', '/system/user/changeemail/:token'),
  forgotPassword: endpointRoute('POST', '/system/user/forgotpassword'),
  setPassword: endpointRoute('POST', '/system/user/setpassword'),
  updatePassword: endpointRoute('POST', '/system/user/updatepassword'),
  hasDocuments: endpointRoute('GET', '/system/user/hasdocuments'),
  favorites: endpointRoute('GET', '/account_service/favorites'),
  addFavorite: endpointRoute('PUT', '/account_service/favorites/:residenceId'),
  removeFavorite: endpointRoute('DELETE', '/account_service/favorites/:residenceId'),
  interests: endpointRoute('GET', '/account_service/interests'),
  addInterest: endpointRoute('PUT', '/account_service/interests/:residenceId'),
  removeInterest: endpointRoute('DELETE', '/account_service/interests/:residenceId'),
  saveInterests: endpointRoute('POST', '/account_service/interests'),
  notifications: endpointRoute('GET', '/notifications/:siteKey'),
  pauseNotification: endpointRoute('GET', '/notifications/pause/:id'),
} as const;
