import type { PaymentRow } from "./sessions";
import type { CardErrors, CardInput } from "./cards";
import type { PaymentSettings } from "./settings";

/**
 * The provider's hosted pages, rendered on the server: plain forms that work without
 * scripting, every field labelled, errors beside their field and summarised at the top.
 */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
const brand = (p: PaymentRow) => BRANDS[p.card_brand ?? ""] ?? "card";

const money = (p: PaymentRow) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: p.currency }).format(p.amount);

const STYLE = `
body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1b1b1f}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.box{background:#fff;border:1px solid #c8c8d0;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;font-weight:400;color:#4a4a55}
input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:2px solid #55555f;border-radius:4px;margin-top:.25rem}
input[aria-invalid=true]{border-color:#8f001a}
.error{color:#8f001a;font-weight:600;margin:.25rem 0 0}
.summary{border:3px solid #8f001a;padding:.5rem 1rem;background:#fff}
.summary a{color:#8f001a}
.test{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem 1rem;border-radius:4px}
button{font:inherit;font-weight:600;padding:.6rem 1.25rem;margin-top:1.25rem;border-radius:4px;border:2px solid #1b1b1f;cursor:pointer}
.pay{background:#1b1b1f;color:#fff;width:100%}
.link{background:none;border:none;text-decoration:underline;padding:0;color:#1b1b1f}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – Sandbox Pay</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function header(p: PaymentRow, settings: PaymentSettings) {
  const test =
    settings.mode === "TEST"
      ? `<p class="test"><strong>Test mode:</strong> no money is taken. Use a test card, such as 4242 4242 4242 4242.</p>`
      : "";
  return `<p>Sandbox Pay · paying Ashless</p>${test}
<div class="box"><p>Order ${esc(p.order_number)}</p><p><strong>Amount: ${esc(money(p))}</strong></p></div>`;
}

function summary(errors: Record<string, string | undefined>) {
  const items = Object.entries(errors).filter(([, m]) => m);
  if (items.length === 0) return "";
  return `<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">There is a problem</h2><ul>${items
    .map(([field, message]) => `<li><a href="#${field}">${esc(message!)}</a></li>`)
    .join("")}</ul></div>`;
}

function field(name: string, label: string, value: string, error: string | undefined, attrs: string, hint?: string) {
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return `<label for="${name}">${esc(label)}${hint ? `<span class="hint" id="${name}-hint">${esc(hint)}</span>` : ""}</label>
${error ? `<p class="error" id="${name}-error"><span class="visually-hidden">Error: </span>${esc(error)}</p>` : ""}
<input id="${name}" name="${name}" value="${esc(value)}" ${attrs}${error ? ' aria-invalid="true"' : ""}${describedBy ? ` aria-describedby="${describedBy}"` : ""}>`;
}

const cancelForm = (p: PaymentRow) =>
  `<form method="post" action="/payment-provider/sessions/${esc(p.uuid)}/cancel"><button class="link" type="submit">Cancel and return to Ashless</button></form>`;

export function cardPage(p: PaymentRow, settings: PaymentSettings, input: CardInput, errors: CardErrors) {
  const action = `/payment-provider/sessions/${esc(p.uuid)}`;
  if (p.card_id) {
    const exp = `${String(p.card_exp_month).padStart(2, "0")}/${p.card_exp_year}`;
    return layout(
      "Pay with your saved card",
      `<h1>Pay with your saved card</h1>${header(p, settings)}
<form method="post" action="${action}"><p>${esc(brand(p))} ending ${esc(p.card_last4 ?? "")}, expires ${esc(exp)}</p>
<button class="pay" type="submit">Pay ${esc(money(p))}</button></form>${cancelForm(p)}`,
    );
  }
  const title = Object.keys(errors).length ? "Error: Pay by card" : "Pay by card";
  return layout(
    title,
    `<h1>Pay by card</h1>${header(p, settings)}${summary(errors)}
<form method="post" action="${action}" novalidate>
${field("number", "Card number", input.number, errors.number, 'autocomplete="cc-number" inputmode="numeric" spellcheck="false"', "The long number on the front of your card")}
${field("expiry", "Expiry date", input.expiry, errors.expiry, 'autocomplete="cc-exp" inputmode="numeric"', "MM/YY, for example 09/29")}
${field("cvc", "Security code", input.cvc, errors.cvc, 'autocomplete="cc-csc" inputmode="numeric"', "The last 3 digits on the back of the card (4 on the front for American Express)")}
${field("name", "Name on card", input.name, errors.name, 'autocomplete="cc-name" spellcheck="false"')}
${p.tokenize ? `<p>This card will be saved to your Ashless account for next time.</p>` : ""}
<button class="pay" type="submit">Pay ${esc(money(p))}</button></form>${cancelForm(p)}`,
  );
}

export function challengePage(p: PaymentRow, settings: PaymentSettings, error?: string) {
  const left = 3 - p.challenge_attempts;
  const test =
    settings.mode === "TEST"
      ? `<p class="test"><strong>Test mode:</strong> your code is <strong>${esc(p.challenge_code ?? "")}</strong>.</p>`
      : "";
  return layout(
    error ? "Error: Confirm it's you" : "Confirm it's you",
    `<h1>Confirm it's you</h1><p>Sandbox Pay · paying Ashless ${esc(money(p))} for order ${esc(p.order_number)}</p>
<p>Your bank wants to make sure it's you paying with your ${esc(brand(p))} ending ${esc(p.card_last4 ?? "")}. Enter the 6-digit code sent to the phone number your bank has for you.</p>${test}
${error ? summary({ code: error }) : ""}
<form method="post" action="/payment-provider/sessions/${esc(p.uuid)}/challenge" novalidate>
${field("code", "Security code from your bank", "", error ? `${error} You have ${left} ${left === 1 ? "try" : "tries"} left.` : undefined, 'autocomplete="one-time-code" inputmode="numeric"')}
<button class="pay" type="submit">Confirm payment</button></form>${cancelForm(p)}`,
  );
}

/** A finished session's page, for a shopper who comes back to the provider's address. */
export function donePage(p: PaymentRow) {
  const title =
    p.status === "completed" ? "Payment complete" : p.status === "failed" ? "Payment not taken" : "Payment cancelled";
  const detail = p.status === "failed" ? `<p>${esc(p.failure_message ?? "")}</p>` : "";
  return layout(title, `<h1>${esc(title)}</h1>${detail}<p><a href="${esc(returnUrl(p))}">Return to Ashless</a></p>`);
}

export function returnUrl(p: PaymentRow) {
  const url = new URL(p.return_url);
  url.searchParams.set("payment", p.uuid);
  return url.toString();
}
