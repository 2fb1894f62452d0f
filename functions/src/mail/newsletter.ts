import type { Locale } from '@migralink/shared/locales';
import type { MailingTopic } from '@migralink/shared/schemas/mailing';
import { renderMailWithFooter, type Mail, type MailContent, type MailLink } from './layout';
import { TOPIC_NAMES } from './mailing';

/**
 * A newsletter as its mail (docs/product.md, "Newsletters"). Staff write plain paragraphs with a little
 * Markdown, and the layout does the rest (`renderMailWithFooter`: every text escaped): paragraphs are separated
 * by an empty line, and the lines of one are joined; a line starting with `- ` or `* ` is a list item; a paragraph that is only a link
 * `[label](https://…)` becomes one of the mail's links after the text (the first a button); a link inside a
 * paragraph is written as "label (address)". Only `http` and `https` addresses are links; anything else stays
 * text, so no markup a person writes can run or hide an address.
 */

const LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()<>"]{1,2000})\)/g;
const ONLY_LINK = new RegExp(`^${LINK.source}$`);

/** The body's paragraphs and its links, in the order written. */
export function newsletterBody(body: string): { paragraphs: string[]; links: MailLink[] } {
  const blocks = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const paragraphs: string[] = [];
  const links: MailLink[] = [];
  for (const block of blocks) {
    const only = ONLY_LINK.exec(block);
    if (only) links.push({ label: only[1]!.trim(), url: only[2]! });
    else paragraphs.push(...linesOf(block.replace(LINK, '$1 ($2)')));
  }
  return { paragraphs, links };
}

/** A block's paragraphs: each list item one, the other lines joined into one as Markdown joins them. */
function linesOf(block: string): string[] {
  const out: string[] = [];
  for (const line of block.split('\n').map((each) => each.trim())) {
    const item = /^[-*][ \t]+(.*)$/.exec(line);
    const last = out.length - 1;
    if (item) out.push(`• ${item[1]}`);
    else if (last >= 0 && !out[last]!.startsWith('• ')) out[last] += ` ${line}`;
    else if (line) out.push(line);
  }
  return out;
}

interface NewsletterVars {
  subject: string;
  body: string;
  topic: MailingTopic;
  /** The subscriber's own unsubscribe page (a sample in a preview). */
  unsubscribeUrl: string;
  /** A test sent to staff: its subject says so. */
  test?: boolean;
}

const WHY: Record<Locale, (topic: string) => string> = {
  en: (topic) => `You receive this mail because this address is subscribed to ${topic} on Migralink.`,
  ru: (topic) => `Вы получили это письмо, потому что этот адрес подписан на ${topic} на Migralink.`,
  uk: (topic) => `Ви отримали цей лист, бо цю адресу підписано на ${topic} на Migralink.`,
};
const UNSUBSCRIBE: Record<Locale, string> = { en: 'Unsubscribe', ru: 'Отписаться', uk: 'Відписатися' };
const TEST: Record<Locale, string> = { en: 'Test', ru: 'Тест', uk: 'Тест' };

/** A newsletter's mail to one subscriber, with its own unsubscribe link at the end. */
export function newsletterMail(locale: Locale, vars: NewsletterVars): Mail {
  const { paragraphs, links } = newsletterBody(vars.body);
  const content: MailContent = {
    subject: vars.test ? `[${TEST[locale]}] ${vars.subject}` : vars.subject,
    greeting: vars.subject,
    paragraphs,
    links,
    after: [WHY[locale](TOPIC_NAMES[vars.topic][locale])],
  };
  return renderMailWithFooter(content, [{ label: UNSUBSCRIBE[locale], url: vars.unsubscribeUrl }], locale);
}
