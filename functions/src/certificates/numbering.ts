/**
 * A certificate's number and dates (docs/product.md, "Certificates"): `ML-{year}-{six digits}`, the
 * approval's place in its year; one year of validity from the approval; the expiry reminder 30 days before.
 */

/** Days before a certificate ends that its owner is reminded. */
export const REMINDER_DAYS_BEFORE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const certificateNumberOf = (year: number, place: number): string =>
  `ML-${year}-${String(place).padStart(6, '0')}`;

/** From the approval (`at`) to the same moment a year later (29 February: to 1 March). */
export function validityFrom(at: string): { valid_from: string; valid_until: string } {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  return { valid_from: at, valid_until: until.toISOString() };
}

/** The day (`YYYY-MM-DD`, UTC) a certificate's expiry reminder is due. */
export const expiryReminderDay = (validUntil: string): string =>
  new Date(Date.parse(validUntil) - REMINDER_DAYS_BEFORE * DAY_MS).toISOString().slice(0, 10);
