import type Stripe from 'stripe';
import type { Purchase } from './objects';

/**
 * The pages Stripe would host — checkout, the customer portal, an invoice —
 * as plain server-rendered HTML: small inline CSS, readable on a phone, no
 * external assets. They are Stripe's pages, so they are in English.
 */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.25rem;margin:0 0 .25rem}
.badge{display:inline-block;font-size:.75rem;font-weight:600;color:#635bff;border:1px solid #635bff;border-radius:1rem;padding:0 .5rem;margin-bottom:1rem}
.card{background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1rem;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}.muted{color:#697386;font-size:.875rem}
button{display:block;width:100%;font:inherit;font-weight:600;padding:.75rem;margin:.5rem 0 0;border-radius:.375rem;border:1px solid #c1c9d2;background:#fff;color:#1a1f36;cursor:pointer}
button.primary{background:#635bff;border-color:#635bff;color:#fff}
.error{background:#fff0f0;border:1px solid #df1b41;color:#df1b41;border-radius:.375rem;padding:.75rem;margin:0 0 1rem}
.notice{background:#eef6ff;border:1px solid #8bb8f5;border-radius:.375rem;padding:.75rem;margin:0 0 1rem}
a{color:#635bff}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:.5rem 0}dt{color:#697386}dd{margin:0}
`;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** An amount in minor units as people read it (`€29.00`). */
export function formatMoney(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency.toLowerCase()) ? amount : amount / 100;
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(major);
}

const formatDate = (seconds: number) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(seconds * 1000));

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><span class="badge">Test mode · local payments</span>${body}</main></body></html>`;
}

function purchaseSummary(purchase: Purchase): string {
  const each = purchase.interval ? ` per ${purchase.interval}` : '';
  const quantity = purchase.quantity > 1 ? ` × ${purchase.quantity}` : '';
  return `<h1>${escapeHtml(purchase.productName)}</h1><p class="amount">${escapeHtml(formatMoney(purchase.unitAmount * purchase.quantity, purchase.currency))}<span class="muted">${escapeHtml(each)}</span></p><p class="muted">${escapeHtml(formatMoney(purchase.unitAmount, purchase.currency))}${escapeHtml(quantity)} · ${escapeHtml(purchase.currency.toUpperCase())}</p>`;
}

/** Checkout: what is bought, and the three outcomes a test card can have. */
export function checkoutPage(session: Stripe.Checkout.Session, purchase: Purchase, failure: string | null): string {
  const summary = `<section class="card">${purchaseSummary(purchase)}</section>`;
  if (session.status !== 'open') {
    const state = session.status === 'complete' ? 'This payment is complete.' : 'This checkout session has expired.';
    return page(purchase.productName, `${summary}<p class="notice">${state}</p>`);
  }
  const error = failure ? `<p class="error" role="alert">${escapeHtml(failure)}</p>` : '';
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Back</a></p>` : '';
  const buttons = `<form method="post" class="card">
<button class="primary" name="action" value="pay">Pay ${escapeHtml(formatMoney(session.amount_total ?? 0, purchase.currency))}</button>
<button name="action" value="card_declined">Decline (card declined)</button>
<button name="action" value="authentication_failed">Authentication fails (3-D Secure)</button>
</form>`;
  return page(`Pay · ${purchase.productName}`, `${back}${summary}${error}${buttons}`);
}

export interface PortalSubscription {
  subscription: Stripe.Subscription;
  productName: string;
  periodEnd: number;
}

function portalSubscription({ subscription, productName, periodEnd }: PortalSubscription): string {
  const ended = subscription.status === 'canceled';
  const renewal = ended
    ? `Ended ${formatDate(subscription.ended_at ?? periodEnd)}`
    : subscription.cancel_at_period_end
      ? `Cancels ${formatDate(periodEnd)}`
      : `Renews ${formatDate(periodEnd)}`;
  const action = ended
    ? ''
    : `<form method="post"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">${
        subscription.cancel_at_period_end
          ? '<button class="primary" name="action" value="keep">Don’t cancel</button>'
          : '<button name="action" value="cancel">Cancel at the end of the period</button>'
      }</form>`;
  return `<section class="card"><h1>${escapeHtml(productName)}</h1><dl><dt>Status</dt><dd>${escapeHtml(subscription.status)}</dd><dt>Period</dt><dd>${escapeHtml(renewal)}</dd><dt>Cancel at period end</dt><dd>${subscription.cancel_at_period_end ? 'yes' : 'no'}</dd></dl>${action}</section>`;
}

function invoiceRow(invoice: Stripe.Invoice): string {
  const link = invoice.hosted_invoice_url
    ? `<a href="${escapeHtml(invoice.hosted_invoice_url)}">${escapeHtml(invoice.number ?? invoice.id)}</a>`
    : escapeHtml(invoice.number ?? invoice.id);
  return `<li>${link} · ${escapeHtml(formatMoney(invoice.amount_paid, invoice.currency))} · ${escapeHtml(formatDate(invoice.created))}</li>`;
}

/** The customer portal: subscriptions with cancel / don't cancel, paid invoices, and the way back. */
export function portalPage(fields: {
  session: Stripe.BillingPortal.Session;
  customer: Stripe.Customer;
  subscriptions: readonly PortalSubscription[];
  invoices: readonly Stripe.Invoice[];
}): string {
  const { session, customer, subscriptions, invoices } = fields;
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">← Return to ${escapeHtml(new URL(session.return_url).host)}</a></p>`
    : '';
  const who = `<p class="muted">${escapeHtml(customer.name ?? '')} ${escapeHtml(customer.email ?? '')}</p>`;
  const list = subscriptions.length
    ? subscriptions.map(portalSubscription).join('')
    : '<p class="card">No subscriptions.</p>';
  const paid = invoices.length
    ? `<ul>${invoices.map(invoiceRow).join('')}</ul>`
    : '<p class="muted">No invoices yet.</p>';
  return page(
    'Billing',
    `${back}<h1>Billing</h1>${who}<h2>Subscriptions</h2>${list}<h2>Invoice history</h2><section class="card">${paid}</section>`,
  );
}

/** An invoice as its hosted page shows it. */
export function invoicePage(invoice: Stripe.Invoice, productName: string): string {
  const [line] = invoice.lines.data;
  const period = line ? `${formatDate(line.period.start)} – ${formatDate(line.period.end)}` : '';
  const status =
    invoice.status === 'paid'
      ? `Paid ${formatDate(invoice.status_transitions.paid_at ?? invoice.created)}`
      : `Status: ${invoice.status ?? 'draft'}`;
  return page(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<section class="card"><h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1><p class="amount">${escapeHtml(formatMoney(invoice.total, invoice.currency))}</p><p class="muted">${escapeHtml(status)}</p><dl><dt>Item</dt><dd>${escapeHtml(productName)}</dd><dt>Period</dt><dd>${escapeHtml(period)}</dd><dt>Billed to</dt><dd>${escapeHtml(invoice.customer_email ?? invoice.customer_name ?? '')}</dd><dt>Currency</dt><dd>${escapeHtml(invoice.currency.toUpperCase())}</dd><dt>Amount paid</dt><dd>${escapeHtml(formatMoney(invoice.amount_paid, invoice.currency))}</dd></dl></section>`,
  );
}

/** The simulator's front page: what it holds, for a developer who opens its address. */
export function overviewPage(
  subscriptions: readonly PortalSubscription[],
  events: readonly { id: string; type: string }[],
): string {
  const rows = subscriptions.map(
    ({ subscription, productName, periodEnd }) =>
      `<li><code>${escapeHtml(subscription.id)}</code> · ${escapeHtml(productName)} · ${escapeHtml(subscription.status)} · until ${escapeHtml(formatDate(periodEnd))}</li>`,
  );
  const recent = events.map(
    (event) => `<li><code>${escapeHtml(event.type)}</code> <span class="muted">${escapeHtml(event.id)}</span></li>`,
  );
  return page(
    'Local payments',
    `<h1>Local payments</h1><p class="muted">A stand-in for Stripe. Checkout and the customer portal open from the product.</p><h2>Subscriptions</h2><section class="card"><ul>${rows.join('') || '<li>None yet.</li>'}</ul></section><h2>Recent events</h2><section class="card"><ul>${recent.join('') || '<li>None yet.</li>'}</ul></section>`,
  );
}

/** A page for an unknown id, in the pages' own look. */
export function missingPage(what: string): string {
  return page('Not found', `<section class="card"><h1>Not found</h1><p>${escapeHtml(what)}</p></section>`);
}
