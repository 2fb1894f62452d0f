/** Values a translated text may interpolate: `{name}` is replaced by `params.name`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A typed lookup: only the keys of its message set are accepted. */
export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Replaces each `{name}` in `template` with `params.name`. A placeholder without
 * a value is left as written, so a missing parameter shows up instead of vanishing.
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names a text uses, sorted: `'{a} and {b}'` → `['a', 'b']`. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();
}

/**
 * A lookup over one message set. It carries no translation files itself, so an
 * island can build one from the few texts its page hands it.
 */
export function createTranslator<K extends string>(messages: Readonly<Record<K, string>>): Translate<K> {
  return (key, params) => interpolate(messages[key], params);
}

/** What marks a value's place in a translated text (`From {price}`), so the value can be an element of its own. */
export const VALUE_MARK = '\u0000';

/** The text before and after a value's mark: `From \u0000` → `['From ', '']`. */
export function aroundValue(text: string): readonly [string, string] {
  const at = text.indexOf(VALUE_MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + VALUE_MARK.length)];
}
