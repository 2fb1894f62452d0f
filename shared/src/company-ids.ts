/**
 * The fixed choices of a company's profile, by id: plain data without zod, so
 * the public pages can name them without loading the editor's schemas.
 * `schemas/company-account.ts` builds its validation on them.
 */

export const COMPANY_TYPES = ['agency', 'law_firm', 'consultancy', 'relocation', 'education', 'other'] as const;
export const OFFICE_KINDS = ['head', 'branch'] as const;
export const MESSENGER_IDS = ['whatsapp', 'telegram', 'viber'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'crypto', 'paypal', 'installments'] as const;
export const CRYPTOCURRENCIES = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
/** Office types of the init list (ids kept stable: stored offices refer to them). */
export const OFFICE_TYPE_IDS = [1, 2, 3, 4] as const;
/** Feedback form types of the init list: 1 consultation request, 2 callback, 3 question. */
export const FEEDBACK_FORM_TYPE_IDS = [1, 2, 3] as const;
/** Icons of the image library, by id; the site serves each at `/icons/<id>.svg`. */
export const ICON_LIBRARY = [
  'award',
  'calendar',
  'clock',
  'gift',
  'globe',
  'languages',
  'message',
  'receipt',
  'scale',
  'shield',
  'signature',
  'user-check',
  'users',
  'briefcase',
  'file-text',
  'home',
  'graduation-cap',
  'heart',
  'star',
  'plane',
] as const;
export type IconId = (typeof ICON_LIBRARY)[number];
export const iconUrl = (id: string) => `/icons/${id}.svg`;
