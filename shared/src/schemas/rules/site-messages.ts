import type { Rule } from './rule';

/** The rules of the site's messages, each with its message per language (`../rules.ts`). */

export const messageThreadFull: Rule = {
  name: 'message_thread_full',
  en: 'This message has as many answers as it can hold. Close it, or write from your own mailbox.',
  ru: 'В этом сообщении уже максимум ответов. Закройте его или напишите со своего почтового ящика.',
  uk: 'У цьому повідомленні вже максимум відповідей. Закрийте його або напишіть зі своєї поштової скриньки.',
};
