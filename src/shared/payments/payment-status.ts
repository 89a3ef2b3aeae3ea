// Payment statuses of flows §3.2 and which of them count as "to pay". Reminder1 (a reminder has
// gone out) is an active, unpaid payment only on the Norwegian site; elsewhere it is not shown
// as due. Cancelled is ours, not the spec's: the fee of a booking that lapsed unpaid is owed no
// more (README, click to buy), and the row stays as a record.

export const PAYMENT_STATUSES = [
  'NotPaid',
  'NotPaidSent',
  'Reminder1',
  'Paid',
  'OverPaid',
  'Cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function unpaidStatusesOn(siteKey: string): PaymentStatus[] {
  return siteKey === 'no' ? ['NotPaid', 'NotPaidSent', 'Reminder1'] : ['NotPaid', 'NotPaidSent'];
}

export function isUnpaidOn(siteKey: string, status: string): boolean {
  return (unpaidStatusesOn(siteKey) as string[]).includes(status);
}
