// Nordea-style payment initiation (Nordea Open Banking, personal domestic payments v4): the
// merchant initiates a payment to its own account, confirms it with a redirect URL, sends the
// payer to the bank's signing page from the confirm answer's links, and reads the status until
// it is final. There is no callback: status is polled (and read when the payer comes back).
// Answers wrap their content in {group_header, response}; errors in {group_header, error}.

export const NORDEA_PAYMENTS_PATH = '/personal/v4/payments/domestic';

export type NordeaPaymentStatus =
  | 'PendingConfirmation'
  | 'PendingUserApproval'
  | 'Confirmed'
  | 'Paid'
  | 'Rejected'
  | 'InsufficientFunds'
  | 'UserApprovalCancelled'
  | 'UserApprovalTimeout'
  | 'Cancelled';

export interface NordeaInitiateBody {
  /** Decimal text, e.g. "1500.00". */
  amount: string;
  currency: 'SEK' | 'NOK' | 'EUR';
  creditor: {
    account: { value: string; type: 'IBAN'; currency: string };
    name: string;
    /** The reference or message on the payee's statement. */
    message?: string;
  };
  /** The merchant's id of the payment: the same id again answers the same payment. */
  external_id: string;
}

export interface NordeaPayment {
  _id: string;
  external_id: string;
  amount: string;
  currency: string;
  creditor: NordeaInitiateBody['creditor'];
  payment_status: NordeaPaymentStatus;
  /** ISO time the bank executed the payment. */
  payment_date?: string;
}

export interface NordeaLink {
  rel: string;
  href: string;
}

export interface NordeaConfirmResponse {
  payments: Array<{ _id: string; payment_status: NordeaPaymentStatus }>;
  _links: NordeaLink[];
}

export interface NordeaEnvelope<T> {
  group_header: { message_identification: string; creation_date_time: string; http_code: number };
  response: T;
}

export interface NordeaErrorEnvelope {
  group_header: { message_identification: string; creation_date_time: string; http_code: number };
  error: { failures: Array<{ code: string; description: string; path?: string }> };
}
