/**
 * The visa statuses and the comparison's limit without the schemas (no zod): what
 * the pages that only show visa data need (`schemas/visa-map.ts` re-exports them).
 *
 * What a passport's holder needs to enter a destination, from the least to the
 * most in the way: no visa, a visa at the border, an electronic travel
 * authorisation, an electronic visa, a visa from a consulate, no entry at all.
 */
export const VISA_STATUSES = [
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
  'no_admission',
] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/**
 * The statuses that need no visa applied for in advance (an eTA is a
 * registration, not a visa): a passport's mobility score counts its
 * destinations with one of these.
 */
export const OPEN_STATUSES: readonly VisaStatus[] = ['visa_free', 'visa_on_arrival', 'eta'];
export const isOpenStatus = (status: VisaStatus): boolean => OPEN_STATUSES.includes(status);

/** The most passports the comparison takes side by side. */
export const MAX_COMPARED_PASSPORTS = 4;
