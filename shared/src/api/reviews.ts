import * as z from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '../envelope';
import { defineRoute } from '../route';
import {
  authorParams,
  commentBody,
  commentEditBody,
  commentParams,
  commentReaction,
  commentReactionBody,
  companyReviewsQuery,
  hideBody,
  reportBody,
  reportedReview,
  review,
  reviewBody,
  reviewComment,
  reviewParams,
  reviewReaction,
  reviewsPage,
  reviewsPageQuery,
} from '../schemas/reviews';

/**
 * Reviews (docs/product.md, "Reviews"): the public list of a company's reviews, an
 * author's, writing them, commenting, reacting; the company's own list with
 * its answers and reports; staff's queue of reported reviews. Writing is for
 * signed-in users with a confirmed e-mail, rate-limited per user and address.
 */
const tag = 'reviews';
const SIGNED_IN = {
  auth: 'bearer',
  roles: ['client', 'company', 'partner', 'customer_support', 'content_manager', 'admin'],
} as const;
const STAFF = { auth: 'bearer', roles: ['customer_support', 'content_manager', 'admin'] } as const;
const writing = {
  forbidden: 'The e-mail address is not confirmed yet.',
  rate_limited: 'Too many reviews, comments or reactions in a short time.',
} as const;
const noReview = 'No shown review has this id.';
/** A change that kept meeting others of the same review however long it waited (it never answers 5xx): try again. */
const contention = 'Many changes of the same review at once; try again.';
const noComment = 'No comment has this id.';
/** docs/product.md, "Reactions": nobody reacts to what they wrote themselves. */
const ownReaction = {
  forbidden: "The e-mail address is not confirmed yet, or it is the caller's own review or comment.",
} as const;
const notAuthor = "Another user's review or comment: only its author may change it.";
/** Reads of reviews, reactions and authors' marks; writes of reviews, comments, counters and pointers. */
const READING = { table: ['GetItem', 'BatchGetItem', 'Query'] } as const;
const WRITING = {
  table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
} as const;

export const listCompanyReviews = defineRoute({
  operationId: 'listCompanyReviews',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/company/{uuid}/reviews',
  summary:
    "A public company's shown reviews, 10 a page (newest, by rating or most helpful), each with its first comments and the caller's reactions; the average and the breakdown by rating",
  tag,
  auth: 'optional',
  params: authorParams,
  query: companyReviewsQuery,
  response: reviewsPage,
  errors: { not_found: 'No public company has this id.' },
  handler: 'reviews/list-company-reviews',
  access: READING,
});

export const getReview = defineRoute({
  operationId: 'getReview',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/review/{id}',
  summary: 'One shown review with all its comments and the caller’s reactions',
  tag,
  auth: 'optional',
  params: reviewParams,
  response: dataEnvelope(review),
  errors: { not_found: noReview },
  handler: 'reviews/get-review',
  access: READING,
});

export const createReview = defineRoute({
  operationId: 'createReview',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/company/{uuid}/review',
  summary: 'Reviews a public company: a rating 1–5 and a text, once per user and company; its owner is mailed',
  tag,
  ...SIGNED_IN,
  params: authorParams,
  body: reviewBody,
  response: dataEnvelope(review),
  status: 201,
  errors: {
    ...writing,
    not_found: 'No public company has this id.',
    conflict: `The caller has reviewed this company already, or owns it. ${contention}`,
  },
  handler: 'reviews/create-review',
  access: { ...WRITING, mail: true },
});

export const updateReview = defineRoute({
  operationId: 'updateReview',
  ownerScope: 'not_found',
  method: 'PUT',
  path: '/v1/review/{id}',
  summary: 'Changes one’s own review (rating, text, tags); the average follows',
  tag,
  ...SIGNED_IN,
  params: reviewParams,
  body: reviewBody,
  response: dataEnvelope(review),
  errors: { ...writing, not_found: `${noReview} ${notAuthor}`, conflict: contention },
  handler: 'reviews/update-review',
  access: WRITING,
});

export const deleteReview = defineRoute({
  operationId: 'deleteReview',
  ownerScope: 'not_found',
  method: 'DELETE',
  path: '/v1/review/{id}',
  summary: 'Deletes one’s own review with its comments; the total and the average follow',
  tag,
  ...SIGNED_IN,
  params: reviewParams,
  response: z.undefined(),
  status: 204,
  errors: { not_found: `${noReview} ${notAuthor}`, conflict: contention },
  handler: 'reviews/delete-review',
  access: WRITING,
});

export const likeReview = defineRoute({
  operationId: 'likeReview',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/review/{id}/like',
  summary: 'Likes a review, or takes the like back: the count moves by one (one transaction)',
  tag,
  ...SIGNED_IN,
  params: reviewParams,
  response: dataEnvelope(reviewReaction),
  errors: { ...writing, ...ownReaction, not_found: noReview, conflict: contention },
  handler: 'reviews/like-review',
  access: WRITING,
});

