import type { ErrorMessageKey, MessageKey } from '@/i18n/messages';

/** The texts of the lead popup: its own and the `errors` namespace (`pickFormMessages`). */
export const LEAD_POPUP_KEYS = [
  'lead.title',
  'lead.about',
  'lead.name',
  'lead.email',
  'lead.phone',
  'lead.phone_hint',
  'lead.contact_hint',
  'lead.message',
  'lead.country',
  'lead.choose_country',
  'lead.consent_legend',
  'lead.consent',
  'lead.website',
  'lead.send',
  'lead.sending',
  'lead.form_unavailable',
  'lead.optional',
  'common.close',
  'lead.thanks',
  'lead.thanks_text',
] as const satisfies readonly MessageKey[];

export type LeadPopupKey = (typeof LEAD_POPUP_KEYS)[number];
export type LeadPopupMessages = Readonly<Record<LeadPopupKey | ErrorMessageKey, string>>;

/** The button's text, rendered by the company and service views. */
export const LEAD_CONTACT_KEYS = ['lead.contact'] as const satisfies readonly MessageKey[];

/** What the page writes for the popup (a JSON data block): its texts and the countries to choose from. */
export interface LeadPopupData {
  readonly messages: LeadPopupMessages;
  readonly countries: readonly { readonly value: string; readonly label: string }[];
}

export const LEAD_POPUP_DATA_ID = 'lead-popup-data';
