import { describe, expect, it } from 'vitest';
import { REPLIES_CELL_CHARS, repliesText } from './export-replies';

const reply = (message: string, created_at = '2026-03-31T17:45:00.000Z') => ({
  id: message.slice(0, 8),
  message,
  created_at,
});
/** `Intl` puts narrow and no-break spaces in times: compared as plain spaces. */
const plain = (text: string) => text.replace(/[^\S\n]/g, ' ');

describe("the replies' cell of the export", () => {
  it('writes each reply under its time in the reader’s language, oldest first, a blank line between', () => {
    const replies = [reply('Здравствуйте! Пришлите паспорт.'), reply('Спасибо, получили.', '2026-04-01T08:05:00.000Z')];
    expect(plain(repliesText(replies, 'ru'))).toBe(
      '31.03.2026, 17:45 UTC\nЗдравствуйте! Пришлите паспорт.\n\n01.04.2026, 08:05 UTC\nСпасибо, получили.',
    );
    expect(plain(repliesText(replies.slice(0, 1), 'en'))).toBe('3/31/26, 5:45 PM UTC\nЗдравствуйте! Пришлите паспорт.');
    expect(repliesText([], 'uk')).toBe('');
  });

  it('holds no more than a cell can: a longer thread is cut and marked, never inside a character', () => {
    const thread = Array.from({ length: 50 }, (_, index) => reply(`${index} ${'😀'.repeat(999)}`));
    const text = repliesText(thread, 'en');
    expect(text.length).toBeLessThanOrEqual(REPLIES_CELL_CHARS);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // Cut one short of the whole, the cut falls between the halves of the emoji.
    const whole = repliesText([reply('ab😀c')], 'en');
    expect(repliesText([reply('ab😀c')], 'en', whole.length - 1)).toBe(`${whole.slice(0, -3)}…`);
  });
});
