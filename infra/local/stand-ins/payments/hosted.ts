import type Stripe from 'stripe';
import { completeCheckout, failCheckout, setCancelAtPeriodEnd } from './actions';
import { enumParam, stringParam } from './form';
import { html, param, redirect, type Route, type SimRequest } from './http';
import { checkoutPage, invoicePage, overviewPage, portalPage, type PortalSubscription } from './pages';
import type { PaymentsSimulator } from './simulator';
import { subscriptionItem } from './subscription-objects';

/**
 * The pages the customer's browser opens — checkout, the customer portal, an
 * invoice — and what their buttons do. They take no secret key: anyone with
 * the session's URL may use it, as at Stripe.
 */

const ID = '([^/]+)';

/** After paying, Stripe sends the browser to `success_url` with the session's id filled in. */
function successUrl(session: Stripe.Checkout.Session): string {
  return (session.success_url ?? session.cancel_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function showCheckout(request: SimRequest) {
  const record = request.simulator.checkout(param(request));
  return html(checkoutPage(record.session, record.purchase, record.failure));
}

/** The checkout form's buttons: pay, or one of the two ways a test card fails (the page then says why). */
function submitCheckout(request: SimRequest) {
  const { simulator } = request;
  const record = simulator.checkout(param(request));
  const action = enumParam(request.form, 'action', ['pay', 'card_declined', 'authentication_failed']) ?? 'pay';
  if (record.session.status !== 'open') return redirect(request.url.pathname);
  if (action === 'pay') {
    simulator.commit(completeCheckout(simulator.context, record));
    return redirect(successUrl(record.session));
  }
  failCheckout(record, action);
  simulator.save();
  return redirect(request.url.pathname);
}

function portalSubscriptions(simulator: PaymentsSimulator, customer?: string): PortalSubscription[] {
  return Object.values(simulator.data.subscriptions)
    .filter((subscription) => customer === undefined || subscription.customer === customer)
    .sort((a, b) => b.created - a.created)
    .map((subscription) => {
      const item = subscriptionItem(subscription);
      return {
        subscription,
        productName: simulator.productName(item.price.product),
        periodEnd: item.current_period_end,
      };
    });
}

function showPortal(request: SimRequest) {
  const { simulator } = request;
  const session = simulator.portalSession(param(request));
  const invoices = Object.values(simulator.data.invoices)
    .filter((invoice) => invoice.customer === session.customer && invoice.status === 'paid')
    .sort((a, b) => b.created - a.created);
  return html(
    portalPage({
      session,
      customer: simulator.customer(session.customer),
      subscriptions: portalSubscriptions(simulator, session.customer),
      invoices,
    }),
  );
}

/** "Cancel at the end of the period" / "Don't cancel", for a subscription of the portal's customer only. */
function submitPortal(request: SimRequest) {
  const { simulator } = request;
  const session = simulator.portalSession(param(request));
  const subscription = simulator.subscription(stringParam(request.form, 'subscription', { required: true }));
  const action = enumParam(request.form, 'action', ['cancel', 'keep']);
  if (subscription.customer === session.customer && action !== null) {
    simulator.commit(setCancelAtPeriodEnd(subscription, action === 'cancel'));
  }
  return redirect(request.url.pathname);
}

function showInvoice(request: SimRequest) {
  const { simulator } = request;
  const invoice = simulator.invoice(param(request));
  const [line] = invoice.lines.data;
  const product = line?.pricing?.price_details?.product ?? null;
  return html(invoicePage(invoice, simulator.productName(product)));
}

function showOverview({ simulator }: SimRequest) {
  const recent = simulator.events.list({ type: null, after: null }).slice(-20).reverse();
  return html(overviewPage(portalSubscriptions(simulator), recent));
}

export const hostedRoutes: Route[] = [
  { method: 'GET', path: /^\/$/, public: true, handle: showOverview },
  { method: 'GET', path: new RegExp(`^/pay/${ID}$`), public: true, handle: showCheckout },
  { method: 'POST', path: new RegExp(`^/pay/${ID}$`), public: true, handle: submitCheckout },
  { method: 'GET', path: new RegExp(`^/portal/${ID}$`), public: true, handle: showPortal },
  { method: 'POST', path: new RegExp(`^/portal/${ID}$`), public: true, handle: submitPortal },
  { method: 'GET', path: new RegExp(`^/invoice/${ID}$`), public: true, handle: showInvoice },
];
