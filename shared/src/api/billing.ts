import * as z from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { ADVERTISEMENT_EVENTS } from './endpoints';
import {
  advertisement,
  advertisementBody,
  advertisementCheckout,
  advertisementEvents,
  advertisementQuote,
  advertisementsInit,
  billingPageQuery,
  planCheckout,
  planChoice,
  priceQuote,
  redirectUrl,
  settleBody,
  settlement,
  subscription,
  subscriptionsInit,
  webhookReceipt,
} from '../schemas/billing';

/**
 * Tariffs and advertising (docs/product.md, "Subscriptions" and "Advertising"): a company
 * account buys a plan (a Stripe subscription) or an advertisement (a one-off
 * Stripe payment); Stripe's webhook settles both, and so does the return from
 * the checkout. Prices are always computed here from `shared/src/prices.ts`.
 */
const tag = 'billing';
const OWNER = { auth: 'bearer', roles: ['company'] } as const;
const noCompany = 'The company account has no company yet.';
/** Settling a payment changes a plan: the plan, the reindex of the search lists, unpublishing past a lower limit, the mails. */
const SETTLING = {
  table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  mail: true,
  payments: true,
} as const;

export const getSubscriptionsInit = defineRoute({
  operationId: 'getSubscriptionsInit',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/subscriptions/init',
  summary:
    "The plans with their limits, features and prices per period (in the caller's currency and in EUR, as charged), and the company's current plan",
  tag,
  ...OWNER,
  response: dataEnvelope(subscriptionsInit),
  errors: { not_found: noCompany },
  handler: 'billing/subscriptions-init',
  access: { table: ['GetItem', 'Query'] },
});

export const calculateSubscriptionPrice = defineRoute({
  operationId: 'calculateSubscriptionPrice',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/subscription/calculate-total-price',
  summary: "The price of a plan for a period, in the caller's currency and in EUR (as charged)",
  tag,
  ...OWNER,
  body: planChoice,
  response: dataEnvelope(priceQuote),
  handler: 'billing/calculate-subscription-price',
  access: { table: ['Query'] },
});

export const startSubscriptionCheckout = defineRoute({
  operationId: 'startSubscriptionCheckout',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/subscription/checkout',
  summary:
    "Starts paying for a plan: answers the address of a Stripe Checkout session (subscription mode) the browser goes to; the company's plan changes once it is paid",
  tag,
  ...OWNER,
  body: planCheckout,
  response: dataEnvelope(redirectUrl),
  errors: {
    not_found: noCompany,
    conflict:
      'The company pays for a plan already: it changes or cancels it in billing (the customer portal); or a checkout of another plan or period is open (one at a time, until it completes or expires, 31 minutes; the same plan and period answers the open one).',
  },
  handler: 'billing/subscription-checkout',
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], payments: true },
});

export const openBillingPortal = defineRoute({
  operationId: 'openBillingPortal',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/subscription/portal',
  summary: "Answers the address of the company's Stripe customer portal (cancel, change card, invoices)",
  tag,
  ...OWNER,
  response: dataEnvelope(redirectUrl),
  errors: { not_found: 'The company has never paid, so it has no billing account yet.' },
  handler: 'billing/billing-portal',
  access: { table: ['GetItem'], payments: true },
});

export const listCompanySubscriptions = defineRoute({
  operationId: 'listCompanySubscriptions',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/subscriptions',
  summary: "The company's subscriptions, newest first, 20 a page: plan, period, status, dates, amount, invoice",
  tag,
  ...OWNER,
  query: billingPageQuery,
  response: pageEnvelope(subscription),
  handler: 'billing/list-subscriptions',
  access: { table: ['Query'] },
});

export const getAdvertisementInit = defineRoute({
  operationId: 'getAdvertisementInit',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/advertisement/init',
  summary:
    "What an advertisement can target (countries, purposes, categories, in the caller's language), its daily rate per slot and its limits",
  tag,
  ...OWNER,
  response: dataEnvelope(advertisementsInit),
  handler: 'billing/advertisement-init',
  access: { table: ['GetItem', 'Query'] },
});

export const calculateAdvertisementPrice = defineRoute({
  operationId: 'calculateAdvertisementPrice',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/advertisement/calculate-total-price',
  summary:
    'The price of an advertisement: daily rate × days × filter slots, UTC dates, 1 to 365 days, not in the past, starting at most a year ahead',
  tag,
  ...OWNER,
  body: advertisementBody,
  response: dataEnvelope(advertisementQuote),
  handler: 'billing/calculate-advertisement-price',
  access: { table: ['GetItem', 'Query'] },
});

export const createAdvertisement = defineRoute({
  operationId: 'createAdvertisement',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/company/advertisement',
  summary:
    'Creates an advertisement waiting for payment and answers it with the address of its Stripe Checkout session (payment mode)',
  tag,
  ...OWNER,
  body: advertisementBody,
  response: dataEnvelope(advertisementCheckout),
  status: 201,
  errors: {
    not_found: noCompany,
    forbidden: 'Only a published company may advertise (an advertisement shows its public card).',
    conflict:
      'Another advertisement of the company waits for payment (one at a time, until its checkout completes or expires, 31 minutes).',
    rate_limited: 'Too many advertisements started by the company in an hour.',
  },
  handler: 'billing/create-advertisement',
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], payments: true },
});

export const listCompanyAdvertisements = defineRoute({
  operationId: 'listCompanyAdvertisements',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/advertisements',
  summary: "The company's advertisements, newest first, 20 a page, with their status, impressions and clicks",
  tag,
  ...OWNER,
  query: billingPageQuery,
  response: pageEnvelope(advertisement),
  handler: 'billing/list-advertisements',
  access: { table: ['GetItem', 'Query'] },
});

export const settleCheckout = defineRoute({
  operationId: 'settleCheckout',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/payments/settle',
  summary:
    'Back from a checkout: asks Stripe how it went and settles a paid one at once (the plan or the advertisement), whether or not the webhook came first',
  tag,
  ...OWNER,
  body: settleBody,
  response: dataEnvelope(settlement),
  errors: { not_found: "No checkout of the caller's company has this id." },
  handler: 'billing/settle-checkout',
  access: SETTLING,
});

export const receiveStripeEvent = defineRoute({
  operationId: 'receiveStripeEvent',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/payments/stripe/webhook',
  summary:
    "Stripe's webhook: a signed event (checkout completed, invoice paid or failed, subscription updated or deleted), each handled once",
  tag,
  auth: 'public',
  response: dataEnvelope(webhookReceipt),
  errors: { forbidden: "The Stripe-Signature header is missing, not the signing secret's, or older than 300 s." },
  handler: 'billing/stripe-webhook',
  access: SETTLING,
});

export const recordAdvertisementEvents = defineRoute({
  ...ADVERTISEMENT_EVENTS,
  ownerScope: 'shared',
  summary:
    'Counts the impressions (at most 3 a report) and the click of advertisements one page view showed: an impression once per view and advertisement, a click once and only after its impression, within the hour after it; an advertisement not paid and running counts nothing',
  tag,
  auth: 'public',
  body: advertisementEvents,
  response: z.undefined(),
  status: 204,
  errors: {
    validation_failed: 'A view id or an advertisement id that is not one (at its field); nothing counts.',
    rate_limited: 'Too many advertisement events from one address in ten minutes.',
  },
  handler: 'billing/advertisement-events',
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },
});
