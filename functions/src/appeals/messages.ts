import type { Locale } from '@migralink/shared/locales';

/** What a message past the thread's limit is answered on `message` (docs/product.md, "Customer support"). */
export const THREAD_FULL: Record<Locale, string> = {
  en: 'This appeal holds as many messages as it can. Open a new appeal to write more.',
  ru: 'В этом обращении уже максимум сообщений. Чтобы написать ещё, откройте новое обращение.',
  uk: 'У цьому зверненні вже максимум повідомлень. Щоб написати ще, відкрийте нове звернення.',
};
