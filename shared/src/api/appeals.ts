import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import {
  appeal,
  appealList,
  appealMessageBody,
  appealParams,
  appealQueueQuery,
  appealStatusBody,
  appealSummary,
  myAppealsQuery,
  openAppealBody,
  staffAppeal,
} from '../schemas/appeals';
import { STAFF_SCREENS } from '../staff-screens';
import { UPLOAD_CHECKS } from './declared-errors';

/**
 * Appeals to customer support (docs/product.md, "Customer support"). Any signed-in user opens one and writes
 * in its thread; an appeal is its opener's alone (another's id answers 404, as if it did not exist). Support
 * works the queue: who may is who sees the screen (`STAFF_SCREENS.appeals`).
 */
const tag = 'appeals';
const USER = { tag, auth: 'bearer' } as const;
const STAFF = { tag, auth: 'bearer', roles: STAFF_SCREENS.appeals } as const;
const notFound = 'No appeal of the caller has this id.';
/** Writing in a thread: the appeal, the rate limit, the message and the appeal's new state in one transaction. */
const writing = { table: ['GetItem', 'PutItem', 'UpdateItem'], uploads: { accept: ['appeal_attachment'] } } as const;

export const openAppeal = defineRoute({
  operationId: 'openAppeal',
  ownerScope: 'own',
  method: 'POST',
  path: '/v1/account/appeals',
  summary: 'Opens an appeal to customer support: subject, text, optionally a checked file and the caller company',
  ...USER,
  body: openAppealBody,
  response: dataEnvelope(appealSummary),
  status: 201,
  errors: { ...UPLOAD_CHECKS, rate_limited: 'Too many appeals from this account today.' },
  handler: 'appeals/open-appeal',
  access: { table: ['GetItem', 'PutItem', 'UpdateItem'], uploads: { accept: ['appeal_attachment'] } },
});

export const listMyAppeals = defineRoute({
  operationId: 'listMyAppeals',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/appeals',
  summary: "The caller's appeals, newest first, 20 at a time by cursor",
  ...USER,
  query: myAppealsQuery,
  response: dataEnvelope(appealList),
  handler: 'appeals/list-my-appeals',
  access: { table: ['Query'] },
});

export const getMyAppeal = defineRoute({
  operationId: 'getMyAppeal',
  ownerScope: 'not_found',
  method: 'GET',
  path: '/v1/account/appeals/{id}',
  summary: "One of the caller's appeals with its thread, oldest first (files as short-lived links)",
  ...USER,
  params: appealParams,
  response: dataEnvelope(appeal),
  errors: { not_found: notFound },
  handler: 'appeals/get-my-appeal',
  access: { table: ['Query'], uploads: 'read' },
});

export const replyToAppeal = defineRoute({
  operationId: 'replyToAppeal',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/account/appeals/{id}/messages',
  summary:
    "The caller's reply in one of their appeals: it waits for support again (`open`), a closed one is reopened; the support member who answered last is mailed",
  ...USER,
  params: appealParams,
  body: appealMessageBody,
  response: dataEnvelope(appealSummary),
  status: 201,
  errors: { ...UPLOAD_CHECKS, not_found: notFound, rate_limited: 'Too many messages in this appeal today.' },
  handler: 'appeals/reply-to-appeal',
  access: { ...writing, mail: true },
});

export const listAppealQueue = defineRoute({
  operationId: 'listAppealQueue',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/appeals',
  summary:
    'Support: appeals of one status (open by default: the longest waiting first, with the time waited; answered and closed: latest first), 20 at a time',
  ...STAFF,
  query: appealQueueQuery,
  response: dataEnvelope(appealList),
  handler: 'appeals/list-appeal-queue',
  access: { table: ['Query'] },
});

export const getStaffAppeal = defineRoute({
  operationId: 'getStaffAppeal',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/appeals/{id}',
  summary: 'Support: an appeal with its thread, and read-only the account and the company it is about',
  ...STAFF,
  params: appealParams,
  response: dataEnvelope(staffAppeal),
  errors: { not_found: 'No appeal has this id.' },
  handler: 'appeals/get-staff-appeal',
  access: { table: ['GetItem', 'Query', 'BatchGetItem'], uploads: 'read' },
});

export const answerAppeal = defineRoute({
  operationId: 'answerAppeal',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/appeals/{id}/answers',
  summary: "Support's answer in an appeal's thread: the appeal is `answered` and its user is mailed in their language",
  ...STAFF,
  params: appealParams,
  body: appealMessageBody,
  response: dataEnvelope(appealSummary),
  status: 201,
  errors: {
    ...UPLOAD_CHECKS,
    not_found: 'No appeal has this id.',
    rate_limited: 'Too many answers in this appeal today.',
  },
  handler: 'appeals/answer-appeal',
  access: { ...writing, mail: true },
});

export const setAppealStatus = defineRoute({
  operationId: 'setAppealStatus',
  ownerScope: 'shared',
  method: 'PUT',
  path: '/v1/admin/appeals/{id}/status',
  summary: 'Support: sets the status of an appeal by hand (closed, or open or answered again)',
  ...STAFF,
  params: appealParams,
  body: appealStatusBody,
  response: dataEnvelope(appealSummary),
  errors: { not_found: 'No appeal has this id.' },
  handler: 'appeals/set-appeal-status',
  access: { table: ['GetItem', 'UpdateItem'] },
});
