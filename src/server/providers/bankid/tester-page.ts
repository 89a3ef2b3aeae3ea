import { escapeHtml } from '../../escape-html';
import { orderDataOf, type SimulatorOrder } from './simulator-orders';

// Server-rendered screens of the simulator's tester page: plain HTML forms, no scripts, so it
// works from any browser (and from a phone following the autostart link). Its styles are a
// stylesheet of their own (TESTER_STYLES at /bankid-simulator/tester.css): the CSP allows no
// inline <style> without a nonce.

export const SIMULATOR_BASE = '/bankid-simulator';

export const TESTER_STYLES = `
body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}
label{display:block;font-weight:600;margin-top:.75rem}
input,select,button{font:inherit;padding:.5rem;margin-top:.25rem}
input,select{width:100%;box-sizing:border-box;border:1px solid #555;border-radius:4px}
button{border:2px solid #183e73;background:#183e73;color:#fff;border-radius:4px;cursor:pointer;margin-right:.5rem}
button.secondary{background:#fff;color:#183e73}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #c25400;outline-offset:2px}
.visible-data{white-space:pre-wrap;border:1px solid #555;padding:1rem;border-radius:4px;background:#f5f5f5}
.markdown{white-space:normal}.markdown table{border-collapse:collapse}.markdown td{padding:.1rem .75rem .1rem 0}
.notice{border-left:4px solid #183e73;padding:.5rem 1rem;background:#eef3fa}
.error{border-left-color:#a00;background:#fbeeee}
code{word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} – BankID simulator</title><link rel="stylesheet" href="${SIMULATOR_BASE}/tester.css"></head>
<body><main>
${body}
</main></body></html>`;
}

function decodeVisibleData(order: SimulatorOrder): string {
  const { userVisibleData } = orderDataOf(order);
  if (!userVisibleData) return '';
  return Buffer.from(userVisibleData, 'base64').toString('utf8');
}

/** The inline marks of simpleMarkdownV1: *bold* and +italic+ (the text is escaped first). */
function markdownInline(text: string): string {
  return escapeHtml(text)
    .replace(/\*([^*\n]+)\*/g, '<strong>$1</strong>')
    .replace(/\+([^+\n]+)\+/g, '<em>$1</em>');
}

/**
 * The text as the BankID app shows simpleMarkdownV1: headings (#, ##, ###), rules (---),
 * tables (| a | b |, the --- row skipped), bold and italic marks; other lines as paragraphs.
 */
export function renderSimpleMarkdown(text: string): string {
  const out: string[] = [];
  let table: string[][] = [];
  const flushTable = () => {
    if (table.length === 0) return;
    const rows = table.map(
      (cells) => `<tr>${cells.map((cell) => `<td>${markdownInline(cell)}</td>`).join('')}</tr>`,
    );
    out.push(`<table>${rows.join('')}</table>`);
    table = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.startsWith('|')) {
      const cells = line
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((cell) => cell.trim());
      if (!cells.every((cell) => /^-{3,}$/.test(cell))) table.push(cells);
      continue;
    }
    flushTable();
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length + 2;
      out.push(`<h${level}>${markdownInline(heading[2] ?? '')}</h${level}>`);
    } else if (/^-{3,}$/.test(line)) out.push('<hr>');
    else if (line) out.push(`<p>${markdownInline(line)}</p>`);
  }
  flushTable();
  return out.join('\n');
}

function describeData(order: SimulatorOrder): string {
  const data = orderDataOf(order);
  const visible = decodeVisibleData(order);
  if (!visible) return '';
  const shown =
    data.userVisibleDataFormat === 'simpleMarkdownV1'
      ? `<div class="visible-data markdown" data-format="simpleMarkdownV1">${renderSimpleMarkdown(visible)}</div>`
      : `<div class="visible-data">${escapeHtml(visible)}</div>`;
  const hidden = data.userNonVisibleData
    ? `<h2>Data not shown to the user</h2><p>userNonVisibleData (base64): <code id="non-visible-data">${escapeHtml(
        data.userNonVisibleData,
      )}</code></p>`
    : '';
  return `<h2>Text from the service</h2>${shown}${hidden}`;
}

