import type Stripe from 'stripe';
import { expireIfDue, type ActionContext } from './actions';
import { EventLog, NO_REQUEST, toEvent, type EventCause, type EventDraft, type SignedEvent } from './events';
import { found, loadData, saveData, type CheckoutRecord, type PaymentsData } from './state';
import { WebhookDelivery, type DeliveryMode } from './webhooks';

export interface PaymentsOptions {
  /** The key the product calls with (`Authorization: Bearer sk_test_…`); any other is refused. */
  secretKey: string;
  /** The endpoint secret (`whsec_…`) deliveries are signed with. */
  webhookSecret: string;
  /** Where events are POSTed; without it they are only kept, for tests to fetch. */
  webhookUrl?: string;
  /** A JSON file the state is loaded from and saved to; in memory only without it. */
  stateFile?: string;
  /** The address of the hosted pages in the URLs the API answers; the loopback address by default. */
  publicUrl?: string;
  /** Waits between delivery attempts (tests may shorten them). */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

/**
 * The simulator's state and what it does with each change: keep it (and
 * save it), turn the change's drafts into events, record them and hand them
 * to delivery. The HTTP layer and the hosted pages both act through this.
 */
export class PaymentsSimulator {
  readonly data: PaymentsData;
  readonly events: EventLog;
  readonly delivery: WebhookDelivery;

  constructor(
    readonly baseUrl: string,
    private readonly options: PaymentsOptions,
  ) {
    this.data = loadData(options.stateFile);
    this.events = new EventLog(options.webhookSecret);
    this.delivery = new WebhookDelivery({
      url: options.webhookUrl,
      secret: options.webhookSecret,
      retryDelaysMs: options.retryDelaysMs,
      log: options.log,
    });
  }

  get context(): ActionContext {
    return { data: this.data, baseUrl: this.baseUrl };
  }

  /** After a change: save the state, make its events, keep and deliver them; answers them signed. */
  commit(drafts: readonly EventDraft[], cause: EventCause = NO_REQUEST): SignedEvent[] {
    this.save();
    const made = drafts.map((draft) => toEvent(draft, cause, this.delivery.endpoints));
    const stored = this.events.record(made);
    this.delivery.deliver(stored);
    return stored.map((event) => this.events.signed(event));
  }

  save(): void {
    if (this.options.stateFile) saveData(this.options.stateFile, this.data);
  }

  /** A checkout session by id; one whose `expires_at` has passed is expired first, as Stripe would have. */
  checkout(id: string, param?: string): CheckoutRecord {
    const record = found(this.data.checkouts, id, 'checkout.session', param);
    const expired = expireIfDue(record);
    if (expired.length > 0) this.commit(expired);
    return record;
  }

  customer(id: string, param?: string): Stripe.Customer {
    return found(this.data.customers, id, 'customer', param);
  }

  subscription(id: string, param?: string): Stripe.Subscription {
    return found(this.data.subscriptions, id, 'subscription', param);
  }

  invoice(id: string, param?: string): Stripe.Invoice {
    return found(this.data.invoices, id, 'invoice', param);
  }

  portalSession(id: string): Stripe.BillingPortal.Session {
    return found(this.data.portalSessions, id, 'billing_portal.session');
  }

  productName(id: string | Stripe.Product | Stripe.DeletedProduct | null): string {
    const key = typeof id === 'string' ? id : (id?.id ?? '');
    return this.data.products[key] ?? key;
  }

  setDeliveryMode(mode: DeliveryMode): void {
    this.delivery.setMode(mode);
  }
}
