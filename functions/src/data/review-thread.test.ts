import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMENT_TEXT_MAX, REVIEW_TEXT_MAX } from '@migralink/shared/schemas/reviews';
import { NAME_MAX_LENGTH } from '@migralink/shared/account-rules';
import { keys } from './keys';
import { ITEM_BYTES_MAX, itemBytes, valueBytes } from './item-size';
import { COMMENT_BYTES_MAX, THREAD_ROOM, commentBytes, threadBytes } from './review-thread';
import type { CommentRecord, ReviewRecord } from './reviews';

/** A 3-byte character: the most UTF-8 bytes one UTF-16 unit (what the schemas' lengths count) can take. */
const wide = (units: number) => 'ह'.repeat(units);
const at = new Date(0).toISOString();

describe('measuring an item as DynamoDB does', () => {
  it('counts names and UTF-8 values, numbers at their most, and the overhead of lists and maps', () => {
    expect(itemBytes({ name: 'ab' })).toBe(6);
    expect(valueBytes('😀')).toBe(4);
    expect(valueBytes('ह')).toBe(3);
    expect(valueBytes(7)).toBe(21);
    expect(valueBytes(true)).toBe(1);
    expect(valueBytes(null)).toBe(1);
    expect(valueBytes([])).toBe(3);
    expect(valueBytes(['a', 1])).toBe(3 + 2 + 22);
    expect(valueBytes({ a: 'b', skipped: undefined })).toBe(3 + 1 + 1 + 1);
  });
});

describe("a review's item at its bounds", () => {
  const longestComment = (overrides: Partial<CommentRecord> = {}): CommentRecord => ({
    id: randomUUID(),
    author_id: randomUUID(),
    author_name: wide(NAME_MAX_LENGTH + 3),
    is_company: false,
    text: wide(COMMENT_TEXT_MAX),
    likes_count: Number.MAX_SAFE_INTEGER,
    dislikes_count: Number.MAX_SAFE_INTEGER,
    deleted: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  });

  it('measures the longest comment within COMMENT_BYTES_MAX', () => {
    expect(commentBytes(longestComment())).toBeLessThanOrEqual(COMMENT_BYTES_MAX);
  });

  it('fits in 400 KB with every field at its longest, a thread at the company’s room, hidden and reported', () => {
    const room = THREAD_ROOM.company.bytes;
    const comments: CommentRecord[] = [];
    while (threadBytes(comments) + commentBytes(longestComment()) <= room) comments.push(longestComment());
    const filler = longestComment({ text: '' });
    comments.push({ ...filler, text: 'x'.repeat(room - threadBytes(comments) - commentBytes(filler)) });
    expect(threadBytes(comments)).toBe(room);

    const review: ReviewRecord = {
      id: randomUUID(),
      company_id: randomUUID(),
      company_slug: 'x'.repeat(200),
      company_name: { en: wide(120), ru: wide(120), uk: wide(120) },
      author_id: randomUUID(),
      author_name: wide(NAME_MAX_LENGTH + 3),
      rating: 5,
      text: wide(REVIEW_TEXT_MAX),
      service: wide(200),
      outcome: 'in_progress',
      processing_days: 3650,
      likes_count: Number.MAX_SAFE_INTEGER,
      comments_count: comments.length,
      comments,
      thread_bytes: room,
      answered: true,
      hidden: { reason: wide(1000), at, by: randomUUID() },
      reports: [{ reason: wide(1000), company: true, reported_at: at }],
      queued_at: at,
      created_at: at,
      updated_at: at,
    };
    const rest = itemBytes({ ...keys.reviews.item(review.id), ...review, comments: [] });
    expect(itemBytes({ ...keys.reviews.item(review.id), ...review })).toBeLessThanOrEqual(ITEM_BYTES_MAX);
    // The room kept for the rest is at least twice what it can take.
    expect(ITEM_BYTES_MAX - room).toBeGreaterThanOrEqual(2 * rest);
  });
});
