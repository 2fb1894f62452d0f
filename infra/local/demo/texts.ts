import type { LocalizedText } from '@migralink/shared/locales';
import type { Pair } from './fragments/companies';

/** A value put into a text: the same in both languages, or one per language. */
export type TextValue = string | number | Pair;

const numberFormats = { en: new Intl.NumberFormat('en'), ru: new Intl.NumberFormat('ru') };

function render(value: TextValue, language: 'en' | 'ru'): string {
  if (Array.isArray(value)) return language === 'en' ? value[0] : value[1];
  return typeof value === 'number' ? numberFormats[language].format(value) : value;
}

function fillOne(template: string, values: Record<string, TextValue>, language: 'en' | 'ru'): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Demo text "${template}" uses {${name}}, which was not given`);
    return render(value, language);
  });
}

/** An English and Russian text with its `{placeholders}` filled in. */
export function text(pair: Pair, values: Record<string, TextValue> = {}): LocalizedText {
  return { en: fillOne(pair[0], values, 'en'), ru: fillOne(pair[1], values, 'ru') };
}

/** Joins texts sentence by sentence, per language. */
export function joinTexts(parts: LocalizedText[]): LocalizedText {
  return { en: parts.map((part) => part.en).join(' '), ru: parts.map((part) => part.ru ?? part.en).join(' ') };
}
