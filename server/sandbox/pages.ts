import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { naira } from '../money';
import type { ProviderInfo } from '../providers/payments/catalog';
import { SANDBOX_PATH } from './path';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1a1a1a}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;overflow:hidden}
body.widget{background:transparent}body.widget main{margin:0 auto}
header{padding:16px 20px;display:flex;justify-content:space-between;align-items:center}
header strong{font-size:20px}header span{font-size:12px;text-transform:uppercase;letter-spacing:.08em;opacity:.85}
section{padding:20px}h1{font-size:18px;margin:0 0 12px}h2{font-size:16px;margin:24px 0 8px}input,select{font:inherit;padding:6px;width:100%}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:24px}form{margin:0 0 10px}
button,.button{display:block;width:100%;padding:12px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.secondary{background:#fff;color:#1a1a1a;border:1px solid #bbb}
.note{font-size:13px;color:#555;margin:12px 0 0}.status{padding:10px 12px;border-radius:8px;background:#f4f4f4;margin:0 0 16px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:6px;border-bottom:1px solid #eee;text-align:left;overflow-wrap:anywhere}`;

// Inside <style> entities are not decoded, so only known-safe text is written there, unescaped.
const safeColour = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback);

export function layout(title: string, brand: ProviderInfo | undefined, body: Html, options: { widget?: boolean } = {}): Html {
  const colour = safeColour(brand?.colour, '#333333');
  const ink = safeColour(brand?.ink, '#ffffff');
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(STYLE)}
header,.primary{background:${raw(colour)};color:${raw(ink)};border:0}</style>
</head>
<body class="${options.widget ? 'widget' : ''}">
<main>
<header><strong>${brand?.label ?? 'Freely'}</strong><span>Sandbox</span></header>
<section>${body}</section>
</main>
</body>
</html>`;
}

export type CheckoutView = {
  brand: ProviderInfo;
  amountKobo: number;
  reference: string;
  email: string | null;
  status: string;
  payAction: string;
  cancelAction: string;
  callbackUrl: string | null;
};

/** The hosted checkout: merchant, amount, reference, Pay and Cancel as plain forms (no JS needed). */
export function checkoutBody(view: CheckoutView): Html {
  const details = html`<dl>
<dt>Merchant</dt><dd>Freely</dd>
<dt>Amount</dt><dd class="amount">${naira(view.amountKobo)}</dd>
<dt>Reference</dt><dd>${view.reference}</dd>
${view.email ? html`<dt>Email</dt><dd>${view.email}</dd>` : ''}
</dl>`;
  if (view.status !== 'pending') {
    return html`<h1>Payment to Freely</h1>${details}
<p class="status" role="status">This payment is ${view.status === 'paid' ? 'already paid' : view.status}.</p>
${view.callbackUrl ? html`<a class="button primary" href="${view.callbackUrl}" target="_top">Return to Freely</a>` : ''}`;
  }
  // target=_top: inside the app's widget overlay the answer must replace the whole app, not the frame.
  return html`<h1>Payment to Freely</h1>${details}
<form method="post" action="${view.payAction}" target="_top"><button type="submit" class="primary">Pay</button></form>
<form method="post" action="${view.cancelAction}" target="_top"><button type="submit" class="secondary">Cancel</button></form>
<p class="note">A sandbox: no money moves. Pay or Cancel returns you to Freely.</p>
${testerCases(view)}`;
}

/**
 * The hard cases a tester can make (issue 31): pay another amount, lose the webhook, the bank
 * saying pending, and paying after the hold lapsed and a seat was sold. The outcome shows on /sandbox.
 */
function testerCases(view: CheckoutView): Html {
  return html`<details><summary>Tester's cases</summary>
<form method="post" action="${view.payAction}" target="_top">
<p><label>Amount to charge (₦) <input name="amount" inputmode="decimal" value="${String(view.amountKobo / 100)}" pattern="[0-9]{1,9}([.][0-9]{1,2})?"></label></p>
<p><label><input type="checkbox" name="webhook" value="lose"> Lose the webhook</label></p>
<button type="submit" class="secondary">Pay this amount</button></form>
<form method="post" action="${view.payAction}" target="_top"><input type="hidden" name="outcome" value="processing">
<button type="submit" class="secondary">Pay, but the bank says pending</button></form>
<form method="post" action="${view.payAction}" target="_top"><input type="hidden" name="late" value="1">
<button type="submit" class="secondary">Pay after the seats were released and one was sold</button></form>
<p class="note">Then watch the outcome on <a href="${SANDBOX_PATH}">the sandbox's list</a>: Freely's own check asks this provider at 1, 5 and 15 minutes.</p>
</details>`;
}

export type TransferView = {
  bankName: string;
  accountName: string;
  accountNo: string;
  amountKobo: number;
  reference: string;
  expiresAt: string;
  state: 'open' | 'received' | 'expired';
  action: string;
  /** The last send was refused: why. */
  refusal?: string;
};

const lagosTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' });

/** The bank's side of a timed account: the developer (or test) sends the transfer from here. */
export function transferBody(view: TransferView): Html {
  const details = html`<dl>
<dt>Bank</dt><dd>${view.bankName}</dd>
<dt>Account name</dt><dd>${view.accountName}</dd>
<dt>Account number</dt><dd>${view.accountNo}</dd>
<dt>Amount</dt><dd class="amount">${naira(view.amountKobo)}</dd>
<dt>Reference</dt><dd>${view.reference}</dd>
<dt>Valid until</dt><dd>${lagosTime.format(new Date(view.expiresAt))} (Lagos)</dd>
</dl>`;
  const refusal = view.refusal ? html`<p class="status" role="alert">${view.refusal}</p>` : '';
  if (view.state === 'received') {
    return html`<h1>Bank transfer</h1>${details}${refusal}<p class="status" role="status">Transfer received. Go back to Freely and check your booking status.</p>`;
  }
  if (view.state === 'expired') {
    return html`<h1>Bank transfer</h1>${details}${refusal}<p class="status" role="status">This account has expired and no longer accepts transfers.</p>`;
  }
  // The amount is the sender's to type, as at any bank: another one lands and is refunded by Freely.
  return html`<h1>Bank transfer</h1>${details}${refusal}
<form method="post" action="${view.action}">
<p><label>Amount to send (₦) <input name="amount" inputmode="decimal" value="${String(view.amountKobo / 100)}" required pattern="[0-9]{1,9}([.][0-9]{1,2})?"></label></p>
<button type="submit" class="primary">Send transfer</button></form>
<p class="note">A sandbox: sends the amount typed (by default the amount above) to this single-use account.</p>`;
}

export const messageBody = (heading: string, text: string): Html => html`<h1>${heading}</h1><p class="status" role="status">${text}</p>`;

/**
 * `href`: the row's page; a biller's vend has none (it happens server to server). `check`: where
 * Freely's payment check of the reference stands (its outcome, or when it asks next). `id` and
 * `refuseRefunds`: for the tester's actions on a paid or processing transaction.
 */
export type LedgerRow = {
  id: string; provider: string; reference: string; amountKobo: number; status: string; href?: string; createdAt: Date; check?: string; refuseRefunds?: number;
};

/** A transaction's tester actions: settle a 'processing' one, or make the provider refuse its refunds. */
function rowActions(r: LedgerRow): Html | string {
  const base = `${SANDBOX_PATH}/transactions/${encodeURIComponent(r.id)}`;
  if (r.status === 'processing') {
    return html`<form method="post" action="${base}/settle"><input type="hidden" name="result" value="paid"><button type="submit" class="secondary">Bank settles: paid</button></form>
<form method="post" action="${base}/settle"><input type="hidden" name="result" value="failed"><button type="submit" class="secondary">Bank settles: failed</button></form>`;
  }
  if (r.status === 'paid') {
    return html`<form method="post" action="${base}/refuse-refunds"><label>Refuse the next <input name="times" inputmode="numeric" value="${String(r.refuseRefunds || 3)}" size="2" pattern="[0-9]{1,2}"> refunds</label>
<button type="submit" class="secondary">Refuse refunds</button></form>`;
  }
  return '';
}

/**
 * /sandbox: the latest sandbox transactions, so a developer can find a checkout or account page
 * (a refunded payment reads 'refunded'), and a form that opens a checkout for a reference at
 * another provider without asking Freely, to try what a double payment does.
 */
export const ledgerBody = (rows: LedgerRow[], providers: readonly { value: string; label: string }[] = []): Html => html`<h1>Sandbox transactions</h1>
${rows.length === 0 ? html`<p>None yet. Choose a payment method in the app.</p>` : html`<table>
<thead><tr><th>Provider</th><th>Reference</th><th>Amount</th><th>Status</th><th>Freely's check</th><th>Tester</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td>${r.href ? html`<a href="${r.href}">${r.provider}</a>` : r.provider}</td><td>${r.reference}</td><td>${naira(r.amountKobo)}</td><td>${r.status}</td><td>${r.check ?? ''}</td><td>${rowActions(r)}</td></tr>`)}</tbody>
</table>`}
${providers.length === 0 ? '' : html`<h2>Pay a booking at another provider</h2>
<form method="post" action="${SANDBOX_PATH}/checkouts">
<p><label>Booking reference <input name="reference" required pattern="[A-Za-z0-9-]{6,40}"></label></p>
<p><label>Provider <select name="provider">${providers.map((p) => html`<option value="${p.value}">${p.label}</option>`)}</select></label></p>
<button type="submit" class="secondary">Open checkout</button>
</form>
<p class="note">Opens that provider's checkout for the reference as a stale second tab would, without asking Freely: paying it pays the booking twice.</p>`}`;
