import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { config } from '#lib/config';
import { safeFilename, sendMail } from '#lib/mail';
import { mailsTo, type StoredMail } from '#testing/mailbox';
import { activationMail } from './activation';
import { certificateDeliveryMail } from './certificate-delivery';
import {
  certificateApprovedMail,
  certificateExpiringMail,
  certificateRejectedMail,
  certificateReturnedMail,
  certificateRevokedMail,
} from './certificates';
import { duplicateRefundedMail, paymentFailedMail, paymentReceivedMail, subscriptionEndedMail } from './billing';
import type { Mail } from './layout';
import { leadCopyMail } from './lead-copy';
import { leadReplyMail } from './lead-reply';
import { mailingConfirmMail } from './mailing';
import { moderationApprovedMail, moderationRejectedMail } from './moderation-decision';
import { newLeadMail } from './new-lead';
import { newsletterMail } from './newsletter';
import { passwordChangedMail } from './password-changed';
import { registrationAttemptMail } from './registration-attempt';
import { resetMail } from './reset';
import { newReviewMail, reviewHiddenMail } from './reviews';
import { appealAnsweredMail, appealReplyMail } from './appeals';
import { siteMessageAnswerMail } from './site-message-answer';
import { siteMessageCopyMail } from './site-message-copy';
import { welcomeMail } from './welcome';

/**
 * Every kind of mail, given text that tries to break out of it in every value
 * a person wrote (line breaks that would start headers, control characters, a
 * right-to-left override, HTML) and 4-byte characters, sent through the one
 * send path to the SES stand-in: the message it received has exactly the
 * headers of any mail, a subject of one line, the HTML escaped and the emoji
 * intact. The validation refuses such text at the door; this is the second wall.
 */

const EMOJI = '😀 𝔘 👩‍💻';
const HOSTILE = `Ann\r\nBcc: victim@evil.example\r\nX-Injected: yes\n\0\u0007\u001B[2J\u202Egpj.exe\u2066 ${EMOJI} <b>&"'`;
const LINK = 'https://migralink.example/en/account/';

