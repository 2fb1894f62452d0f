import { pickText, type Locale } from '@migralink/shared/locales';
import type { SentSiteMessage, SiteMessage, SiteMessageSummary } from '@migralink/shared/schemas/site-messages';
import { toSingleLine } from '@migralink/shared/schemas/text';
import type { SiteMessageRecord, SiteMessageThread } from '#data/site-messages';

/** How much of a message the inbox's list shows, in characters. */
const EXCERPT_LENGTH = 200;

/** The start of a text on one line, never cutting a character in two; an ellipsis when something was cut. */
function excerpt(text: string): string {
  const characters = Array.from(toSingleLine(text));
  return characters.length > EXCERPT_LENGTH ? `${characters.slice(0, EXCERPT_LENGTH).join('')}…` : characters.join('');
}

/** What the sender of a message is answered: that it was received. */
export const presentSent = ({ id, kind, status, created_at }: SiteMessageRecord): SentSiteMessage => ({
  id,
  kind,
  status,
  created_at,
});

/** A message as the inbox lists it. */
export const presentSummary = (message: SiteMessageRecord): SiteMessageSummary => ({
  id: message.id,
  kind: message.kind,
  status: message.status,
  name: message.name,
  email: message.email,
  subject: message.subject ?? null,
  excerpt: excerpt(message.message),
  created_at: message.created_at,
  status_at: message.status_at,
});

/** A message opened in the inbox, with its answers oldest first; its company's name in the reader's language. */
export const presentMessage = ({ message, answers }: SiteMessageThread, locale: Locale): SiteMessage => ({
  ...presentSummary(message),
  message: message.message,
  page: message.page ?? null,
  locale: message.locale,
  email_confirmed: !!message.email_confirmed,
  user_id: message.user_id ?? null,
  company_id: message.company_id ?? null,
  company_name: message.company_name ? pickText(message.company_name, locale) : null,
  answers: answers.map(({ id, message: text, author_name, created_at }) => ({
    id,
    message: text,
    author_name,
    created_at,
  })),
});
