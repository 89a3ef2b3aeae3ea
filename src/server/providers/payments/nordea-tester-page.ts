import { escapeHtml } from '../../escape-html';
import type { SimulatedNordeaPayment } from './nordea-simulator';
import { testerLayout } from './simulator-support';

// The bank simulator's pages: the bank's signing page the payer is sent to (approve, reject,
// insufficient funds, cancel) and the tester's list of payments.

export const NORDEA_SIMULATOR_BASE = '/nordea-simulator';

const layout = (title: string, body: string) => testerLayout(NORDEA_SIMULATOR_BASE, 'Bank', title, body);
const amountText = (entry: SimulatedNordeaPayment) => `${entry.payment.amount} ${entry.payment.currency}`;

function decisions(entry: SimulatedNordeaPayment, returnTo?: string): string {
  if (entry.payment.payment_status !== 'PendingUserApproval') return '';
  const action = `${NORDEA_SIMULATOR_BASE}/bank/${entry.payment._id}`;
  const hidden = returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">` : '';
  const button = (decision: string, label: string, secondary = true) =>
    `<form class="inline" method="post" action="${action}">${hidden}<input type="hidden" name="decision" value="${decision}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${label}</button></form>`;
  return [
    button('approve', 'Confirm payment', false),
    button('reject', 'Reject'),
    button('insufficient', 'Insufficient funds'),
    button('cancel', 'Cancel'),
  ].join('\n');
}

export function renderNordeaListPage(entries: SimulatedNordeaPayment[], message?: string): string {
  const rows = entries
    .map(
      (entry) => `<tr>
<td><a href="${NORDEA_SIMULATOR_BASE}/bank/${entry.payment._id}">${escapeHtml(new Date(entry.createdAt).toISOString().slice(11, 19))} UTC</a></td>
<td>${escapeHtml(amountText(entry))}</td>
<td>${escapeHtml(entry.payment.creditor.message ?? '')}</td>
<td>${escapeHtml(entry.payment.payment_status)}</td>
<td>${decisions(entry, `${NORDEA_SIMULATOR_BASE}/`)}</td>
</tr>`,
    )
    .join('');
  return layout(
    'Payments',
    `<h1>Bank payment simulator</h1>
<p>Nordea-style payment initiation for local, dev and test environments. Open a payment waiting for the payer (PendingUserApproval) and confirm or reject it; a confirmed payment is Paid two seconds later.</p>
${message ? `<p class="notice error" role="alert">${escapeHtml(message)}</p>` : ''}
<h2>Payments</h2>
${
  entries.length
    ? `<table><caption>Newest first</caption><thead><tr><th scope="col">Created</th><th scope="col">Amount</th><th scope="col">Reference</th><th scope="col">Status</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No payments yet.</p>'
}`,
  );
}

/** The bank's signing page. */
export function renderNordeaBankPage(entry: SimulatedNordeaPayment): string {
  const waiting = entry.payment.payment_status === 'PendingUserApproval';
  return layout(
    'Approve payment',
    `<h1>Approve payment</h1>
<p><a href="${NORDEA_SIMULATOR_BASE}/">All payments</a></p>
<dl>
<dt>To</dt><dd>${escapeHtml(entry.payment.creditor.name)} (${escapeHtml(entry.payment.creditor.account.value)})</dd>
<dt>Amount</dt><dd id="payment-amount">${escapeHtml(amountText(entry))}</dd>
<dt>Reference</dt><dd>${escapeHtml(entry.payment.creditor.message ?? '')}</dd>
<dt>Status</dt><dd id="payment-status">${escapeHtml(entry.payment.payment_status)}</dd>
</dl>
${waiting ? decisions(entry) : entry.redirectUrl ? `<p><a href="${escapeHtml(entry.redirectUrl)}">Back to the shop</a></p>` : ''}`,
  );
}