const KINDS: [string, (locale: Locale) => Mail][] = [
  ['activation', (locale) => activationMail(locale, { firstName: HOSTILE, link: LINK, hours: 48 })],
  ['reset', (locale) => resetMail(locale, { firstName: HOSTILE, link: LINK, minutes: 60 })],
  ['welcome', (locale) => welcomeMail(locale, { firstName: HOSTILE, link: LINK })],
  ['password changed', (locale) => passwordChangedMail(locale, { firstName: HOSTILE, resetLink: LINK })],
  [
    'registration attempt',
    (locale) => registrationAttemptMail(locale, { firstName: HOSTILE, loginLink: LINK, resetLink: LINK }),
  ],
  [
    'moderation approved',
    (locale) => moderationApprovedMail(locale, { kind: 'company', name: HOSTILE, published: true, link: LINK }),
  ],
  [
    'moderation rejected',
    (locale) => moderationRejectedMail(locale, { kind: 'service', name: HOSTILE, comment: HOSTILE, link: LINK }),
  ],
  [
    'new lead',
    (locale) =>
      newLeadMail(locale, {
        company: HOSTILE,
        details: { name: HOSTILE, email: 'ann@example.com', country: 'UA', about: HOSTILE, message: HOSTILE },
        link: LINK,
      }),
  ],
  ['lead copy', (locale) => leadCopyMail(locale, { company: HOSTILE, link: LINK })],
  [
    'lead reply',
    (locale) =>
      leadReplyMail(locale, {
        company: HOSTILE,
        thread: { name: HOSTILE, reply: HOSTILE, message: HOSTILE },
        link: LINK,
      }),
  ],
  [
    'new review',
    (locale) => newReviewMail(locale, { company: HOSTILE, author: HOSTILE, rating: 4, text: HOSTILE, link: LINK }),
  ],
  [
    'message copy',
    (locale) =>
      siteMessageCopyMail(locale, { kind: 'contact', words: { name: HOSTILE, subject: HOSTILE, message: HOSTILE } }),
  ],
  [
    'message answer',
    (locale) =>
      siteMessageAnswerMail(locale, {
        answer: HOSTILE,
        words: { name: HOSTILE, subject: HOSTILE, message: HOSTILE },
        contacts: LINK,
      }),
  ],
  ['appeal answered', (locale) => appealAnsweredMail(locale, { subject: HOSTILE, answer: HOSTILE, link: LINK })],
  ['appeal reply', (locale) => appealReplyMail(locale, { subject: HOSTILE, link: LINK })],
  ['review hidden', (locale) => reviewHiddenMail(locale, { company: HOSTILE, reason: HOSTILE, text: HOSTILE })],
  [
    'certificate approved',
    (locale) =>
      certificateApprovedMail(locale, {
        company: HOSTILE,
        number: 'ML-2026-000123',
        validUntil: '27 November 2027',
        link: LINK,
        verifyLink: LINK,
      }),
  ],
  [
    'certificate delivery',
    (locale) =>
      certificateDeliveryMail(locale, {
        company: HOSTILE,
        number: 'ML-2026-000123',
        validUntil: '27 November 2027',
        verifyLink: LINK,
      }),
  ],
  [
    'certificate rejected',
    (locale) => certificateRejectedMail(locale, { company: HOSTILE, comment: HOSTILE, link: LINK }),
  ],
  [
    'certificate returned',
    (locale) => certificateReturnedMail(locale, { company: HOSTILE, comment: HOSTILE, link: LINK }),
  ],
  [
    'certificate revoked',
    (locale) =>
      certificateRevokedMail(locale, { company: HOSTILE, number: 'ML-2026-000123', comment: HOSTILE, link: LINK }),
  ],
  [
    'certificate expiring',
    (locale) =>
      certificateExpiringMail(locale, {
        company: HOSTILE,
        number: 'ML-2026-000123',
        validUntil: '27 November 2027',
        link: LINK,
        verifyLink: LINK,
      }),
  ],
  [
    'payment received',
    (locale) =>
      paymentReceivedMail(locale, {
        company: HOSTILE,
        plan: 'pro',
        period: 'month',
        amount: '€29.00',
        until: '31 March 2030',
        invoiceUrl: LINK,
        billingUrl: LINK,
      }),
  ],
  [
    'payment failed',
    (locale) =>
      paymentFailedMail(locale, {
        company: HOSTILE,
        plan: 'premium',
        period: 'year',
        amount: '€290.00',
        until: null,
        invoiceUrl: null,
        billingUrl: LINK,
      }),
  ],
  [
    'subscription ended',
    (locale) =>
      subscriptionEndedMail(locale, {
        company: HOSTILE,
        plan: 'premium',
        now: 'basic',
        unpublished: [HOSTILE, HOSTILE],
        tariffsUrl: LINK,
        servicesUrl: LINK,
      }),
  ],
  [
    'second subscription refunded',
    (locale) =>
      duplicateRefundedMail(locale, {
        company: HOSTILE,
        plan: 'premium',
        period: 'year',
        amount: '€290.00',
        kept: 'pro',
        billingUrl: LINK,
      }),
  ],
  [
    'newsletter',
    (locale) =>
      newsletterMail(locale, {
        subject: HOSTILE,
        body: `${HOSTILE}\n\n- ${HOSTILE}\n\n[${HOSTILE}](${LINK})`,
        topic: 'movers',
        unsubscribeUrl: LINK,
      }),
  ],
];

/** Mails that carry no text a person wrote, only ours (a mailing list's confirmation): their headers are checked. */
const OWN_TEXT_ONLY: [string, (locale: Locale) => Mail][] = [
  [
    'mailing confirmation',
    (locale) => mailingConfirmMail(locale, { topics: ['movers', 'companies'], link: LINK, hours: 48 }),
  ],
];

