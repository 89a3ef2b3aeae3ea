// Swish Commerce API: payment requests (create with v2 PUT, read and cancel at the v1 resource
// the Location header names), their statuses, callbacks and error codes, as the Swish
// integration guide and the Merchant Swish Simulator guide describe them.

/** Create: PUT {base}/api/v2/paymentrequests/{instructionUUID}. */
export const SWISH_CREATE_PATH = '/api/v2/paymentrequests';
/** Read (GET) and cancel (PATCH) – where Location points. */
export const SWISH_REQUEST_PATH = '/api/v1/paymentrequests';

/** 32 upper-case hex digits: Swish refuses lower case and dashes. */
export const INSTRUCTION_UUID = /^[0-9A-F]{32}$/;

export type SwishStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';

export interface SwishCreateBody {
  /** The merchant's own reference, 1–35 of [A-Za-z0-9] (max 36 by the guide). */
  payeePaymentReference?: string;
  /** https; where Swish posts the outcome. */
  callbackUrl: string;
  /** E-commerce: the payer's Swish number (country code, no +); absent: m-commerce. */
  payerAlias?: string;
  /** The merchant's Swish number, 10 digits (123…). */
  payeeAlias: string;
  /** Decimal with at most two decimals, e.g. "1500.00". */
  amount: string | number;
  currency: 'SEK';
  /** ≤ 50 characters for the payer. */
  message?: string;
  /** Sent back as the callbackIdentifier header of the callback (v2). */
  callbackIdentifier?: string;
}

/** The payment request resource: what GET answers and what the callback body carries. */
export interface SwishPaymentObject {
  id: string;
  payeePaymentReference: string | null;
  /** Swish's reference of the money transfer; set once paid. */
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: number;
  currency: 'SEK';
  message: string | null;
  status: SwishStatus;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** A 422 answer is an array of these. */
export interface SwishErrorItem {
  errorCode: string;
  errorMessage: string;
  additionalInformation: string | null;
}

/** Codes the create call answers with 422. */
export const SWISH_CREATE_ERRORS: Readonly<Record<string, string>> = {
  FF08: 'PaymentReference is invalid',
  RP03: 'Callback URL is missing or does not use HTTPS',
  BE18: 'Payer alias is invalid',
  RP01: 'Missing Merchant Swish Number',
  PA02: 'Amount value is missing or not a valid number',
  AM02: 'Amount value is too large',
  AM03: 'Invalid or missing Currency',
  AM06: 'Specified transaction amount is less than agreed minimum',
  RP02: 'Wrong formatted message',
  RP06: 'A payment request already exists for that payer',
  RP09: 'The given instructionUUID is not available',
  ACMT03: 'Payer not Enrolled',
  ACMT01: 'Counterpart is not activated',
  ACMT07: 'Payee not Enrolled',
};

/** Codes a payment request ends with in status ERROR. */
export const SWISH_RESULT_ERRORS: Readonly<Record<string, string>> = {
  RF07: 'Transaction declined',
  BANKIDCL: 'Payer cancelled BankID signing',
  FF10: 'Bank system processing error',
  TM01: 'Swish timed out before the payment was started',
  DS24: 'Swish timed out waiting for an answer from the banks after payment was started',
};
