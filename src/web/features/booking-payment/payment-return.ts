import type { PaymentMethod } from './payment-api';

// flows §2.2 / platform §2: return parameters that reopen the payment modal when the payer comes
// back from the card checkout, the bank or the Swish app: `cid` (card), or `poolingId` (also `sid`)
// with a `type`. The value is the attempt's PaymentNumber, whose status the modal then polls.

export const RETURN_PARAMETERS = ['cid', 'sid', 'poolingId', 'type'] as const;
const METHODS: readonly string[] = ['swish', 'card', 'bank'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentReturn {
  paymentNumber: string;
  method: PaymentMethod;
}

export function paymentReturnOf(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const type = query.get('type') ?? '';
  const cid = query.get('cid');
  if (cid && UUID.test(cid) && (type === '' || type === 'card'))
    return { paymentNumber: cid, method: 'card' };
  const id = query.get('poolingId') ?? query.get('sid');
  if (id && UUID.test(id) && METHODS.includes(type))
    return { paymentNumber: id, method: type as PaymentMethod };
  return null;
}

/** The page's path and query without the return parameters: where the payer comes back to. */
export function returnPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of RETURN_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
