import { MAX_COMMENTS } from '@migralink/shared/schemas/reviews';
import { ITEM_BYTES_MAX, valueBytes } from './item-size';

/**
 * How much a review's thread may hold (ACCESS-PATTERNS.md "Reviews"). The
 * thread lives in the review's item, which DynamoDB refuses past 400 KB, and
 * every owner and staff action (hide with a reason, the company's report and
 * answer, every count) writes that item: so the thread is bounded in bytes as
 * DynamoDB counts them (`thread_bytes` on the review: the sum of
 * `commentBytes` of its comments, moved by every append, edit and delete on
 * condition that it stays within the bound), well below the limit.
 *
 * - Others' comments stop at `others` (places and bytes): past it a comment,
 *   or an edit making one longer, is refused (422).
 * - The company's answers may go on to `company`: room for five answers of
 *   the longest kept for it whatever others wrote.
 * - The rest of the item (`REVIEW_REST_BYTES`: the review's texts, the company's
 *   names, the hide reason, the one report, dates and counts, each at its
 *   longest) always fits beside a thread at `company` (a unit test builds it).
 */
export const COMPANY_ANSWERS_KEPT = 5;
/** The most one comment measures: 2,000 UTF-16 units of 3-byte characters, and its fields (a unit test checks it). */
export const COMMENT_BYTES_MAX = 8_000;
export const REVIEW_REST_BYTES = 49_600;

export const THREAD_ROOM = {
  others: {
    places: MAX_COMMENTS,
    bytes: ITEM_BYTES_MAX - REVIEW_REST_BYTES - COMPANY_ANSWERS_KEPT * COMMENT_BYTES_MAX,
  },
  company: { places: MAX_COMMENTS + COMPANY_ANSWERS_KEPT, bytes: ITEM_BYTES_MAX - REVIEW_REST_BYTES },
} as const;

/** The room a comment may take: the company's answers have more. */
export const threadRoom = (comment: { is_company: boolean }) => THREAD_ROOM[comment.is_company ? 'company' : 'others'];

/** What a comment adds to its review's item: its value as an element of the thread's list. */
export const commentBytes = (comment: object): number => 1 + valueBytes(comment);

/** What a thread measures, summed as `thread_bytes` keeps it. */
export const threadBytes = (comments: readonly object[]): number =>
  comments.reduce<number>((total, comment) => total + commentBytes(comment), 0);