/** The headers every mail has, and no other: what the stand-in's raw message of a plain mail carries. */
const HEADERS = ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'];
/** What no header and no subject may hold (the joiner inside an emoji is part of it). */
const NOT_IN_A_HEADER =
  /(?!(?<=\p{Extended_Pictographic})\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** The control characters and bidi overrides the text may not carry (line breaks and tabs it keeps). */
const NOT_IN_A_TEXT = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** The message as the stand-in keeps it (`.eml`), split into unfolded headers and the rest. */
async function rawMessage(mail: StoredMail): Promise<{ headers: [string, string][]; raw: string }> {
  const response = await fetch(
    `${config.endpoints.ses}/get-emlContent?messageId=${encodeURIComponent(mail.messageId)}`,
  );
  expect(response.status).toBe(200);
  const { body } = (await response.json()) as { body: { data: number[] } };
  const raw = Buffer.from(body.data).toString('utf8');
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = head.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
  });
  return { headers, raw };
}

describe.each(KINDS)('the %s mail, with hostile text in every value a person wrote', (_, build) => {
  it.each(LOCALES)('reaches the SES stand-in in %s with only its own headers, one line of subject', async (locale) => {
    const to = `raw-${randomUUID()}@example.com`;
    await sendMail({ to, ...build(locale) });

    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    const stored = mail as StoredMail & { replyTo?: string[]; headers?: unknown[] };
    // What the stand-in received: one recipient, no copies, no reply-to, no extra headers.
    expect(stored.destination).toEqual({ to: [to], cc: [], bcc: [] });
    expect(stored.replyTo ?? []).toEqual([]);
    expect(stored.headers ?? []).toEqual([]);
    expect(stored.from).toBe(config.mailFrom);
    // The subject: one line, nothing hidden in it, 4-byte text kept where it names what a person wrote.
    expect(stored.subject).not.toMatch(NOT_IN_A_HEADER);
    expect(stored.subject).not.toMatch(/\s{2}/);
    if (stored.subject.includes('Ann')) expect(stored.subject).toContain(EMOJI);

    const { headers } = await rawMessage(stored);
    expect(headers.map(([name]) => name).sort()).toEqual(HEADERS);
    expect(headers.find(([name]) => name === 'to')?.[1]).toBe(to);
    // The injected text stays words inside the subject's one line: no header of its own, no address of its own.
    for (const [name, value] of headers) if (name !== 'subject') expect(value).not.toMatch(/evil\.example|yes/i);

    // The bodies: the text as written (its line breaks too) but without control characters; the HTML escaped.
    const text = stored.body.text ?? '';
    const html = stored.body.html ?? '';
    for (const body of [text, html]) {
      expect(body).not.toMatch(NOT_IN_A_TEXT);
      expect(body).toContain(EMOJI);
    }
    expect(text).toContain(`<b>&"'`);
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;&amp;&quot;&#39;');
  });
});

describe.each(OWN_TEXT_ONLY)('the %s mail, which carries only our own words', (_, build) => {
  it.each(LOCALES)('reaches the SES stand-in in %s with only its own headers', async (locale) => {
    const to = `raw-${randomUUID()}@example.com`;
    await sendMail({ to, ...build(locale) });
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail?.destination).toEqual({ to: [to], cc: [], bcc: [] });
    expect((await rawMessage(mail!)).headers.map(([name]) => name).sort()).toEqual(HEADERS);
  });
});

/** The modules that queue, send and account for mails rather than word them (`README.md`, "The mail path"). */
const MAIL_PATH_MODULES = ['outbox.ts', 'sender.ts', 'pace.ts', 'stream.ts', 'feedback.ts', 'suppression.ts'];

