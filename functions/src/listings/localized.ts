import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale, type LocalizedText } from '@migralink/shared/locales';

/**
 * Editing one language at a time: a form carries plain strings of the edited
 * locale; stored texts keep every locale. These helpers read a locale out of
 * stored content and write a form's strings back without touching the others.
 */

/** The edited locale's text, empty when not written yet (the editor shows no fallback). */
export const textIn = (text: LocalizedText | undefined, locale: Locale): string => text?.[locale] ?? '';

/**
 * The stored text with the edited locale replaced. English is always present
 * in storage (public pages fall back to it), so a text first written in
 * another language starts with an empty English one.
 */
export function withText(text: LocalizedText | undefined, locale: Locale, value: string): LocalizedText {
  return { ...(text ?? { en: '' }), [locale]: value };
}

/** Sub-items are matched by id: a form item with a known id keeps its other-locale texts; a new one gets an id. */
export function mergeById<Stored extends { id: string }, Form extends { uuid?: string | null }>(
  stored: readonly Stored[],
  form: readonly Form[],
  merge: (form: Form, previous: Stored | undefined, id: string) => Stored,
): Stored[] {
  const byId = new Map(stored.map((item) => [item.id, item]));
  return form.map((item) => {
    const previous = item.uuid ? byId.get(item.uuid) : undefined;
    return merge(item, previous, previous?.id ?? randomUUID());
  });
}

/** The locales in which any of the texts is written: what the plan's language limit counts. */
export function localesWithText(texts: readonly LocalizedText[]): Locale[] {
  return LOCALES.filter((locale) => texts.some((text) => (text[locale] ?? '').trim() !== ''));
}
