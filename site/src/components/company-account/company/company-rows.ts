/** What the company form's parts share: a row's key and uuid, and a number read back from its text. */

/** A row of a list in the form. */
export interface Row {
  /** The row's React key: its uuid when stored, else a key of this page. */
  readonly key: string;
  readonly uuid?: string | undefined;
}

/**
 * What a number input holds, as a number: `undefined` when empty or not a
 * number (the contract's check then asks for one). A decimal comma is read as a
 * point, as people in ru and uk write it.
 */
export function textNumber(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export const rowOf = (uuid: string) => ({ key: uuid, uuid });
/** The uuid a row sends back: only a stored row has one. */
export const uuidOf = (row: Row) => (row.uuid ? { uuid: row.uuid } : {});
