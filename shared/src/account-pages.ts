/**
 * The site's account screens, as paths after the locale (`/ru/activate/`). The
 * site builds its pages at these paths and the mails link to them, so both
 * take them from here.
 */
export const ACCOUNT_PAGES = {
  login: '/login/',
  register: '/register/',
  partnerRegistration: '/partner-registration/',
  registrationSuccess: '/registration-success/',
  activate: '/activate/',
  forgotPassword: '/forgot-password/',
  resetPassword: '/reset-password/',
  profile: '/account/profile/',
  /** The visitor's own leads ("My requests") with their status and replies; `?id=` opens one. */
  leads: '/account/leads/',
  /** The public tariffs, where a company account buys a plan. */
  tariffs: '/tariffs/',
} as const;
export type AccountPage = keyof typeof ACCOUNT_PAGES;

/**
 * The account app of companies and staff (`/admin/...`; docs/product.md, "Account screens"), as paths
 * after the locale. The wizard's address carries `?uuid=&step=` (docs/product.md, "Services").
 */
export const ADMIN_PAGES = {
  onboarding: '/admin/',
  company: '/admin/company/',
  offices: '/admin/offices/',
  companyPreview: '/admin/company/preview/',
  services: '/admin/services/',
  createService: '/admin/services/create-service',
  servicePreview: '/admin/services/preview/',
  moderation: '/admin/moderation/',
  /** Staff: a company or service waiting for moderation as its public page would show it (`?kind=&uuid=&locale=`). */
  moderationPreview: '/admin/moderation/preview/',
  /** The inbox of leads (a company's; the platform's for staff); `?id=` opens one. */
  leads: '/admin/leads/',
  /** A company's statistics: leads, contact and page views, time to answer (`?days=7|30|90`). */
  statistics: '/admin/statistics/',
  /** The company's plan, its history and billing; back from a plan's checkout with `?session_id=`. */
  subscriptions: '/admin/subscriptions/',
  /** The company's advertisements (where the owner lands after buying one, `?session_id=`; docs/product.md, "Account screens"). */
  advertising: '/admin/advertising/',
  /** A new advertisement: slots, dates, price, pay. */
  newAdvertisement: '/admin/advertising/new/',
  /** The company's reviews, unanswered first (`?id=` opens one to answer or report). */
  reviews: '/admin/reviews/',
  /** Staff: reported reviews waiting for a decision. */
  reportedReviews: '/admin/reviews/reported/',
} as const;
export type AdminPage = keyof typeof ADMIN_PAGES;
