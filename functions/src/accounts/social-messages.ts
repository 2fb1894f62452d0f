import type { Locale } from '@migralink/shared/locales';

/** Messages of the Google sign-in routes, per language. */
const MESSAGES = {
  notConfigured: {
    en: 'Sign-in with Google is not available here.',
    ru: 'Вход через Google здесь недоступен.',
    uk: 'Вхід через Google тут недоступний.',
  },
  tokenRejected: {
    en: 'Google could not confirm this sign-in. Please try again.',
    ru: 'Google не подтвердил этот вход. Попробуйте ещё раз.',
    uk: 'Google не підтвердив цей вхід. Спробуйте ще раз.',
  },
  notRegistered: {
    en: 'No account uses this address yet. Sign up with Google first.',
    ru: 'С этим адресом ещё нет аккаунта. Сначала зарегистрируйтесь через Google.',
    uk: 'З цією адресою ще немає акаунта. Спочатку зареєструйтеся через Google.',
  },
} satisfies Record<string, Record<Locale, string>>;

export const socialMessage = (key: keyof typeof MESSAGES, locale: Locale) => MESSAGES[key][locale];
