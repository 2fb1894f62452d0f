import Stripe from 'stripe';
import { newId, unixNow } from './objects';

/**
 * The events the simulator makes, as Stripe makes them: each a full
 * `Stripe.Event` whose `data.object` is a snapshot of the object when it
 * changed, kept with the exact payload string that is delivered and signed.
 */

export type SimulatedEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionExpiredEvent
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent
  | Stripe.InvoicePaidEvent
  | Stripe.InvoicePaymentFailedEvent
  | Stripe.RefundCreatedEvent;

export type SimulatedEventType = SimulatedEvent['type'];

/** What a state change says happened: the event's type and data, before it gets an id and a time. */
export type EventDraft = SimulatedEvent extends infer E
  ? E extends SimulatedEvent
    ? Pick<E, 'type' | 'data'>
    : never
  : never;

/** The API request that caused a change (null for what a customer did on a hosted page). */
export interface EventCause {
  requestId: string | null;
  idempotencyKey: string | null;
}

export const NO_REQUEST: EventCause = { requestId: null, idempotencyKey: null };

/** A stored event: the payload string is fixed once, so every delivery and every listing sends the same bytes. */
export interface StoredEvent {
  id: string;
  type: SimulatedEventType;
  payload: string;
}

/** What tests and the control API get: the payload and a signature made now (Stripe tolerates 5 minutes). */
export interface SignedEvent extends StoredEvent {
  signature: string;
}

/** A deep copy, so later changes to the object do not reach an event already made. */
export const snapshot = <T>(value: T): T => structuredClone(value);

/** Gives a draft its id, time and cause: a complete Stripe event. */
export function toEvent(draft: EventDraft, cause: EventCause, pendingWebhooks: number): SimulatedEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request: { id: cause.requestId, idempotency_key: cause.idempotencyKey },
    ...draft,
  };
}

/** Signs a payload exactly as Stripe signs a delivery, with the package's own helper. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** Every event made since start, in order; listed for tests that hand events to the handler themselves. */
export class EventLog {
  private readonly events: StoredEvent[] = [];

  constructor(private readonly secret: string) {}

  /** Keeps the events of one change, in the order they were made. */
  record(events: readonly SimulatedEvent[]): StoredEvent[] {
    const stored = events.map((event) => ({ id: event.id, type: event.type, payload: JSON.stringify(event) }));
    this.events.push(...stored);
    return stored;
  }

  /** Events of `type` (any when null) made after the event `after` (from the first when null). */
  list({ type, after }: { type: string | null; after: string | null }): SignedEvent[] {
    const start = after === null ? 0 : this.events.findIndex((event) => event.id === after) + 1;
    if (after !== null && start === 0) return [];
    return this.events
      .slice(start)
      .filter((event) => type === null || event.type === type)
      .map((event) => this.signed(event));
  }

  signed(event: StoredEvent): SignedEvent {
    return { ...event, signature: signPayload(event.payload, this.secret) };
  }
}
