import { escapeHtml } from '../../escape-html';
import { minorToDecimal } from './payment-provider';
import { describeDelivery, testerLayout } from './simulator-support';
import type { SimulatedSveaOrder } from './svea-simulator';

// The card checkout simulator's pages: the hosted checkout the buyer is sent to (pay with a
// test card or have it declined) and the tester's list of orders, which can also replay a push.

export const SVEA_SIMULATOR_BASE = '/svea-simulator';

const layout = (title: string, body: string) =>
  testerLayout(SVEA_SIMULATOR_BASE, 'Card checkout', title, body);
const amountText = (entry: SimulatedSveaOrder) =>
  `${minorToDecimal(entry.order.OrderAmount)} ${entry.order.Currency}`;

function actions(entry: SimulatedSveaOrder, returnTo?: string): string {
  const base = `${SVEA_SIMULATOR_BASE}/checkout/${entry.order.OrderId}`;
  const hidden = returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">` : '';
  if (entry.order.Status !== 'Created') {
    return entry.lastPush
      ? `<form class="inline" method="post" action="${SVEA_SIMULATOR_BASE}/orders/${entry.order.OrderId}/resend-push">${hidden}<button type="submit" class="secondary">Send the push again</button></form>`
      : '';
  }
  return `<form class="inline" method="post" action="${base}/pay">${hidden}<button type="submit">Pay with test card</button></form>
<form class="inline" method="post" action="${base}/decline">${hidden}<button type="submit" class="secondary">Decline the card</button></form>`;
}

export function renderSveaListPage(entries: SimulatedSveaOrder[], message?: string): string {
  const rows = entries
    .map(
      (entry) => `<tr>
<td><a href="${SVEA_SIMULATOR_BASE}/checkout/${entry.order.OrderId}">${entry.order.OrderId}</a></td>
<td>${escapeHtml(entry.createdAt.slice(11, 19))} UTC</td>
<td>${escapeHtml(amountText(entry))}</td>
<td>${escapeHtml(entry.order.MerchantData ?? '')}</td>
<td>${escapeHtml(entry.order.Status)}</td>
<td>${escapeHtml(entry.deliveries.map(describeDelivery).join('; ') || 'none')}</td>
<td>${actions(entry, `${SVEA_SIMULATOR_BASE}/`)}</td>
</tr>`,
    )
    .join('');
  return layout(
    'Orders',
    `<h1>Card checkout simulator</h1>
<p>A Svea-style card checkout for local, dev and test environments. Pay or decline an order; the outcome is pushed, signed, to the merchant's push URL.</p>
${message ? `<p class="notice error" role="alert">${escapeHtml(message)}</p>` : ''}
<h2>Orders</h2>
${
  entries.length
    ? `<table><caption>Newest first</caption><thead><tr><th scope="col">Order</th><th scope="col">Created</th><th scope="col">Amount</th><th scope="col">Reference</th><th scope="col">Status</th><th scope="col">Pushes</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No orders yet.</p>'
}`,
  );
}

/** The hosted checkout page the buyer's browser is sent to. */
export function renderSveaCheckoutPage(entry: SimulatedSveaOrder): string {
  const items = entry.order.Cart.Items.map(
    (item) =>
      `<li>${escapeHtml(item.Name)}: ${escapeHtml(minorToDecimal(Math.round((item.UnitPrice * item.Quantity) / 100)))} ${escapeHtml(entry.order.Currency)}</li>`,
  ).join('');
  const status =
    entry.order.Status === 'Created'
      ? ''
      : `<p class="notice" role="status">This order is ${escapeHtml(entry.order.Status)}.</p>
<p><a href="${escapeHtml(entry.order.Status === 'Confirmed' ? entry.order.MerchantSettings.ConfirmationUri : entry.order.MerchantSettings.CheckoutUri)}">Back to the shop</a></p>`;
  return layout(
    'Checkout',
    `<h1>Pay by card</h1>
<p><a href="${SVEA_SIMULATOR_BASE}/">All orders</a></p>
<dl>
<dt>Order</dt><dd>${entry.order.OrderId}</dd>
<dt>Amount</dt><dd id="order-amount">${escapeHtml(amountText(entry))}</dd>
<dt>Status</dt><dd id="order-status">${escapeHtml(entry.order.Status)}</dd>
</dl>
<h2>Cart</h2>
<ul>${items}</ul>
${status}
${actions(entry)}`,
  );
}
