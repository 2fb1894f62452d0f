import {
  completeCheckout,
  endSubscription,
  expireCheckout,
  failCheckout,
  failRenewal,
  renewSubscription,
  type CardFailure,
} from './actions';
import { ParameterError } from './errors';
import { enumParam, stringParam } from './form';
import { json, param, type Route, type SimRequest } from './http';
import { DELIVERY_MODES } from './webhooks';

/**
 * The control API under `/_simulator/`, for tests and demos: do what a
 * customer or time would do at Stripe (pay, decline, renew, let a renewal
 * fail), choose how webhooks are delivered, and read every event made.
 * Each action answers the events it made, signed, as `{ events }`.
 */

const ID = '([^/]+)';

function payCheckout(request: SimRequest) {
  const { simulator, cause } = request;
  const record = simulator.checkout(param(request));
  return json({ events: simulator.commit(completeCheckout(simulator.context, record), cause) });
}

function declineCheckout(request: SimRequest) {
  const record = request.simulator.checkout(param(request));
  const reason: CardFailure =
    enumParam(request.form, 'reason', ['card_declined', 'authentication_failed']) ?? 'card_declined';
  const message = failCheckout(record, reason);
  request.simulator.save();
  return json({ events: [], error: { code: reason, message } });
}

function expireSession(request: SimRequest) {
  const { simulator, cause } = request;
  const record = simulator.checkout(param(request));
  return json({ events: simulator.commit(expireCheckout(record), cause) });
}

/** `renew`, `fail-renewal`, `end`: what a subscription's next period brings. */
function subscriptionAction(action: 'renew' | 'fail-renewal' | 'end') {
  return (request: SimRequest) => {
    const { simulator, cause } = request;
    const subscription = simulator.subscription(param(request));
    const drafts =
      action === 'renew'
        ? renewSubscription(simulator.context, subscription)
        : action === 'fail-renewal'
          ? failRenewal(simulator.context, subscription)
          : endSubscription(subscription);
    return json({ events: simulator.commit(drafts, cause) });
  };
}

function deliveryState({ simulator }: SimRequest) {
  return json({ mode: simulator.delivery.mode, held: simulator.delivery.heldCount });
}

function setDeliveryMode(request: SimRequest) {
  const mode = enumParam(request.form, 'mode', DELIVERY_MODES);
  if (mode === null) throw new ParameterError('mode', `Missing required param: mode (${DELIVERY_MODES.join(', ')}).`);
  request.simulator.setDeliveryMode(mode);
  return deliveryState(request);
}

function listEvents({ form, simulator }: SimRequest) {
  return json(simulator.events.list({ type: stringParam(form, 'type'), after: stringParam(form, 'after') }));
}

export const controlRoutes: Route[] = [
  { method: 'GET', path: /^\/_simulator\/health$/, public: true, handle: () => json({ status: 'ok' }) },
  { method: 'POST', path: new RegExp(`^/_simulator/checkout/sessions/${ID}/pay$`), handle: payCheckout },
  { method: 'POST', path: new RegExp(`^/_simulator/checkout/sessions/${ID}/decline$`), handle: declineCheckout },
  { method: 'POST', path: new RegExp(`^/_simulator/checkout/sessions/${ID}/expire$`), handle: expireSession },
  {
    method: 'POST',
    path: new RegExp(`^/_simulator/subscriptions/${ID}/renew$`),
    handle: subscriptionAction('renew'),
  },
  {
    method: 'POST',
    path: new RegExp(`^/_simulator/subscriptions/${ID}/fail-renewal$`),
    handle: subscriptionAction('fail-renewal'),
  },
  { method: 'POST', path: new RegExp(`^/_simulator/subscriptions/${ID}/end$`), handle: subscriptionAction('end') },
  { method: 'GET', path: /^\/_simulator\/delivery$/, handle: deliveryState },
  { method: 'PUT', path: /^\/_simulator\/delivery$/, handle: setDeliveryMode },
  {
    method: 'POST',
    path: /^\/_simulator\/delivery\/flush$/,
    handle: ({ simulator }) => json({ flushed: simulator.delivery.flush() }),
  },
  {
    method: 'POST',
    path: /^\/_simulator\/delivery\/settled$/,
    handle: async ({ simulator }) => {
      await simulator.delivery.settled();
      return json({ settled: true, held: simulator.delivery.heldCount });
    },
  },
  { method: 'GET', path: /^\/_simulator\/events$/, handle: listEvents },
];