/** Masks all but the birth date, so a screen over someone's shoulder does not show the number. */
function describeBinding(order: SimulatorOrder): string {
  return order.personalNumber ? `bound to ${order.personalNumber.slice(0, 8)}-****` : 'not bound to a person';
}

/** A pending order and the QR payload the relying party shows for it now. */
export interface PendingOrderView {
  order: SimulatorOrder;
  qrPayload: string;
}

export function renderStartPage(pending: PendingOrderView[], message?: string): string {
  const list = pending.length
    ? `<ul>${pending
        .map(
          ({ order, qrPayload }) =>
            `<li><a href="${SIMULATOR_BASE}/orders/${order.orderRef}">${order.kind} order from ${escapeHtml(
              order.createdAt.toISOString().slice(11, 19),
            )} UTC, ${describeBinding(order)}</a> (${escapeHtml(order.hintCode)})<br>
QR payload now: <code class="qr-payload">${escapeHtml(qrPayload)}</code>
<a href="${SIMULATOR_BASE}/open?qr=${encodeURIComponent(qrPayload)}">open by this QR payload</a></li>`,
        )
        .join('')}</ul>`
    : '<p>No pending orders.</p>';
  return layout(
    'Open an order',
    `<h1>BankID simulator</h1>
<p>This page plays the BankID app for local, dev and test environments. Open an order, then approve, cancel or fail it.</p>
${message ? `<p class="notice error" role="alert">${escapeHtml(message)}</p>` : ''}
<h2>Scan a QR code</h2>
<form method="get" action="${SIMULATOR_BASE}/open">
<label for="qr">QR payload (bankid.…)</label>
<input id="qr" name="qr" autocomplete="off" required>
<button type="submit">Open order</button>
</form>
<h2>Open by personal number</h2>
<form method="get" action="${SIMULATOR_BASE}/open">
<p>Finds the newest order bound to that person, else the newest order started for a QR code, to sign as them.</p>
<label for="pno">Personal number (12 digits)</label>
<input id="pno" name="pno" inputmode="numeric" pattern="\\d{12}" autocomplete="off" required>
<button type="submit">Open order</button>
</form>
<h2>Pending orders</h2>
${list}`,
  );
}

/** `signAs`: the personal number the tester opened an unbound order with, to approve as. */
export function renderOrderPage(order: SimulatorOrder, signAs?: string): string {
  const base = `${SIMULATOR_BASE}/orders/${order.orderRef}`;
  const actions =
    order.status === 'pending'
      ? `<h2>Sign</h2>
<form method="post" action="${base}/approve">
<label for="personalNumber">Approve as personal number</label>
<input id="personalNumber" name="personalNumber" inputmode="numeric" pattern="\\d{12}" autocomplete="off"
 value="${escapeHtml(order.personalNumber ?? signAs ?? '')}" ${order.personalNumber ? 'readonly' : 'required'}>
<button type="submit">Approve</button>
</form>
<form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>
<h2>Fail the order</h2>
<form method="post" action="${base}/fail">
<label for="hintCode">Failure</label>
<select id="hintCode" name="hintCode">
<option value="certificateErr">certificateErr – the BankID is blocked or too old</option>
<option value="startFailed">startFailed – the app could not start the order</option>
</select>
<button type="submit" class="secondary">Fail</button>
</form>`
      : `<p class="notice" role="status">This order is ${escapeHtml(order.status)} (${escapeHtml(order.hintCode)}).</p>`;
  return layout(
    'Order',
    `<h1>BankID ${order.kind === 'sign' ? 'signing' : 'login'} request</h1>
<p><a href="${SIMULATOR_BASE}/">Back to the order list</a></p>
<dl>
<dt>Status</dt><dd id="order-status">${escapeHtml(order.status)}</dd>
<dt>Hint code</dt><dd id="order-hint">${escapeHtml(order.hintCode)}</dd>
<dt>Person</dt><dd>${describeBinding(order)}</dd>
</dl>
${describeData(order)}
${actions}`,
  );
}
