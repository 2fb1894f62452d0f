import type { Role } from '@migralink/shared/enums';
import type { AdminPage } from '@migralink/shared/account-pages';
import { staffScreensFor } from '@migralink/shared/staff-screens';

/** The sidebar's entries, in order. */
export const NAV_PAGES = [
  'onboarding',
  'company',
  'offices',
  'services',
  'moderation',
  'reportedReviews',
  'leads',
  'appeals',
  'messages',
  'reviews',
  'statistics',
  'subscriptions',
  'advertising',
  'certificates',
  'certificateQueue',
  'newsletters',
  'articles',
  'sitePages',
  'users',
  'companies',
] as const satisfies readonly AdminPage[];
export type NavPage = (typeof NAV_PAGES)[number];

/**
 * The entry a page belongs to: the wizard and the previews sit under their editors, a new advertisement under the
 * advertising, an application and its form under the certificates, a newsletter under the newsletters, a page's editor under the pages.
 */
export function navPageOf(page: AdminPage): NavPage {
  if (page === 'newAdvertisement') return 'advertising';
  if (page === 'createService' || page === 'servicePreview') return 'services';
  if (page === 'companyPreview') return 'company';
  if (page === 'moderationPreview') return 'moderation';
  if (page === 'certificateForm' || page === 'certificate') return 'certificates';
  if (page === 'newsletter') return 'newsletters';
  if (page === 'article') return 'articles';
  if (page === 'sitePage') return 'sitePages';
  return page;
}

/**
 * The entries beside the start page that a company account sees: it edits its own listing, works its leads,
 * answers and reports its reviews, reads its statistics, pays for its plan and advertising and applies for a
 * certificate. Staff see the staff screens their role may use (`STAFF_SCREENS` in `shared/src/staff-screens.ts`;
 * docs/product.md, "Staff area").
 */
const COMPANY_PAGES: readonly NavPage[] = [
  'company',
  'offices',
  'services',
  'leads',
  'reviews',
  'statistics',
  'subscriptions',
  'advertising',
  'certificates',
];

const ownPages = (role: Role): readonly NavPage[] => (role === 'company' ? COMPANY_PAGES : staffScreensFor(role));

/**
 * The entries a role sees, in the sidebar's order. Anyone else, and anyone
 * before the role is known (not yet read in the browser), sees the start page only.
 */
export function navPagesFor(role: Role | undefined): NavPage[] {
  const own = role ? ownPages(role) : [];
  return NAV_PAGES.filter((page) => page === 'onboarding' || own.includes(page));
}
