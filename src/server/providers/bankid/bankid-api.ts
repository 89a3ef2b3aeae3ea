// The BankID Relying Party API v6.0: request and response shapes of auth, sign, collect and
// cancel, and the client both the real HTTPS client and the simulator-backed client implement.

export const BANKID_API_PATH = '/rp/v6.0';

export interface BankIdRequirement {
  /** 12 digits (YYYYMMDDNNNN): only this person may complete the order. */
  personalNumber?: string;
  pinCode?: boolean;
  mrtd?: boolean;
  cardReader?: 'class1' | 'class2';
  certificatePolicies?: string[];
}

export interface BankIdAuthRequest {
  /** The end user's IP address as the relying party sees it (required). */
  endUserIp: string;
  requirement?: BankIdRequirement;
  /** Base64 of UTF-8 text the app shows the user. Optional for auth, required for sign. */
  userVisibleData?: string;
  userNonVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  /** Where the app sends the user back on the same device; optional. */
  returnUrl?: string;
}

export interface BankIdSignRequest extends BankIdAuthRequest {
  userVisibleData: string;
}

export interface BankIdOrderResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  /** Never leaves the relying party's server: it keys the animated QR code. */
  qrStartSecret: string;
}

export type BankIdPendingHint =
  | 'outstandingTransaction'
  | 'noClient'
  | 'started'
  | 'userMrtd'
  | 'userCallConfirm'
  | 'userSign';

export type BankIdFailedHint =
  | 'expiredTransaction'
  | 'certificateErr'
  | 'userCancel'
  | 'cancelled'
  | 'startFailed'
  | 'userDeclinedCall'
  | 'notSupported'
  | 'transactionRiskBlocked';
export interface BankIdCompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi: string };
  /** YYYY-MM-DD. */
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  /** Base64 XML signature. */
  signature: string;
  /** Base64 OCSP response. */
  ocspResponse: string;
}

export type BankIdCollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: string }
  | { orderRef: string; status: 'failed'; hintCode: string }
  | { orderRef: string; status: 'complete'; completionData: BankIdCompletionData };

export type BankIdErrorCode =
  | 'alreadyInProgress'
  | 'invalidParameters'
  | 'notFound'
  | 'unauthorized'
  | 'methodNotAllowed'
  | 'requestTimeout'
  | 'unsupportedMediaType'
  | 'internalError'
  | 'maintenance';

/** An RP API error answer ({errorCode, details}) or a transport failure (errorCode absent). */
export class BankIdApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: BankIdErrorCode | undefined,
    readonly details: string,
  ) {
    super(`BankID ${errorCode ?? 'request'} failed (${httpStatus}): ${details}`);
    this.name = 'BankIdApiError';
  }
}

export interface BankIdClient {
  auth(request: BankIdAuthRequest): Promise<BankIdOrderResponse>;
  sign(request: BankIdSignRequest): Promise<BankIdOrderResponse>;
  collect(orderRef: string): Promise<BankIdCollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

/** Base64 of UTF-8 text, as userVisibleData wants it. */
export function toUserVisibleData(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
