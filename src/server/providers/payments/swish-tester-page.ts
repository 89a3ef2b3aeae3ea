import { escapeHtml } from '../../escape-html';
import { describeDelivery, testerLayout } from './simulator-support';
import { SWISH_RESULT_ERRORS } from './swish-api';
import type { SimulatedSwishRequest } from './swish-simulator';

// The Swish simulator's tester page plays the payer's Swish app: it lists the payment requests
// and pays, declines or fails one (each outcome is called back to the merchant's callbackUrl).

export const SWISH_SIMULATOR_BASE = '/swish-simulator';

const layout = (title: string, body: string) => testerLayout(SWISH_SIMULATOR_BASE, 'Swish', title, body);

const amountText = (request: SimulatedSwishRequest) =>
  `${request.payment.amount.toFixed(2)} ${request.payment.currency}`;

/** Masks the middle of a phone number: enough to tell test payers apart. */
const maskPhone = (phone: string | null) =>
  phone ? `${phone.slice(0, 4)}…${phone.slice(-2)}` : 'this device (m-commerce)';

function actions(request: SimulatedSwishRequest, returnTo: string): string {
  const base = `${SWISH_SIMULATOR_BASE}/requests/${request.payment.id}`;
  const hidden = `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">`;
  if (request.payment.status !== 'CREATED') {
    return `<form class="inline" method="post" action="${base}/resend">${hidden}<button type="submit" class="secondary">Send the callback again</button></form>`;
  }
  const selectId = `error-${request.payment.id}`;
  return `<form class="inline" method="post" action="${base}/pay">${hidden}<button type="submit">Pay</button></form>
<form class="inline" method="post" action="${base}/decline">${hidden}<button type="submit" class="secondary">Decline</button></form>
<form class="inline" method="post" action="${base}/error">${hidden}
<label for="${selectId}">Error code</label>
<select id="${selectId}" name="errorCode">${Object.entries(SWISH_RESULT_ERRORS)
    .map(([code, text]) => `<option value="${code}">${code} – ${escapeHtml(text)}</option>`)
    .join('')}</select>
<button type="submit" class="secondary">Error</button></form>`;
}

function statusText(request: SimulatedSwishRequest): string {
  const { status, errorCode } = request.payment;
  return errorCode ? `${status} (${errorCode})` : status;
}

export function renderSwishListPage(requests: SimulatedSwishRequest[], message?: string): string {
  const rows = requests
    .map(
      (request) => `<tr>
<td><a href="${SWISH_SIMULATOR_BASE}/requests/${request.payment.id}">${escapeHtml(request.payment.dateCreated.slice(11, 19))} UTC</a></td>
<td>${escapeHtml(amountText(request))}</td>
<td>${escapeHtml(maskPhone(request.payment.payerAlias))}</td>
<td>${escapeHtml(request.payment.payeePaymentReference ?? '')}</td>
<td>${escapeHtml(request.payment.message ?? '')}</td>
<td>${escapeHtml(statusText(request))}</td>
<td>${actions(request, `${SWISH_SIMULATOR_BASE}/`)}</td>
</tr>`,
    )
    .join('');
  return layout(
    'Payment requests',
    `<h1>Swish simulator</h1>
<p>This page plays the payer's Swish app for local, dev and test environments. Pay, decline or fail a payment request; the outcome is posted to the merchant's callback URL.</p>
${message ? `<p class="notice error" role="alert">${escapeHtml(message)}</p>` : ''}
<h2>Payment requests</h2>
${
  requests.length
    ? `<table><caption>Newest first</caption><thead><tr><th scope="col">Created</th><th scope="col">Amount</th><th scope="col">Payer</th><th scope="col">Reference</th><th scope="col">Message</th><th scope="col">Status</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No payment requests yet.</p>'
}`,
  );
}

/** One request, as the app shows it; `backUrl`: where the m-commerce app returns the payer to. */
export function renderSwishRequestPage(request: SimulatedSwishRequest, backUrl?: string): string {
  const self = `${SWISH_SIMULATOR_BASE}/requests/${request.payment.id}${backUrl ? `?callbackurl=${encodeURIComponent(backUrl)}` : ''}`;
  const done = request.payment.status !== 'CREATED';
  return layout(
    'Payment request',
    `<h1>Swish payment request</h1>
<p><a href="${SWISH_SIMULATOR_BASE}/">Back to the list</a></p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amountText(request))}</dd>
<dt>Payee</dt><dd>${escapeHtml(request.payment.payeeAlias)}</dd>
<dt>Reference</dt><dd>${escapeHtml(request.payment.payeePaymentReference ?? '')}</dd>
<dt>Message</dt><dd>${escapeHtml(request.payment.message ?? '')}</dd>
<dt>Payer</dt><dd>${escapeHtml(maskPhone(request.payment.payerAlias))}</dd>
<dt>Status</dt><dd id="request-status">${escapeHtml(statusText(request))}</dd>
<dt>Callbacks</dt><dd>${request.deliveries.length ? request.deliveries.map((delivery) => escapeHtml(describeDelivery(delivery))).join('; ') : 'none yet'}</dd>
</dl>
${actions(request, self)}
${done && backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the shop</a></p>` : ''}`,
  );
}
