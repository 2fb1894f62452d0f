import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Stripe from 'stripe';
import { MissingResource } from './errors';
import type { Purchase } from './objects';

/**
 * Everything the simulator knows: Stripe's objects as it answers them, plus
 * what a checkout session was created with that Stripe keeps to itself
 * (the line item, the metadata for the subscription it will make). Kept in
 * memory, and in a JSON file when the local platform runs, so customers and
 * subscriptions survive a restart like the rest of the local data.
 */

export interface CheckoutRecord {
  session: Stripe.Checkout.Session;
  purchase: Purchase;
  subscriptionMetadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  /** The last failed attempt on the hosted page, shown there until the next one. */
  failure: string | null;
}

/** A payment taken (a paid invoice's, a payment-mode session's): what refunds may give back of it. */
export interface PaymentRecord {
  paymentIntent: string;
  amount: number;
  currency: string;
  customer: string | null;
  /** Given back so far, by refunds. */
  refunded: number;
}

export interface PaymentsData {
  version: 1;
  customers: Record<string, Stripe.Customer>;
  checkouts: Record<string, CheckoutRecord>;
  subscriptions: Record<string, Stripe.Subscription>;
  invoices: Record<string, Stripe.Invoice>;
  portalSessions: Record<string, Stripe.BillingPortal.Session>;
  /** Payments taken, by payment intent id. */
  payments: Record<string, PaymentRecord>;
  /** How each invoice was paid (`invoice.payments` when expanded), by invoice id. */
  invoicePayments: Record<string, Stripe.InvoicePayment[]>;
  refunds: Record<string, Stripe.Refund>;
  /** Product names by id: the hosted pages show them, Stripe objects only carry the id. */
  products: Record<string, string>;
  invoiceCount: number;
}

export const emptyData = (): PaymentsData => ({
  version: 1,
  customers: {},
  checkouts: {},
  subscriptions: {},
  invoices: {},
  portalSessions: {},
  payments: {},
  invoicePayments: {},
  refunds: {},
  products: {},
  invoiceCount: 0,
});

/** Looks an object up by id, or fails as Stripe does. */
export function found<T>(table: Record<string, T>, id: string, resource: string, param?: string): T {
  const value = Object.hasOwn(table, id) ? table[id] : undefined;
  if (value === undefined) throw new MissingResource(resource, id, param);
  return value;
}

/**
 * The saved state of an earlier run, or an empty one. The file is the
 * simulator's own (written by `saveData`); one of another shape is refused
 * rather than half read.
 */
export function loadData(file: string | undefined): PaymentsData {
  if (!file || !existsSync(file)) return emptyData();
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isPaymentsData(parsed))
    throw new Error(`${file} is not a payment simulator state file; delete it to start afresh`);
  return { ...emptyData(), ...parsed };
}

function isPaymentsData(value: unknown): value is PaymentsData {
  if (typeof value !== 'object' || value === null) return false;
  const tables = ['customers', 'checkouts', 'subscriptions', 'invoices', 'portalSessions', 'products'] as const;
  return (
    'version' in value &&
    value.version === 1 &&
    tables.every((table) => table in value && typeof (value as Record<string, unknown>)[table] === 'object')
  );
}

/** Writes the state atomically (a whole new file renamed over the old), so a crash never leaves half a file. */
export function saveData(file: string, data: PaymentsData): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(data), { mode: 0o600 });
  renameSync(temporary, file);
}
