import type { BookingPaymentTexts } from '../../i18n/booking-payment-texts';

// Why a payment did not go through, in words (issue 14: Swish RP06, ACMT03, BE18, RF07, BANKIDCL,
// TM01 and the bank's outcomes each get a clear message; anything else the state's own).

type Code = keyof BookingPaymentTexts['codes'];
const CODES: readonly string[] = [
  'RP06',
  'ACMT03',
  'BE18',
  'RF07',
  'BANKIDCL',
  'TM01',
  'InsufficientFunds',
  'Rejected',
  'UserApprovalCancelled',
  'UserApprovalTimeout',
] satisfies readonly Code[];

export type FailedState = 'declined' | 'cancelled' | 'error';

/** The text key of a failed attempt's explanation. */
export function outcomeKey(
  state: FailedState,
  errorCode: string | null,
): `codes.${Code}` | `outcome.${FailedState}` {
  if (errorCode && CODES.includes(errorCode)) return `codes.${errorCode as Code}`;
  return `outcome.${state}`;
}
