import { setTimeout as sleep } from 'node:timers/promises';
import { signPayload, type StoredEvent } from './events';

/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON with a
 * `Stripe-Signature` header, retried with backoff when the endpoint fails
 * (network error or non-2xx). Modes let tests provoke what Stripe may do but
 * rarely does on demand: deliver an event twice at once, deliver the events
 * of one change in reverse order, or hold them back until flushed.
 */

export const DELIVERY_MODES = ['normal', 'duplicate', 'reverse', 'hold'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** After the first attempt, retries after these waits (0.25 s … 4 s): six attempts, about 8 s in all. */
export const RETRY_DELAYS_MS: readonly number[] = [250, 500, 1_000, 2_000, 4_000];

export interface WebhookOptions {
  /** Where events go; without it events are only kept (tests fetch them). */
  url?: string;
  secret: string;
  retryDelaysMs?: readonly number[];
  /** Told of an event given up on after its last attempt. */
  log?: (line: string) => void;
}

export class WebhookDelivery {
  mode: DeliveryMode = 'normal';
  private readonly held: StoredEvent[][] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** Aborted on stop: attempts under way end and no retry is waited for. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: WebhookOptions) {}

  /** Whether events are sent anywhere (an event's `pending_webhooks`). */
  get endpoints(): number {
    return this.options.url ? 1 : 0;
  }

  /** Sends the events one change made, as the current mode says. */
  deliver(events: readonly StoredEvent[]): void {
    if (!this.options.url || events.length === 0) return;
    if (this.mode === 'hold') this.held.push([...events]);
    else this.track(this.deliverBatch(events, this.mode));
  }

  /** Switches mode; leaving `hold` sends what was held. */
  setMode(mode: DeliveryMode): void {
    this.mode = mode;
    if (mode !== 'hold') this.flush();
  }

  /** Sends everything held, in the order it was made; answers how many events that was. */
  flush(): number {
    const batches = this.held.splice(0);
    for (const batch of batches) this.track(this.deliverBatch(batch, 'normal'));
    return batches.reduce((count, batch) => count + batch.length, 0);
  }

  /** How many events are held back. */
  get heldCount(): number {
    return this.held.reduce((count, batch) => count + batch.length, 0);
  }

  /** Resolves once every delivery under way has succeeded or been given up (held events are not under way). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops delivering: what is under way ends now, unsent events stay listed. */
  close(): void {
    this.stopping.abort();
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /**
   * The events of one change, one after the other (the next once the
   * previous has been answered or given up); `duplicate` sends each twice
   * at the same time, `reverse` starts with the last.
   */
  private async deliverBatch(events: readonly StoredEvent[], mode: DeliveryMode): Promise<void> {
    const ordered = mode === 'reverse' ? [...events].reverse() : events;
    for (const event of ordered) {
      if (mode === 'duplicate') await Promise.all([this.deliverOne(event), this.deliverOne(event)]);
      else await this.deliverOne(event);
    }
  }

  /** One event until the endpoint takes it or the retries run out; its attempts never overlap. */
  private async deliverOne(event: StoredEvent): Promise<void> {
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 0; !this.stopping.signal.aborted; attempt += 1) {
      const failure = await this.attempt(event);
      if (failure === null) return;
      const delay = delays[attempt];
      if (delay === undefined) {
        this.options.log?.(
          `webhook ${event.type} (${event.id}) not delivered after ${attempt + 1} attempts: ${failure}`,
        );
        return;
      }
      await sleep(delay, undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  /** One POST, signed at the moment it is sent; answers why it failed, or null. */
  private async attempt(event: StoredEvent): Promise<string | null> {
    try {
      const response = await fetch(this.options.url ?? '', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signPayload(event.payload, this.options.secret),
        },
        body: event.payload,
        signal: AbortSignal.any([AbortSignal.timeout(30_000), this.stopping.signal]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
