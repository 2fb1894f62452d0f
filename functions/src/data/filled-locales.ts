import { LOCALES, type Locale, type LocalizedText } from '@migralink/shared/locales';

/**
 * The locales in which every required text is written (not blank). Derived
 * from the texts each time content is stored, never typed in by hand.
 */
export function filledLocales(required: readonly LocalizedText[]): Locale[] {
  return LOCALES.filter((locale) => required.every((text) => (text[locale] ?? '').trim() !== ''));
}

/** A required text with its form path (e.g. `offices.0.address`), for the editor's errors. */
export type RequiredField = [path: string, text: LocalizedText];
