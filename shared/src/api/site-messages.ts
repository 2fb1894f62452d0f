import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import {
  contactMessageBody,
  feedbackBody,
  improvementBody,
  sentSiteMessage,
  siteMessage,
  siteMessageAnswerBody,
  siteMessageList,
  siteMessageParams,
  siteMessagesQuery,
  siteMessageStatusBody,
} from '../schemas/site-messages';

/**
 * Messages to the platform (docs/product.md, "Forms"): the contacts page's form, the feedback form of
 * every page and a company's suggestion for the service editor; each is stored for the staff inbox, and
 * its sender gets a copy by mail. Customer support and admins work the inbox: they answer by mail and
 * set the status.
 */
const SENDING = { rate_limited: 'Too many messages from this address, e-mail address, browser or account.' } as const;
/** Each form counts its rate limits, stores the message and queues the copy in one transaction. */
const sendingAccess = { table: ['GetItem', 'PutItem', 'UpdateItem'], mail: true } as const;
const INBOX = { tag: 'staff-inbox', auth: 'bearer', roles: ['customer_support'] } as const;
const notFound = 'No message has this id.';

const publicForm = <const B extends typeof contactMessageBody | typeof feedbackBody>(
  operationId: string,
  path: string,
  body: B,
  summary: string,
  handler: string,
) =>
  defineRoute({
    operationId,
    ownerScope: 'shared',
    method: 'POST',
    path,
    summary,
    tag: 'forms',
    auth: 'optional',
    body,
    response: dataEnvelope(sentSiteMessage),
    status: 201,
    errors: SENDING,
    handler,
    access: { ...sendingAccess, formTokens: true },
  });

export const sendContactMessage = publicForm(
  'sendContactMessage',
  '/v1/contact',
  contactMessageBody,
  "A message from the contacts page to the platform's staff; the sender gets a copy by mail",
  'forms/send-contact',
);

export const sendFeedback = publicForm(
  'sendFeedback',
  '/v1/feedback',
  feedbackBody,
  "Feedback about the site, from any page, to the platform's staff; the sender gets a copy by mail",
  'forms/send-feedback',
);

export const suggestConstructorImprovement = defineRoute({
  operationId: 'suggestConstructorImprovement',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/constructor-improvements',
  summary: "A company account's suggestion for the service editor, to the platform's staff; a copy goes to its address",
  tag: 'forms',
  auth: 'bearer',
  roles: ['company'],
  body: improvementBody,
  response: dataEnvelope(sentSiteMessage),
  status: 201,
  errors: SENDING,
  handler: 'forms/suggest-improvement',
  access: sendingAccess,
});

export const listSiteMessages = defineRoute({
  operationId: 'listSiteMessages',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/messages',
  summary:
    'The staff inbox: messages of one status (new by default: oldest first; answered and closed: latest first), optionally of one kind, 20 at a time',
  ...INBOX,
  query: siteMessagesQuery,
  response: dataEnvelope(siteMessageList),
  handler: 'staff-inbox/list-messages',
  access: { table: ['GetItem', 'Query'] },
});

export const getSiteMessage = defineRoute({
  operationId: 'getSiteMessage',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/messages/{id}',
  summary: "One message of the staff inbox with staff's answers, oldest first",
  ...INBOX,
  params: siteMessageParams,
  response: dataEnvelope(siteMessage),
  errors: { not_found: notFound },
  handler: 'staff-inbox/get-message',
  access: { table: ['GetItem', 'Query'] },
});

export const answerSiteMessage = defineRoute({
  operationId: 'answerSiteMessage',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/messages/{id}/answers',
  summary: "Answers a message by mail to its sender's address; the answer joins its thread and the message is answered",
  ...INBOX,
  params: siteMessageParams,
  body: siteMessageAnswerBody,
  response: dataEnvelope(siteMessage),
  status: 201,
  errors: { not_found: notFound, rate_limited: 'Too many answers to this message today.' },
  handler: 'staff-inbox/answer-message',
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], mail: true },
});

export const setSiteMessageStatus = defineRoute({
  operationId: 'setSiteMessageStatus',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/messages/{id}/status',
  summary: 'Sets the status of a message of the staff inbox (closed, or open again as new or answered)',
  ...INBOX,
  params: siteMessageParams,
  body: siteMessageStatusBody,
  response: dataEnvelope(siteMessage),
  errors: { not_found: notFound },
  handler: 'staff-inbox/set-message-status',
  access: { table: ['GetItem', 'Query', 'UpdateItem'] },
});
