import { dataEnvelope } from '../envelope';
import { MAILING_SUBSCRIBE, UNSUBSCRIBE } from './mailing-endpoints';
import { defineRoute } from '../route';
import {
  accountMailing,
  accountSubscribeBody,
  confirmAnswer,
  confirmBody,
  subscribeAnswer,
  subscribeBody,
  unsubscribeAnswer,
  unsubscribeQuery,
} from '../schemas/mailing';

/**
 * Mailing lists (docs/product.md, "Mailing lists"): the footer's double opt-in, its confirmation,
 * a signed-in user's lists, and the signed unsubscribe link of every marketing mail. No answer
 * tells whether an address is known.
 */
const tag = 'mailing';

/** A signed link that is not ours, was changed, or has expired. */
const BAD_LINK = 'The link is not one we sent, was changed, or has expired: nothing was changed.';

export const subscribeToMailing = defineRoute({
  ...MAILING_SUBSCRIBE,
  ownerScope: 'shared',
  summary:
    'Asks to subscribe an address to the topics of a language: a confirmation mail goes to it (double opt-in); the same answer for any address',
  tag,
  auth: 'public',
  body: subscribeBody,
  response: dataEnvelope(subscribeAnswer),
  status: 202,
  errors: { rate_limited: 'Too many requests from this address or for this mailbox.' },
  handler: 'mailing/subscribe',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem'], mail: true, formTokens: true },
});

export const confirmMailing = defineRoute({
  operationId: 'confirmMailing',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/mailing/confirm',
  summary:
    "Confirms a subscription from its confirmation mail's link; a link used again answers that it is confirmed already",
  tag,
  auth: 'public',
  body: confirmBody,
  response: dataEnvelope(confirmAnswer),
  errors: { invalid_code: BAD_LINK, rate_limited: 'Too many confirmations from this address.' },
  handler: 'mailing/confirm',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'], formTokens: true },
});

export const unsubscribe = defineRoute({
  ...UNSUBSCRIBE,
  ownerScope: 'shared',
  summary:
    "Unsubscribes from one list by a marketing mail's signed link, without signing in: the page's button, or the mail client's one-click POST (RFC 8058)",
  tag,
  auth: 'public',
  query: unsubscribeQuery,
  oneClick: true,
  response: dataEnvelope(unsubscribeAnswer),
  errors: { invalid_code: BAD_LINK },
  handler: 'mailing/unsubscribe',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], formTokens: true },
});

export const subscribeAccount = defineRoute({
  operationId: 'subscribeAccount',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/subscribe',
  summary:
    "Sets the signed-in user's lists of a language at once (no confirmation mail: the account's address is confirmed); the topics left out are unsubscribed",
  tag,
  auth: 'bearer',
  body: accountSubscribeBody,
  response: dataEnvelope(accountMailing),
  errors: { forbidden: "The account's address is not confirmed yet." },
  handler: 'mailing/subscribe-account',
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'] },
});

export const getAccountMailing = defineRoute({
  operationId: 'getAccountMailing',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/mailing',
  summary: "The signed-in user's mailing lists, and whether the account's address can subscribe",
  tag,
  auth: 'bearer',
  response: dataEnvelope(accountMailing),
  handler: 'mailing/get-account-mailing',
  access: { table: ['GetItem', 'Query'] },
});
