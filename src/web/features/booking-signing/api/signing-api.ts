import { useQuery } from '@tanstack/react-query';
import type {
  bankIdSignCancelContract,
  bankIdSignStartContract,
  bankIdSignStatusContract,
  bookingAgreementContract,
  eidentSignStartContract,
  eidentSignStatusContract,
  SignerRole,
  SigningResult,
  setSignCookieContract,
  signContractContract,
  signicatSignStartContract,
  signicatSignValidateContract,
} from '../../../../shared/signing/signing-contracts';
import { SIGNING_ENDPOINTS as E, type SigningProvider } from '../../../../shared/signing/signing-endpoints';
import type { Environment } from '../../../../shared/sites/site-types';
import { ApiRequestError, callEndpoint } from '../../../ui/api/call-endpoint';

// The signing calls of the booking's sign step and contract page (flows §7.2; platform §7
// identity for booking): the fetchers, the agreement's query key and its hook together.

export const agreementQueryKey = (bookingId: string) => ['booking-signing', 'agreement', bookingId] as const;

/** signcontract: makes (or finds) the agreement; the text reply is its document id. */
export async function prepareAgreement(bookingId: string): Promise<string> {
  const answer = await callEndpoint<typeof signContractContract>(E.signContract, { body: { bookingId } });
  return String(answer).trim();
}

export function useBookingAgreement(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: agreementQueryKey(bookingId),
    queryFn: () =>
      callEndpoint<typeof bookingAgreementContract>(E.bookingAgreement, { params: { bookingId } }),
    enabled,
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
}

export interface StartInput {
  documentId: string;
  returnUrl: string;
  environment: Environment;
  /** Who signs (the buyer when absent); the co-buyer's order is bound to their own number. */
  signer?: SignerRole;
}

export function startSigning(provider: SigningProvider, body: StartInput) {
  if (provider === 'bank_id') return callEndpoint<typeof bankIdSignStartContract>(E.bankIdStart, { body });
  if (provider === 'eident') return callEndpoint<typeof eidentSignStartContract>(E.eidentStart, { body });
  return callEndpoint<typeof signicatSignStartContract>(E.signicatStart, { body });
}

export function bankIdSigningStatus(sessionId: string, signal?: AbortSignal): Promise<SigningResult> {
  return callEndpoint<typeof bankIdSignStatusContract>(E.bankIdStatus, { params: { sessionId } }, { signal });
}

export function cancelBankIdSigning(sessionId: string): Promise<SigningResult> {
  return callEndpoint<typeof bankIdSignCancelContract>(E.bankIdCancel, { params: { sessionId } });
}

export function finishBrokerSigning(
  provider: 'eident' | 'signicat',
  body: { code?: string; error?: string; state: string; environment: Environment },
): Promise<SigningResult> {
  return provider === 'eident'
    ? callEndpoint<typeof eidentSignStatusContract>(E.eidentStatus, { body })
    : callEndpoint<typeof signicatSignValidateContract>(E.signicatValidate, { body });
}

export function rememberSigning(body: {
  bookingId: string;
  documentId: string;
  provider: SigningProvider;
  sessionId?: string;
}) {
  return callEndpoint<typeof setSignCookieContract>(E.setSignCookie, { body }).catch(() => null);
}
