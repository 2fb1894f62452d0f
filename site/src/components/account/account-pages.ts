import type { MessageKey } from '@/i18n/messages';
import type { AccountPage } from '@/urls/account-paths';

/** How an account page stands in the layout: its texts' keys and its frame. */
export interface AccountPageFrame {
  /** The document title and description. */
  readonly title: MessageKey;
  readonly description: MessageKey;
  /** The visible heading and the sentence under it. */
  readonly heading: MessageKey;
  readonly lead?: MessageKey;
  /** 2 when the page's h1 is elsewhere (in the `aside` slot). */
  readonly headingLevel?: 1 | 2;
  /** One-time links, the profile and the registration confirmation are kept out of search engines. */
  readonly noindex?: boolean;
  /** `narrow`: one card (sign-in, registration); `wide`: the profile's sections; `full`: the page's width (the tariffs side by side). */
  readonly width?: 'narrow' | 'wide' | 'full';
}

export const ACCOUNT_PAGE_FRAMES: Readonly<Record<AccountPage, AccountPageFrame>> = {
  login: {
    title: 'meta.login.title',
    description: 'meta.login.description',
    heading: 'login.title',
    lead: 'login.lead',
  },
  register: {
    title: 'meta.register.title',
    description: 'meta.register.description',
    heading: 'register.title',
    lead: 'register.lead',
  },
  partnerRegistration: {
    title: 'meta.partner.title',
    description: 'meta.partner.description',
    heading: 'partner.form_title',
    headingLevel: 2,
  },
  registrationSuccess: {
    title: 'meta.registration_success.title',
    description: 'meta.registration_success.description',
    heading: 'registration_success.title',
    noindex: true,
  },
  activate: {
    title: 'meta.activate.title',
    description: 'meta.activate.description',
    heading: 'activate.title',
    noindex: true,
  },
  forgotPassword: {
    title: 'meta.forgot.title',
    description: 'meta.forgot.description',
    heading: 'login.reset.title',
    lead: 'login.reset.lead',
  },
  resetPassword: {
    title: 'meta.reset.title',
    description: 'meta.reset.description',
    heading: 'login.reset.title',
    noindex: true,
  },
  profile: {
    title: 'meta.profile.title',
    description: 'meta.profile.description',
    heading: 'profile.title',
    noindex: true,
    width: 'wide',
  },
  leads: {
    title: 'meta.my_leads.title',
    description: 'meta.my_leads.description',
    heading: 'my_leads.title',
    lead: 'my_leads.lead',
    noindex: true,
    width: 'wide',
  },
  appeals: {
    title: 'meta.appeals.title',
    description: 'meta.appeals.description',
    heading: 'appeals.title',
    lead: 'appeals.lead',
    noindex: true,
    width: 'wide',
  },
  partner: {
    title: 'meta.partner_area.title',
    description: 'meta.partner_area.description',
    heading: 'partner_area.title',
    lead: 'partner_area.lead',
    noindex: true,
    width: 'wide',
  },
  request: {
    title: 'meta.request.title',
    description: 'meta.request.description',
    heading: 'request.title',
    lead: 'request.lead',
    noindex: true,
    width: 'wide',
  },
  mailingConfirm: {
    title: 'meta.mailing_confirm.title',
    description: 'meta.mailing_confirm.description',
    heading: 'mailing.confirm.title',
    lead: 'mailing.confirm.lead',
    noindex: true,
  },
  unsubscribe: {
    title: 'meta.unsubscribe.title',
    description: 'meta.unsubscribe.description',
    heading: 'mailing.unsubscribe.title',
    lead: 'mailing.unsubscribe.lead',
    noindex: true,
  },
  tariffs: {
    title: 'meta.tariffs.title',
    description: 'meta.tariffs.description',
    heading: 'tariffs.title',
    lead: 'tariffs.lead',
    width: 'full',
  },
  contacts: {
    title: 'meta.contacts.title',
    description: 'meta.contacts.description',
    heading: 'site_message.contacts.title',
    lead: 'site_message.contacts.lead',
  },
};