export const createComment = defineRoute({
  operationId: 'createComment',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/review/comment',
  summary: "Comments on a review; the reviewed company's account comments as the company (its answer)",
  tag,
  ...SIGNED_IN,
  body: commentBody,
  response: dataEnvelope(reviewComment),
  status: 201,
  errors: { ...writing, not_found: noReview, conflict: contention },
  handler: 'reviews/create-comment',
  access: WRITING,
});

export const updateComment = defineRoute({
  operationId: 'updateComment',
  ownerScope: 'not_found',
  method: 'PUT',
  path: '/v1/review/comment/{id}',
  summary: 'Changes one’s own comment',
  tag,
  ...SIGNED_IN,
  params: commentParams,
  body: commentEditBody,
  response: dataEnvelope(reviewComment),
  errors: { ...writing, not_found: `${noComment} ${notAuthor}`, conflict: contention },
  handler: 'reviews/update-comment',
  access: WRITING,
});

export const deleteComment = defineRoute({
  operationId: 'deleteComment',
  ownerScope: 'not_found',
  method: 'DELETE',
  path: '/v1/review/comment/{id}',
  summary: 'Deletes one’s own comment; the review’s comments_count follows',
  tag,
  ...SIGNED_IN,
  params: commentParams,
  response: z.undefined(),
  status: 204,
  errors: { not_found: `${noComment} ${notAuthor}`, conflict: contention },
  handler: 'reviews/delete-comment',
  access: WRITING,
});

export const reactToComment = defineRoute({
  operationId: 'reactToComment',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/review/comment/{id}/like',
  summary:
    'Likes or dislikes a comment: the same again clears it, the other switches it and moves both counts, a first one sets it',
  tag,
  ...SIGNED_IN,
  params: commentParams,
  body: commentReactionBody,
  response: dataEnvelope(commentReaction),
  errors: { ...writing, ...ownReaction, not_found: noComment, conflict: contention },
  handler: 'reviews/react-to-comment',
  access: WRITING,
});

export const listAuthorReviews = defineRoute({
  operationId: 'listAuthorReviews',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/author/{uuid}/reviews',
  summary: "An author's shown reviews, newest first, 10 a page",
  tag,
  auth: 'optional',
  params: authorParams,
  query: reviewsPageQuery,
  response: pageEnvelope(review),
  handler: 'reviews/list-author-reviews',
  access: READING,
});

export const listUserReviews = defineRoute({
  operationId: 'listUserReviews',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/account/users/{uuid}/reviews',
  summary: "Staff: a user's reviews, hidden ones too (with why), newest first, 10 a page",
  tag,
  ...STAFF,
  params: authorParams,
  query: reviewsPageQuery,
  response: pageEnvelope(review),
  handler: 'reviews/list-user-reviews',
  access: READING,
});

export const listOwnCompanyReviews = defineRoute({
  operationId: 'listOwnCompanyReviews',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/reviews',
  summary: "The caller's company's reviews, those it has not answered first, 10 a page",
  tag,
  auth: 'bearer',
  roles: ['company'],
  query: reviewsPageQuery,
  response: reviewsPage,
  handler: 'reviews/list-own-company-reviews',
  access: READING,
});

export const reportReview = defineRoute({
  operationId: 'reportReview',
  ownerScope: 'not_found',
  method: 'POST',
  path: '/v1/review/{id}/report',
  summary: 'The reviewed company reports a review of it to staff, with a reason (once per review)',
  tag,
  auth: 'bearer',
  roles: ['company'],
  params: reviewParams,
  body: reportBody,
  response: z.undefined(),
  status: 204,
  errors: {
    not_found: "No shown review of the caller's company has this id.",
    conflict: `Reported already. ${contention}`,
  },
  handler: 'reviews/report-review',
  access: WRITING,
});

export const listReportedReviews = defineRoute({
  operationId: 'listReportedReviews',
  ownerScope: 'shared',
  method: 'GET',
  path: '/v1/admin/reviews/reported',
  summary: 'Staff: reported reviews waiting for a decision, oldest report first, 10 a page',
  tag,
  ...STAFF,
  query: reviewsPageQuery,
  response: pageEnvelope(reportedReview),
  handler: 'reviews/list-reported-reviews',
  access: READING,
});

export const hideReview = defineRoute({
  operationId: 'hideReview',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/review/{id}/hide',
  summary: 'Staff: hides a review with a reason (it leaves the averages and the lists); its author is mailed',
  tag,
  ...STAFF,
  params: reviewParams,
  body: hideBody,
  response: dataEnvelope(review),
  errors: { not_found: noReview, conflict: contention },
  handler: 'reviews/hide-review',
  access: { ...WRITING, mail: true },
});

export const dismissReports = defineRoute({
  operationId: 'dismissReports',
  ownerScope: 'shared',
  method: 'POST',
  path: '/v1/admin/review/{id}/keep',
  summary: 'Staff: keeps a reported review shown and takes it out of the queue',
  tag,
  ...STAFF,
  params: reviewParams,
  response: z.undefined(),
  status: 204,
  errors: { not_found: noReview, conflict: contention },
  handler: 'reviews/keep-review',
  access: WRITING,
});
