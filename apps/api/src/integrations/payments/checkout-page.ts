// The test gateway's checkout page: one self-contained HTML document, inline CSS, no script (our CSP
// allows none inline), a plain form whose buttons choose card or UPI. A paid order's page (the buyer
// came back to it) says so and leads back to the shop, with nothing left to press.
import { indianDateTime } from '../../lib/time';
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹ and Indian grouping, from paise: 38,50,000 rupees reads ₹38,50,000.00. */
export const paiseAsRupees = (paise: number): string => rupees.format(paise / 100);

export const MERCHANT_NAME = 'Luxe Wheels';

/** Only this page's inline style; no script, no other origin, forms posting back here only. */
export const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.75rem;box-shadow:0 2px 12px #0002;padding:1.5rem}
h1{font-size:1.1rem;margin:0}.test{display:inline-block;background:#fef3c7;color:#92400e;border-radius:.25rem;padding:0 .4rem;font-size:.75rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 0}.muted{color:#6b7280;font-size:.85rem;margin:0 0 1rem}
fieldset{border:1px solid #e5e7eb;border-radius:.5rem;margin:0 0 1rem;padding:.75rem 1rem}legend{font-weight:600;padding:0 .25rem}
label{display:block;font-size:.85rem;margin:.5rem 0 .2rem}input{box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #d1d5db;border-radius:.375rem;font:inherit}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:.75rem;width:100%;padding:.65rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{background:#fee2e2;color:#991b1b;border-radius:.375rem;padding:.5rem .75rem}.paid{background:#dcfce7;color:#166534;border-radius:.375rem;padding:.5rem .75rem}
.back{display:block;margin-top:1rem;padding:.65rem;border-radius:.375rem;background:#1d4ed8;color:#fff;font-weight:600;text-align:center;text-decoration:none}
details{font-size:.8rem;color:#4b5563}code{font-size:.8rem}`;

export function checkoutPage(input: {
  orderId: string;
  amountPaise: number;
  receipt: string;
  callbackUrl: string;
  /** When the order was paid, or null while it is not. */
  paidAt: Date | null;
  /** Where a paid order's page leads back to: the shop's return page for this order. */
  returnUrl: string;
  error?: string;
}): string {
  const action = `/test-gateway/checkout/${encodeURIComponent(input.orderId)}`;
  const callback = `<input type="hidden" name="callback_url" value="${escape(input.callbackUrl)}">`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.paidAt ? 'Paid' : 'Pay'} ${escape(paiseAsRupees(input.amountPaise))} to ${MERCHANT_NAME} · test gateway</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${MERCHANT_NAME} <span class="test">Test mode</span></h1>
<p class="amount">${escape(paiseAsRupees(input.amountPaise))}</p>
<p class="muted">Order <code>${escape(input.orderId)}</code> · receipt ${escape(input.receipt)}. No money moves: this is the built-in test gateway.</p>
${input.paidAt ? paidPart(input.amountPaise, input.paidAt, input.returnUrl) : payPart(input, action, callback)}
</main>
</body>
</html>
`;
}

/** A paid order: the amount, when, and the way back; no form, so nothing can be sent twice. */
function paidPart(amountPaise: number, paidAt: Date, returnUrl: string): string {
  return `<p class="paid" role="status">This order is paid: ${escape(paiseAsRupees(amountPaise))} on ${escape(indianDateTime(paidAt))} (India time).</p>
<a class="back" href="${escape(returnUrl)}">Back to ${MERCHANT_NAME}</a>`;
}

function payPart(input: { amountPaise: number; error?: string }, action: string, callback: string): string {
  return `${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<form method="post" action="${escape(action)}">
${callback}
<fieldset>
<legend>Card</legend>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4100 2800 0000 1007">
<div class="row">
<div><label for="card_expiry">Expiry (MM/YY)</label><input id="card_expiry" name="card_expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="card_cvv">CVV</label><input id="card_cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
</div>
<button type="submit" name="method" value="card">Pay ${escape(paiseAsRupees(input.amountPaise))} by card</button>
</fieldset>
<fieldset>
<legend>UPI</legend>
<label for="upi_id">UPI id</label>
<input id="upi_id" name="upi_id" placeholder="success@razorpay">
<button type="submit" name="method" value="upi">Pay ${escape(paiseAsRupees(input.amountPaise))} by UPI</button>
</fieldset>
</form>
<details>
<summary>Razorpay's test instruments</summary>
<p>Succeed: card <code>4100 2800 0000 1007</code> (any future expiry, any CVV), UPI <code>success@razorpay</code>.<br>
Fail: card <code>4100 2800 0006 0003</code> (declined by the bank), <code>4100 2800 0008 0001</code> (insufficient funds), UPI <code>failure@razorpay</code>.</p>
</details>`;
}