describe('the hostile-text sweep', () => {
  it('covers every kind of mail the functions can build', async () => {
    // Every template module; `layout.ts` is the builder they all go through, the others the mail path's own.
    const files = readdirSync(import.meta.dirname).filter(
      (file) => /^[a-z-]+\.ts$/.test(file) && !['layout.ts', ...MAIL_PATH_MODULES].includes(file),
    );
    const modules = await Promise.all(
      files.map(
        (file) => import(/* @vite-ignore */ path.join(import.meta.dirname, file)) as Promise<Record<string, unknown>>,
      ),
    );
    const kinds = modules.flatMap((exports) =>
      Object.keys(exports).filter((name) => /Mail$/.test(name) && typeof exports[name] === 'function'),
    );
    const swept = [...KINDS, ...OWN_TEXT_ONLY].map(([, build]) => build.toString());
    expect(kinds.filter((name) => !swept.some((source) => source.includes(name)))).toEqual([]);
    expect(kinds.length).toBeGreaterThanOrEqual(KINDS.length);
  });
});

describe('a mail with a file attached', () => {
  const PDF = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0, 1, 2, 253, 254, 255]),
    Buffer.from('\n%%EOF\n'),
  ]);

  it('goes out as multipart/mixed: the texts, then the file base64 under a safe name', async () => {
    const to = `raw-${randomUUID()}@example.com`;
    const hostileName = `Certificate\r\nBcc: victim@evil.example\u202E"../${EMOJI}.pdf`;
    const mail = certificateDeliveryMail('uk', {
      company: HOSTILE,
      number: 'ML-2026-000123',
      validUntil: '27 листопада 2027 р.',
      verifyLink: LINK,
    });
    await sendMail({
      to,
      ...mail,
      attachments: [{ filename: hostileName, contentType: 'application/pdf', content: PDF }],
    });

    const [stored] = await mailsTo(to);
    const { headers, raw } = await rawMessage(stored!);
    expect(headers.map(([name]) => name).sort()).toEqual(HEADERS);
    expect(headers.find(([name]) => name === 'content-type')?.[1]).toMatch(/^multipart\/mixed; boundary=/);
    for (const [name, value] of headers) if (name !== 'subject') expect(value).not.toMatch(/evil\.example/i);
    const safe = safeFilename(hostileName);
    expect(safe).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(safe.endsWith('.pdf')).toBe(true);
    // The file's part names it by the safe name only; its bytes arrive as sent.
    expect(raw).toMatch(
      new RegExp(`Content-Disposition: attachment;\\s+filename="?${safe.replace(/\./g, '\\.')}"?\\r\\n`, 'i'),
    );
    expect(raw).toMatch(/Content-Type: application\/pdf;/i);
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/i);
    const [attached, ...more] = (stored as StoredMail & { attachments: { filename: string; content: string }[] })
      .attachments;
    expect(more).toEqual([]);
    expect(attached!.filename).toBe(safe);
    expect(Buffer.compare(Buffer.from(attached!.content, 'base64'), PDF)).toBe(0);
  });

  it.each([
    ['a media type with a parameter', 'application/pdf; name="x.exe"'],
    ['a media type with a line break', 'application/pdf\r\nBcc: victim@evil.example'],
  ])('refuses %s', async (_, contentType) => {
    const file = { filename: 'a.pdf', contentType, content: PDF };
    await expect(
      sendMail({ to: 'ann@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', attachments: [file] }),
    ).rejects.toThrow(/media type/);
  });

  it.each([
    ['Certificate-ML-2026-000123.pdf', 'Certificate-ML-2026-000123.pdf'],
    ['../../etc/passwd', '_._.._etc_passwd'],
    ['.hidden', '_hidden'],
    ['Сертифікат.pdf', '__________.pdf'],
    ['', 'attachment'],
  ])('names %j as %j', (name, safe) => {
    expect(safeFilename(name)).toBe(safe);
  });
});

describe('the one send path', () => {
  it.each([
    ['a second recipient after a line break', 'ann@example.com\r\nBcc: victim@evil.example'],
    ['a list of recipients', 'ann@example.com, victim@evil.example'],
    ['a display name', 'Ann <ann@example.com>'],
    ['a right-to-left override', 'ann\u202E@example.com'],
  ])('refuses to mail %s', async (_, to) => {
    await expect(sendMail({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })).rejects.toThrow(
      /not one address/,
    );
  });
});
