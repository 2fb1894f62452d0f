import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@migralink/shared/account-rules';
import { SITE_MESSAGE_LIMITS } from '@migralink/shared/schemas/site-messages';
import { itemBytes } from './item-size';
import { answerItem, messageItem } from './site-messages';

/**
 * Every item of a message's partition is bounded in bytes as DynamoDB counts them, whatever people write:
 * each text at its longest in characters of 3 bytes (the most one UTF-16 unit of the schemas' lengths takes).
 */
const longest = (length: number) => '中'.repeat(length);
/** A company's name, per language (`shared/src/schemas/company-account.ts`). */
const COMPANY_NAME_MAX = 120;
const AT = new Date().toISOString();
const ID = randomUUID();

const message = messageItem({
  id: ID,
  kind: 'improvement',
  status: 'closed',
  name: longest(2 * NAME_MAX_LENGTH + 1),
  email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  subject: longest(SITE_MESSAGE_LIMITS.subject),
  message: longest(SITE_MESSAGE_LIMITS.message),
  page: longest(SITE_MESSAGE_LIMITS.page),
  locale: 'uk',
  email_confirmed: true,
  user_id: randomUUID(),
  company_id: randomUUID(),
  company_name: { en: longest(COMPANY_NAME_MAX), ru: longest(COMPANY_NAME_MAX), uk: longest(COMPANY_NAME_MAX) },
  created_at: AT,
  status_at: AT,
  updated_at: AT,
  answers: SITE_MESSAGE_LIMITS.answers,
});

const answer = answerItem({
  id: randomUUID(),
  message_id: ID,
  message: longest(SITE_MESSAGE_LIMITS.answer),
  author_id: randomUUID(),
  author_name: longest(2 * NAME_MAX_LENGTH + 1),
  created_at: AT,
});

describe('a message to the platform as stored', () => {
  it('weighs at most ~24 KB, so a page of 21 in the inbox stays far below a Query’s 1 MB', () => {
    expect(itemBytes(message)).toBeLessThanOrEqual(24_000);
    expect(21 * itemBytes(message)).toBeLessThan(1024 * 1024);
  });

  it('with all its answers fits one Query of its partition (1 MB) and each item DynamoDB’s 400 KB', () => {
    expect(itemBytes(answer)).toBeLessThanOrEqual(16_500);
    expect(itemBytes(message) + SITE_MESSAGE_LIMITS.answers * itemBytes(answer)).toBeLessThan(400 * 1024);
  });
});
