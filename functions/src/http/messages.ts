import type { ErrorCode } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';

/** Messages the API answers with, per language (English is the fallback). */
const MESSAGES: Record<Locale, Partial<Record<ErrorCode, string>>> = {
  en: {
    validation_failed: 'The given data was invalid.',
    malformed_json: 'The request body is not valid JSON.',
    payload_too_large: 'The request body is too large.',
    unsupported_media_type: 'The request body must be JSON.',
    unauthenticated: 'Please sign in to continue.',
    invalid_credentials: 'The e-mail or the password is wrong.',
    invalid_code: 'This link is invalid or has expired. Ask for a new one.',
    upload_rejected: 'The file is not an image of an allowed type and size.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'Not found.',
    route_not_found: 'There is no such address in the API.',
    conflict: 'This conflicts with the current state of the resource.',
    rate_limited: 'Too many attempts. Please try again later.',
    plan_limit: 'Your plan does not allow this. Choose a plan that does.',
    internal_error: 'Something went wrong on our side. Please try again.',
    service_unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  },
  ru: {
    validation_failed: 'Переданные данные некорректны.',
    malformed_json: 'Тело запроса не является корректным JSON.',
    payload_too_large: 'Тело запроса слишком большое.',
    unsupported_media_type: 'Тело запроса должно быть в формате JSON.',
    unauthenticated: 'Войдите, чтобы продолжить.',
    invalid_credentials: 'Неверный e-mail или пароль.',
    invalid_code: 'Ссылка недействительна или устарела. Запросите новую.',
    upload_rejected: 'Файл не является изображением допустимого типа и размера.',
    forbidden: 'У вас нет прав на это действие.',
    not_found: 'Не найдено.',
    route_not_found: 'Такого адреса в API нет.',
    conflict: 'Это противоречит текущему состоянию ресурса.',
    rate_limited: 'Слишком много попыток. Попробуйте позже.',
    plan_limit: 'Ваш тариф этого не позволяет. Выберите подходящий тариф.',
    internal_error: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз.',
    service_unavailable: 'Сервис ненадолго недоступен. Попробуйте ещё раз через минуту.',
  },
  uk: {
    validation_failed: 'Передані дані некоректні.',
    malformed_json: 'Тіло запиту не є коректним JSON.',
    payload_too_large: 'Тіло запиту занадто велике.',
    unsupported_media_type: 'Тіло запиту має бути у форматі JSON.',
    unauthenticated: 'Увійдіть, щоб продовжити.',
    invalid_credentials: 'Неправильний e-mail або пароль.',
    invalid_code: 'Посилання недійсне або застаріле. Запросіть нове.',
    upload_rejected: 'Файл не є зображенням дозволеного типу й розміру.',
    forbidden: 'У вас немає прав на цю дію.',
    not_found: 'Не знайдено.',
    route_not_found: 'Такої адреси в API немає.',
    conflict: 'Це суперечить поточному стану ресурсу.',
    rate_limited: 'Забагато спроб. Спробуйте пізніше.',
    plan_limit: 'Ваш тариф цього не дозволяє. Оберіть відповідний тариф.',
    internal_error: 'Щось пішло не так на нашому боці. Спробуйте ще раз.',
    service_unavailable: 'Сервіс ненадовго недоступний. Спробуйте ще раз за хвилину.',
  },
};

export function messageFor(code: ErrorCode, locale: Locale): string {
  return MESSAGES[locale][code] ?? MESSAGES.en[code] ?? code;
}
