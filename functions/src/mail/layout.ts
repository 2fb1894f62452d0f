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
  /** Small links at the very end, after the signature (a marketing mail's unsubscribe link). */
  footer?: readonly MailLink[];
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
  const textLink = (link: MailLink) => `${link.label}:\n${link.url}`;
  const links = (content.links ?? []).map(textLink);
  const footer = (content.footer ?? []).map(textLink);
  return (
    [content.greeting, ...content.paragraphs, ...links, ...(content.after ?? []), SIGNATURE, ...footer].join('\n\n') +
    '\n'
  );
}

/** A paragraph, its line breaks kept. */
const paragraph = (text: string, style = 'margin:0 0 16px;font-size:16px;line-height:1.5;') =>
  `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

function renderHtml(content: MailContent, locale: Locale): string {
  const [main, ...others] = content.links ?? [];
  const small = 'margin:0 0 16px;font-size:14px;line-height:1.5;color:#4a4a4a;';
  const button = main
    ? [
        `<p style="margin:24px 0;"><a href="${escapeHtml(main.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b5cad;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(main.label)}</a></p>`,
        `<p style="${small}">${escapeHtml(FALLBACK[locale])}<br><a href="${escapeHtml(main.url)}" style="color:#0b5cad;word-break:break-all;">${escapeHtml(main.url)}</a></p>`,
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
    ...(content.after ?? []).map((text) => paragraph(text, small)),
    paragraph(SIGNATURE, small),
    ...(content.footer ?? []).map(
      (link) =>
        `<p style="${small}"><a href="${escapeHtml(link.url)}" style="color:#4a4a4a;">${escapeHtml(link.label)}</a></p>`,
    ),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * What a mail may carry of the texts it is given, whoever wrote them: the subject, the greeting and
 * the links' labels one line (no line break can start a header, no bidi override can turn a name
 * around), the paragraphs plain text with their line breaks.
 */
function plain(content: MailContent): MailContent {
  const oneLine = (link: MailLink) => ({ label: toSingleLine(link.label), url: toSingleLine(link.url) });
  return {
    subject: toSingleLine(content.subject),
    greeting: toSingleLine(content.greeting),
    paragraphs: content.paragraphs.map(toPlainText),
    links: content.links?.map(oneLine),
    after: content.after?.map(toPlainText),
    footer: content.footer?.map(oneLine),
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
