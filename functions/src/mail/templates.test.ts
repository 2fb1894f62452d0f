import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { SITE_MESSAGE_KINDS } from '@migralink/shared/schemas/site-messages';
import { activationMail } from './activation';
import { escapeHtml, type Mail } from './layout';
import { passwordChangedMail } from './password-changed';
import { registrationAttemptMail } from './registration-attempt';
import { leadCopyMail } from './lead-copy';
import { leadReplyMail } from './lead-reply';
import { newLeadMail } from './new-lead';
import { newsletterBody, newsletterMail } from './newsletter';
import { resetMail } from './reset';
import { siteMessageAnswerMail } from './site-message-answer';
import { siteMessageCopyMail } from './site-message-copy';
import { appealAnsweredMail, appealReplyMail } from './appeals';
import { moderationApprovedMail, moderationRejectedMail } from './moderation-decision';
import { welcomeMail } from './welcome';

const HOSTILE_NAME = '<script>alert("x")</script> & O\'Brien';
const LINK = 'https://migralink.example/en/activate/?code=abc_DEF-123';
const OTHER_LINK = 'https://migralink.example/en/forgot-password/';
const SENT = { name: HOSTILE_NAME, message: 'How do I add an office?' };
const LEAD = { name: HOSTILE_NAME, email: 'ada@example.com', phone: '+4930123456', country: 'UA', message: 'Call me' };

/** A mail's name, how it is rendered in a language, and the links it must carry. */
type Rendered = [string, (locale: Locale) => Mail, string[]];

const TEMPLATES: Rendered[] = [
  ['activation', (locale) => activationMail(locale, { firstName: HOSTILE_NAME, link: LINK, hours: 48 }), [LINK]],
  ['reset', (locale) => resetMail(locale, { firstName: HOSTILE_NAME, link: LINK, minutes: 60 }), [LINK]],
  ['welcome', (locale) => welcomeMail(locale, { firstName: HOSTILE_NAME, link: LINK }), [LINK]],
  [
    'password changed',
    (locale) => passwordChangedMail(locale, { firstName: HOSTILE_NAME, resetLink: OTHER_LINK }),
    [OTHER_LINK],
  ],
  [
    'registration attempt',
    (locale) => registrationAttemptMail(locale, { firstName: HOSTILE_NAME, loginLink: LINK, resetLink: OTHER_LINK }),
    [LINK, OTHER_LINK],
  ],
  [
    'moderation approved',
    (locale) => moderationApprovedMail(locale, { kind: 'company', name: HOSTILE_NAME, published: false, link: LINK }),
    [LINK],
  ],
  [
    'moderation rejected',
    (locale) =>
      moderationRejectedMail(locale, { kind: 'service', name: HOSTILE_NAME, comment: 'Fix the price.', link: LINK }),
    [LINK],
  ],
  [
    'new lead',
    (locale) => newLeadMail(locale, { company: 'Visa Ltd', details: { ...LEAD, about: 'Blue card' }, link: LINK }),
    [LINK],
  ],
  [
    'message copy to a confirmed address',
    (locale) => siteMessageCopyMail(locale, { kind: 'contact', words: { ...SENT, subject: 'Visas' } }),
    [],
  ],
  [
    'message answer to a confirmed address',
    (locale) => siteMessageAnswerMail(locale, { answer: 'We call you today.', words: SENT, contacts: OTHER_LINK }),
    [OTHER_LINK],
  ],
  [
    'appeal answered to a confirmed address',
    (locale) => appealAnsweredMail(locale, { subject: HOSTILE_NAME, answer: 'We fixed the city.', link: LINK }),
    [LINK],
  ],
  ['appeal reply to support', (locale) => appealReplyMail(locale, { subject: HOSTILE_NAME, link: LINK }), [LINK]],
];

