import type { MessageKey } from '@/i18n/messages';
import type { AdminPage } from './paths';

/** How a page of the account app stands in its frame: the document title and the visible heading. */
export interface AdminPageFrame {
  readonly title: MessageKey;
  readonly heading: MessageKey;
}

export const ADMIN_PAGE_FRAMES: Readonly<Record<AdminPage, AdminPageFrame>> = {
  onboarding: { title: 'admin.onboarding.title', heading: 'admin.onboarding.title' },
  company: { title: 'meta.admin_company.title', heading: 'company_editor.heading' },
  offices: { title: 'meta.admin_offices.title', heading: 'offices_editor.heading' },
  companyPreview: { title: 'meta.admin_company_preview.title', heading: 'meta.admin_company_preview.title' },
  services: { title: 'meta.services.title', heading: 'services.heading' },
  createService: { title: 'meta.service_wizard.title', heading: 'service_wizard.heading' },
  servicePreview: { title: 'meta.service_preview.title', heading: 'services.preview.heading' },
  moderation: { title: 'admin.moderation.title', heading: 'admin.moderation.heading' },
  moderationPreview: { title: 'admin.moderation.preview_title', heading: 'admin.moderation.preview_title' },
  leads: { title: 'admin.leads.title', heading: 'admin.leads.title' },
  statistics: { title: 'admin.statistics.title', heading: 'admin.statistics.title' },
  subscriptions: { title: 'admin.subscriptions.title', heading: 'admin.subscriptions.title' },
  advertising: { title: 'admin.advertising.title', heading: 'admin.advertising.title' },
  newAdvertisement: { title: 'admin.advertising.new', heading: 'admin.advertising.new' },
  reviews: { title: 'admin.reviews.title', heading: 'admin.reviews.title' },
  reportedReviews: { title: 'admin.reported_reviews.title', heading: 'admin.reported_reviews.title' },
  certificates: { title: 'admin.certificates.title', heading: 'admin.certificates.title' },
  certificateForm: { title: 'admin.certificates.form_title', heading: 'admin.certificates.form_title' },
  certificate: { title: 'admin.certificates.item_title', heading: 'admin.certificates.item_title' },
  certificateQueue: { title: 'admin.certificates.queue_title', heading: 'admin.certificates.queue_title' },
  appeals: { title: 'appeals.staff.title', heading: 'appeals.staff.title' },
  messages: { title: 'admin.inbox.title', heading: 'admin.inbox.title' },
  newsletters: { title: 'admin.newsletters.title', heading: 'admin.newsletters.title' },
  newsletter: { title: 'admin.newsletters.edit_title', heading: 'admin.newsletters.edit_title' },
  articles: { title: 'admin.articles.title', heading: 'admin.articles.title' },
  article: { title: 'admin.articles.edit_title', heading: 'admin.articles.edit_title' },
  sitePages: { title: 'admin.site_pages.title', heading: 'admin.site_pages.title' },
  sitePage: { title: 'admin.site_pages.edit_title', heading: 'admin.site_pages.edit_title' },
  users: { title: 'admin.users.title', heading: 'admin.users.title' },
  companies: { title: 'admin.companies.title', heading: 'admin.companies.title' },
};
