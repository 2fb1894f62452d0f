import type { Role } from '@migralink/shared/enums';
import type { AdminPage } from '@migralink/shared/account-pages';

/** The sidebar's entries, in order. */
export const NAV_PAGES = [
  'onboarding',
  'company',
  'offices',
  'services',
  'moderation',
  'reportedReviews',
  'leads',
  'messages',
  'reviews',
  'statistics',
  'subscriptions',
  'advertising',
  'certificates',
  'certificateQueue',
  'newsletters',
  'articles',
] as const satisfies readonly AdminPage[];
export type NavPage = (typeof NAV_PAGES)[number];

/**
 * The entry a page belongs to: the wizard and the previews sit under their editors, a new advertisement under the
 * advertising, an application and its form under the certificates, a newsletter under the newsletters.
 */
export function navPageOf(page: AdminPage): NavPage {
  if (page === 'newAdvertisement') return 'advertising';
  if (page === 'createService' || page === 'servicePreview') return 'services';
  if (page === 'companyPreview') return 'company';
  if (page === 'moderationPreview') return 'moderation';
  if (page === 'certificateForm' || page === 'certificate') return 'certificates';
  if (page === 'newsletter') return 'newsletters';
  if (page === 'article') return 'articles';
  return page;
}

/**
 * The entries beside the start page that a role sees: a company account edits its own listing, works its leads,
 * answers and reports its reviews, reads its statistics, pays for its plan and advertising and applies for a
 * certificate; staff work the platform's leads and the messages to the platform and decide on reported reviews
 * (content managers too), content managers write the newsletters and the articles, and admins moderate, decide
 * on certificate applications and write newsletters and articles too.
 */
const ROLE_PAGES: Partial<Record<Role, readonly NavPage[]>> = {
  company: [
    'company',
    'offices',
    'services',
    'leads',
    'reviews',
    'statistics',
    'subscriptions',
    'advertising',
    'certificates',
  ],
  customer_support: ['reportedReviews', 'leads', 'messages'],
  content_manager: ['reportedReviews', 'newsletters', 'articles'],
  admin: ['moderation', 'reportedReviews', 'leads', 'messages', 'certificateQueue', 'newsletters', 'articles'],
};

/**
 * The entries a role sees, in the sidebar's order. Anyone else, and anyone
 * before the role is known (not yet read in the browser), sees the start page only.
 */
export function navPagesFor(role: Role | undefined): NavPage[] {
  const own = (role && ROLE_PAGES[role]) ?? [];
  return NAV_PAGES.filter((page) => page === 'onboarding' || own.includes(page));
}