/** Mails to an address nobody confirmed: fixed text, no word of the sender's. */
const RECEIPTS: Rendered[] = [
  ['lead copy to a company', (locale) => leadCopyMail(locale, { company: 'Visa Ltd', link: LINK }), [LINK]],
  ['lead copy to the platform', (locale) => leadCopyMail(locale, {}), []],
  ['new lead to an unconfirmed owner', (locale) => newLeadMail(locale, { company: 'Visa Ltd', link: LINK }), [LINK]],
  [
    'lead reply to an unconfirmed address',
    (locale) => leadReplyMail(locale, { company: 'Visa Ltd', link: OTHER_LINK }),
    [OTHER_LINK],
  ],
  ...SITE_MESSAGE_KINDS.map((kind): Rendered => [
    `${kind} copy to an unconfirmed address`,
    (locale) => siteMessageCopyMail(locale, { kind }),
    [],
  ]),
  [
    'message answer to an unconfirmed address',
    (locale) => siteMessageAnswerMail(locale, { answer: 'We call you today.', contacts: OTHER_LINK }),
    [OTHER_LINK],
  ],
];

describe.each(RECEIPTS)('the %s mail', (_, render, links) => {
  it.each(LOCALES)('renders in %s, with its links, in that language', (locale) => {
    const mail = render(locale);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}"`));
    for (const link of links) expect(mail.text).toContain(link);
    for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toMatch(/undefined|\[object/);
    if (locale !== 'en') expect(mail.text).toMatch(/[а-яіїєґё]/i);
  });
});

describe.each(TEMPLATES)('the %s mail', (_, render, links) => {
  const mails = Object.fromEntries(LOCALES.map((locale) => [locale, render(locale)])) as Record<Locale, Mail>;

  it.each(LOCALES)('renders in %s as text and as an HTML document in that language', (locale) => {
    const mail = mails[locale];
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}"`));
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    for (const link of links) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toMatch(/undefined|\[object/);
  });

  it('speaks a different language in each locale, Cyrillic in ru and uk', () => {
    expect(new Set(LOCALES.map((locale) => mails[locale].subject)).size).toBe(LOCALES.length);
    expect(mails.en.text).not.toMatch(/[а-яіїєґ]/i);
    expect(mails.ru.text).toMatch(/[а-яё]/i);
    expect(mails.uk.text).toMatch(/[іїєґ]/i);
  });

  it('escapes the user-supplied name in HTML and keeps it as typed in the text', () => {
    for (const locale of LOCALES) {
      const { html, text } = mails[locale];
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Brien');
      expect(text).toContain(HOSTILE_NAME);
    }
  });
});

describe('a newsletter', () => {
  const body = [
    'First line\nwrapped on.',
    '- one\n- two',
    'See [the blog](https://migralink.example/blog), or [this](javascript:alert(1)).',
    '[Open the site](https://migralink.example/)',
  ].join('\n\n');

  it('reads a little Markdown: joined lines, list items, web links only', () => {
    expect(newsletterBody(body)).toEqual({
      paragraphs: [
        'First line wrapped on.',
        '• one',
        '• two',
        'See the blog (https://migralink.example/blog), or [this](javascript:alert(1)).',
      ],
      links: [{ label: 'Open the site', url: 'https://migralink.example/' }],
    });
  });

  it.each(LOCALES)('ends in %s with why it came and its unsubscribe link, after the signature', (locale) => {
    const unsubscribe = 'https://migralink.example/en/unsubscribe/?token=a.b';
    const mail = newsletterMail(locale, {
      subject: HOSTILE_NAME,
      body,
      topic: 'companies',
      unsubscribeUrl: unsubscribe,
    });
    expect(mail.text).toMatch(/— Migralink\n\n\S+:\n\S+\n$/);
    expect(mail.text.trimEnd().endsWith(unsubscribe)).toBe(true);
    expect(mail.html).toMatch(
      /— Migralink<\/p>\n<p [^>]+><a href="https:\/\/migralink\.example\/en\/unsubscribe\/\?token=a\.b"/,
    );
    expect(mail.html.endsWith('</div>\n</body>\n</html>')).toBe(true);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('javascript:alert(1)"');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could leave an element or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
