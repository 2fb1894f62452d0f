import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { signupBody, profileUpdateBody } from './auth';
import { companyForm } from './company-form';
import { platformLeadBody } from './lead-forms';
import { leadReplyBody } from './leads';
import { rejectBody } from './moderation';
import { searchQuery } from './catalogue';
import { reviewBody, commentBody, hideBody } from './reviews';
import { serviceForm } from './service-account';
import { ruleOf } from './rules';
import { multiLine, singleLine } from './text';

/** What failed where: `path: rule` (or zod's issue code) for each issue. */
function failures(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${ruleOf(issue)?.name ?? issue.code}`);
}

/** Characters that are not text, each as a person could paste it or an attacker send it. */
const HOSTILE: [string, string][] = [
  ['CR LF', 'Ann\r\nBcc: victim@example.com'],
  ['LF', 'Ann\nSmith'],
  ['NUL', 'Ann\0Smith'],
  ['BEL', 'Ann\u0007'],
  ['escape', 'Ann\u001B[31m'],
  ['DEL', 'Ann\u007F'],
  ['a C1 control (NEL)', 'Ann\u0085Smith'],
  ['a tab', 'Ann\tSmith'],
  ['a right-to-left override', 'Ann\u202Egpj.exe'],
  ['a left-to-right isolate', 'Ann\u2066Smith\u2069'],
  ['a zero-width space', 'An\u200Bn'],
  ['a zero-width joiner between letters', 'An\u200Dn'],
  ['a soft hyphen', 'An\u00ADn'],
  ['a byte order mark inside', 'An\uFEFFn'],
  ['a line separator', 'Ann\u2028Smith'],
];

/** Values that show nothing: a required field refuses them as empty. */
const INVISIBLE: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['no-break and ideographic spaces', '\u00A0\u3000'],
  ['zero-width spaces', '\u200B\u200B\u200B'],
  ['zero-width joiners and non-joiners', '\u200D\u200C'],
  ['a word joiner and a byte order mark', '\u2060\uFEFF'],
  ['a Hangul filler', '\u3164'],
  ['a braille blank', '\u2800\u2800'],
  ['a right-to-left mark', '\u200F'],
  ['combining marks alone', '\u0301\u0301'],
];

describe('a single line of text', () => {
  const line = z.object({ name: singleLine(80, 1) });

  it.each(HOSTILE)('refuses %s at the field', (_, value) => {
    expect(failures(line, { name: value })).toEqual(['name: line_characters']);
  });

  it.each(INVISIBLE)('refuses %s as empty', (_, value) => {
    expect(failures(line, { name: value })).toEqual(['name: required']);
  });

  it.each([
    ['Latin with diacritics', 'Zoë Ørsted-Łukasiewicz'],
    ['Cyrillic with an apostrophe', 'Мар’яна Ґонта'],
    ['emoji of 4 bytes', 'Ann 😀 𝔘'],
    ['an emoji built with joiners', 'Dev 👩‍💻 and 👨‍👩‍👧'],
    ['a flag', 'Ann 🇺🇦'],
    ['a no-break space inside', 'Ann\u00A0Smith'],
  ])('takes %s', (_, value) => {
    expect(failures(line, { name: value })).toEqual([]);
  });

  it('trims what surrounds the text, line breaks included', () => {
    expect(z.parse(line, { name: '\n  Ann \r\n' })).toEqual({ name: 'Ann' });
  });

  it('may be left empty when not required', () => {
    expect(failures(z.object({ motto: singleLine(200) }), { motto: '  ' })).toEqual([]);
    expect(failures(z.object({ motto: singleLine(200) }), { motto: 'A\u202E' })).toEqual(['motto: line_characters']);
  });
});

describe('text of several lines', () => {
  const text = z.object({ text: multiLine(2000, 5) });

  it.each([
    ['line breaks and tabs', 'Hello,\r\n\tline two\nline three'],
    ['emoji of 4 bytes and joiners', 'Thanks 😀 👩‍💻 🇺🇦'],
    ['a zero-width joiner in a word', 'क्‍ष and more'],
  ])('keeps %s', (_, value) => {
    expect(failures(text, { text: value })).toEqual([]);
  });

  it.each([
    ['NUL', 'Hello\0 world'],
    ['BEL', 'Hello\u0007 world'],
    ['escape', 'Hello \u001B[2J world'],
    ['a vertical tab', 'Hello\u000B world'],
    ['a C1 control', 'Hello\u009B world'],
    ['a right-to-left override', 'Hello \u202Eevil.exe'],
    ['a right-to-left isolate', 'Hello \u2067world\u2069'],
  ])('refuses %s', (_, value) => {
    expect(failures(text, { text: value })).toEqual(['text: text_characters']);
  });

  it.each(INVISIBLE)('refuses %s as empty, once', (_, value) => {
    expect(failures(text, { text: value })).toEqual(['text: required']);
  });
});

describe('every single-line field of the contract', () => {
  const RLO = 'Ann\u202E';
  const CRLF = 'Ann\r\nBcc: x@example.com';
  const lead = {
    name: 'Ann',
    email: 'ann@example.com',
    message: 'Hi',
    consent: true,
    country: 'DE',
    filled_ms: 10_000,
    idempotency_key: crypto.randomUUID(),
  };

  it.each([
    [
      'sign-up first name',
      signupBody,
      { email: 'a@example.com', password: 'long enough', first_name: CRLF, last_name: 'B', role: 'client' },
      'first_name',
    ],
    [
      'sign-up last name',
      signupBody,
      { email: 'a@example.com', password: 'long enough', first_name: 'A', last_name: 'B\u200B', role: 'client' },
      'last_name',
    ],
    ['profile position', profileUpdateBody, { first_name: 'A', last_name: 'B', position: RLO }, 'position'],
    ['lead name', platformLeadBody, { ...lead, name: CRLF }, 'name'],
    ['lead topic', platformLeadBody, { ...lead, topic: RLO }, 'topic'],
    ['lead attribution', platformLeadBody, { ...lead, attribution: { utm_source: CRLF } }, 'attribution.utm_source'],
    ['review service', reviewBody, { rating: 5, text: 'x'.repeat(30), service: CRLF }, 'service'],
    ['service name', serviceForm, { name: CRLF }, 'name'],
  ] as const)('refuses control characters in the %s', (_, schema, value, path) => {
    expect(failures(schema, value)).toContain(`${path}: line_characters`);
  });

  it('refuses them in the company, its offices and its employees', () => {
    const result = z.safeParse(companyForm, {
      name: CRLF,
      motto: RLO,
      offices: [{ address: 'Main\nStreet', office_employees: [{ name: 'B\u0007ob', position: RLO }] }],
    });
    const rules = result.success
      ? []
      : result.error.issues
          .filter((issue) => ruleOf(issue))
          .map((issue) => `${issue.path.join('.')}: ${ruleOf(issue)?.name}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'name: line_characters',
        'motto: line_characters',
        'offices.0.address: line_characters',
        'offices.0.office_employees.0.name: line_characters',
        'offices.0.office_employees.0.position: line_characters',
      ]),
    );
  });

  it.each([
    ['lead message', platformLeadBody, { ...lead, message: 'a\u202Eb' }, 'message'],
    ['lead reply', leadReplyBody, { message: 'a\0b' }, 'message'],
    ['review', reviewBody, { rating: 5, text: `${'x'.repeat(30)}\u0007` }, 'text'],
    ['comment', commentBody, { review_id: crypto.randomUUID(), text: 'a\u2066b' }, 'text'],
    ['reason to hide', hideBody, { reason: 'spam\u001B[0m' }, 'reason'],
    ['moderator comment', rejectBody, { revision: 1, moderator_comment: 'fix\u0000' }, 'moderator_comment'],
  ] as const)('refuses control characters but line breaks in the %s', (_, schema, value, path) => {
    expect(failures(schema, value)).toContain(`${path}: text_characters`);
  });
});

describe('a country code', () => {
  const lead = {
    name: 'Ann',
    email: 'ann@example.com',
    consent: true,
    form_token: 'a'.repeat(40),
    idempotency_key: crypto.randomUUID(),
  };

  it.each(['XX', 'ZZ', 'EU', 'UK', 'de', 'D', 'DEU', ''])('refuses %j, which names no country', (country) => {
    expect(failures(platformLeadBody, { ...lead, country })).toEqual(['country: unknown_reference']);
  });

  it.each(['DE', 'UA', 'XK', 'AQ'])('takes %s', (country) => {
    expect(failures(platformLeadBody, { ...lead, country })).toEqual([]);
  });

  it('refuses an unknown country in the search filters', () => {
    expect(failures(searchQuery, { country_destination_id: ['XX'] })).not.toEqual([]);
    expect(failures(searchQuery, { country_destination_id: ['DE'], country_id: 'UA' })).toEqual([]);
  });
});
