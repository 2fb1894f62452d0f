import type { Locale } from '@migralink/shared/locales';

/**
 * A change that kept meeting other changes of the same items however long it
 * waited between tries (`transact`, `decideAgain` in `data/transact.ts`). It is
 * no fault of ours or the caller's: the error layer answers it 409 `conflict`
 * with a message asking to try again, never a 5xx.
 */
export class ContentionError extends Error {
  override name = 'ContentionError';
}

export const CONTENTION_MESSAGE: Record<Locale, string> = {
  en: 'Many changes of the same thing arrived at once. Please try again.',
  ru: 'Одновременно пришло много изменений одного и того же. Попробуйте ещё раз.',
  uk: 'Одночасно надійшло багато змін того самого. Спробуйте ще раз.',
};
