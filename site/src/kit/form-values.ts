/**
 * Helpers for the admin forms' state, shared by the company editor and the
 * service wizard: numbers held as the text typed, React keys for rows not
 * saved yet, and list updates. Reading the text back as a number stays with
 * each form (`textNumber` of the company form, in `company-rows.ts`, reads
 * signed coordinates and forgets what is no number; the wizard's `textToNumber`
 * takes only prices and durations and marks anything else NaN, so it can say
 * "not a number").
 */

/** A number as form state holds it: its text, `undefined` when there is none (docs/product.md, "Numbers in forms"). */
export function numberText(value: number | null | undefined): string | undefined {
  return value === null || value === undefined || Number.isNaN(value) ? undefined : String(value);
}

let lastKey = 0;
/** A React key for a row made on this page (rows from the server use their uuid). */
export function newKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

/**
 * Adds or removes one value of a multiple choice, once. With `order` (the
 * choices' order) the list follows it, and chosen values outside it (choices
 * not shown now) stay after them; without it, an added value goes last.
 */
export function toggled<T>(list: readonly T[], value: T, on: boolean, order?: readonly T[]): T[] {
  const without = list.filter((item) => item !== value);
  const next = on ? [...without, value] : without;
  if (!order) return next;
  const rank = (item: T) => {
    const at = order.indexOf(item);
    return at === -1 ? order.length : at;
  };
  return next.sort((a, b) => rank(a) - rank(b));
}

/** A list with its item at `index` replaced by `change(item)`. */
export function updatedAt<T>(list: readonly T[], index: number, change: (item: T) => T): T[] {
  return list.map((item, at) => (at === index ? change(item) : item));
}

/** A list without its item at `index`. */
export function removedAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
