import { endpointRoute } from '../api/endpoint';
import { buyResidenceSignCookie } from '../consent/cookie-table';

// Documents to sign and how they are signed (flows §7.2, issue 14 item 5): the booking agreement
// through signcontract, the sign cookie, and the identity calls for booking (platform §7) that sign
// a document: BankID's sign order in Sweden, the e-ident brokers in Norway and Finland (Finland's
// return is `validate`). No schemas here (pages may import it); contracts in signing-contracts.ts.

export const SIGNING_PROVIDERS = ['bank_id', 'eident', 'signicat'] as const;
export type SigningProvider = (typeof SIGNING_PROVIDERS)[number];

export const SIGNING_ENDPOINTS = {
  signContract: endpointRoute('POST', '/api/buyresidence/signcontract'),
  getSignCookie: endpointRoute('GET', '/api/buyresidence/buyresidencesigncookie'),
  setSignCookie: endpointRoute('POST', '/api/buyresidence/buyresidencesigncookie'),
  bankIdStart: endpointRoute('POST', '/account_service/booking/bank_id/start'),
  bankIdStatus: endpointRoute('GET', '/account_service/booking/bank_id/status/:sessionId'),
  bankIdCancel: endpointRoute('POST', '/account_service/booking/bank_id/cancel/:sessionId'),
  eidentStart: endpointRoute('POST', '/account_service/booking/eident/start'),
  eidentStatus: endpointRoute('POST', '/account_service/booking/eident/status'),
  signicatStart: endpointRoute('POST', '/account_service/booking/signicat/start'),
  signicatValidate: endpointRoute('POST', '/account_service/booking/signicat/validate'),
  documents: endpointRoute('GET', '/api/signing/documents'),
  document: endpointRoute('GET', '/api/signing/documents/:id'),
  documentFile: endpointRoute('GET', '/api/signing/documents/:id/file'),
  bookingAgreement: endpointRoute('GET', '/api/signing/booking/:bookingId/agreement'),
} as const;

/** Where a document's PDF downloads (its owner only). */
export function documentFileUrl(documentId: string): string {
  return `/api/signing/documents/${documentId}/file`;
}

/** The sign cookie: which signing a browser was in when it left for BankID or a broker. */
export const SIGN_COOKIE = buyResidenceSignCookie.name;
