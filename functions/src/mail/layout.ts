import type { Locale } from '@migralink/shared/locales';
import { toPlainText, toSingleLine } from '@migralink/shared/schemas/text';

/** A rendered mail: subject, plain text and HTML. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export interface MailLink {
  label: string;
  url: string;
}

/** What a mail says, before it is laid out as text and as HTML. Every string is plain text. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The first link is the main action (a button); the others follow as plain links. */
  links?: readonly MailLink[];
  /** Paragraphs after the links. */
  after?: readonly string[];
}

/** Per language, what a mail says given its variables. */
export type MailTexts<V> = Record<Locale, (vars: V) => MailContent>;

const SIGNATURE = '— Migralink';

/** Makes any text safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FALLBACK: Record<Locale, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  ru: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
  uk: 'Якщо кнопка не працює, скопіюйте цю адресу в браузер:',
};

function renderText(content: MailContent): string {
  const links = (content.links ?? []).map((link) => `${link.label}:\n${link.url}`);
  return [content.greeting, ...content.paragraphs, ...links, ...(content.after ?? []), SIGNATURE].join('\n\n') + '\n';
}

const paragraph = (text: string, style = 'margin:0 0 16px;font-size:16px;line-height:1.5;') =>
  `<p style="${style}">${escapeHtml(text)}</p>`;

/** The small print's style: the fallback address, the paragraphs after the links, the signature. */
const SMALL = 'margin:0 0 16px;font-size:14px;line-height:1.5;color:#4a4a4a;';
/** How every mail's HTML ends. */
const CLOSING = ['</div>', '</body>', '</html>'];

function renderHtml(content: MailContent, locale: Locale): string {
  const [main, ...others] = content.links ?? [];
  const button = main
    ? [
        `<p style="margin:24px 0;"><a href="${escapeHtml(main.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b5cad;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(main.label)}</a></p>`,
        `<p style="${SMALL}">${escapeHtml(FALLBACK[locale])}<br><a href="${escapeHtml(main.url)}" style="color:#0b5cad;word-break:break-all;">${escapeHtml(main.url)}</a></p>`,
      ]
    : [];
  const more = others.map(
    (link) =>
      `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;"><a href="${escapeHtml(link.url)}" style="color:#0b5cad;">${escapeHtml(link.label)}</a></p>`,
  );
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="ltr">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f3f4f6;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;">',
    `<div role="article" aria-label="${escapeHtml(content.subject)}" style="max-width:560px;margin:0 auto;padding:32px 24px;border-radius:8px;background:#ffffff;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(content.greeting)}</h1>`,
    ...content.paragraphs.map((text) => paragraph(text)),
    ...button,
    ...more,
    ...(content.after ?? []).map((text) => paragraph(text, SMALL)),
    paragraph(SIGNATURE, SMALL),
    ...CLOSING,
  ].join('\n');
}

/**
 * What a mail may carry of the texts it is given, whoever wrote them: the subject, the greeting and
 * the links' labels one line (no line break can start a header, no bidi override can turn a name
 * around), the paragraphs plain text with their line breaks.
 */
function plain(content: MailContent): MailContent {
  return {
    subject: toSingleLine(content.subject),
    greeting: toSingleLine(content.greeting),
    paragraphs: content.paragraphs.map(toPlainText),
    links: content.links?.map((link) => ({ label: toSingleLine(link.label), url: toSingleLine(link.url) })),
    after: content.after?.map(toPlainText),
  };
}

/** Lays a mail out as plain text and as simple, accessible HTML, escaping every text; every mail is built here. */
export function renderMail(given: MailContent, locale: Locale): Mail {
  const content = plain(given);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content, locale) };
}

/** Renders one of the mails in the recipient's language. */
export function mailIn<V>(texts: MailTexts<V>, locale: Locale, vars: V): Mail {
  return renderMail(texts[locale](vars), locale);
}

/**
 * A marketing mail (a newsletter): the mail `renderMail` lays out, and after its signature small links (its own
 * unsubscribe link), one line each and escaped like every text. Apart from `renderMail`, so the other mails'
 * functions do not carry it.
 */
export function renderMailWithFooter(given: MailContent, footer: readonly MailLink[], locale: Locale): Mail {
  const mail = renderMail(given, locale);
  const links = footer.map((link) => ({ label: toSingleLine(link.label), url: toSingleLine(link.url) }));
  const html = links.map(
    (link) =>
      `<p style="${SMALL}"><a href="${escapeHtml(link.url)}" style="color:#4a4a4a;">${escapeHtml(link.label)}</a></p>`,
  );
  const closing = CLOSING.join('\n');
  return {
    ...mail,
    text: mail.text + links.map((link) => `\n${link.label}:\n${link.url}\n`).join(''),
    html: mail.html.slice(0, -closing.length) + [...html, closing].join('\n'),
  };
}
