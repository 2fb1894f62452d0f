import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@migralink/shared/account-rules';
import { APPEAL_LIMITS } from '@migralink/shared/schemas/appeals';
import { appealItem, messageItem } from './appeals';
import { itemBytes } from './item-size';

/**
 * Every item of an appeal's partition is bounded in bytes as DynamoDB counts them, whatever people write: each
 * text at its longest in characters of 3 bytes (the most one UTF-16 unit of the schemas' lengths takes).
 */
const longest = (length: number) => '中'.repeat(length);
const AT = new Date().toISOString();
const ID = randomUUID();
const KiB = 1024;

describe('an appeal as stored', () => {
  it('is at most ~2 KB, its longest subject and names included', () => {
    const item = appealItem({
      id: ID,
      user_id: randomUUID(),
      user_name: longest(2 * NAME_MAX_LENGTH + 1),
      user_email: 'a'.repeat(EMAIL_MAX_LENGTH),
      subject: longest(APPEAL_LIMITS.subject),
      status: 'closed',
      company_id: randomUUID(),
      created_at: AT,
      status_at: AT,
      updated_at: AT,
      messages: APPEAL_LIMITS.messages,
      answered_by: randomUUID(),
    });
    expect(itemBytes(item)).toBeLessThan(2 * KiB);
  });

  it('keeps a thread of its most messages at their longest under 1 MB: one page of its Query', () => {
    const item = messageItem({
      id: randomUUID(),
      appeal_id: ID,
      from: 'support',
      author_id: randomUUID(),
      author_name: longest(2 * NAME_MAX_LENGTH + 1),
      message: longest(APPEAL_LIMITS.message),
      attachment: {
        key: `documents/appeals/${ID}/${randomUUID()}.pdf`,
        name: longest(APPEAL_LIMITS.attachmentName),
        content_type: 'application/pdf',
        size: 10 * KiB * KiB,
      },
      created_at: AT,
    });
    expect(itemBytes(item)).toBeLessThan(17 * KiB);
    expect(APPEAL_LIMITS.messages * itemBytes(item)).toBeLessThan(1000 * KiB);
  });
});
