import type { Locale } from './locales';

/**
 * The statement a person agrees to when subscribing to a mailing list (docs/product.md, "Mailing lists"):
 * the site shows it beside the footer's form and the profile's switches, and the consent ledger keeps it
 * word for word with its version. A changed wording is a new version.
 */
export const MAILING_CONSENT_VERSION = '2026-12-01';

export const MAILING_CONSENT: Record<Locale, string> = {
  en: 'I agree to receive Migralink’s news on the topics I chose at this address. Migralink keeps when and from where I agreed; every mail has a link to unsubscribe at once.',
  ru: 'Я согласен получать новости Migralink на выбранные темы на этот адрес. Migralink хранит, когда и откуда я дал согласие; в каждом письме есть ссылка, чтобы сразу отписаться.',
  uk: 'Я погоджуюся отримувати новини Migralink на обрані теми на цю адресу. Migralink зберігає, коли й звідки я надав згоду; у кожному листі є посилання, щоб одразу відписатися.',
};
