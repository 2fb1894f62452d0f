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
  /** The signed-in user's appeals to customer support; `?id=` opens one, `?new=1` the form of a new one. */
  appeals: '/account/appeals/',
  /** A partner's area: their referral link and code, and what it brought per month (docs/product.md, "Partner programme"). */
  partner: '/account/partner/',
  /** A lead's thread, opened with the signed link its mails carry (`?token=`): no sign-in needed. */
  request: '/request/',
  /** The public tariffs, where a company account buys a plan. */
  tariffs: '/tariffs/',
  /** The platform's contacts, with the form that writes to its staff (docs/product.md, "Forms"). */
  contacts: '/contacts/',
  /** A mailing list's confirmation mail's link (`?token=`): the page confirms with a button, never on opening. */
  mailingConfirm: '/mailing/confirm/',
  /** A marketing mail's unsubscribe link (`?token=`): the page unsubscribes with a button, never on opening. */
  unsubscribe: '/unsubscribe/',
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
  /** The company's certificate applications and certificates (docs/product.md, "Certificates"). */
  certificates: '/admin/certificates/',
  /** The certificate application form: a new one, or `?id=` to continue a draft or a returned one. */
  certificateForm: '/admin/certificates/apply/',
  /** One application or certificate of the company (`?id=`): its history, documents, PDF and delivery. */
  certificate: '/admin/certificates/application/',
  /** Staff: applications waiting for a decision (`?id=` opens one, a certificate to revoke too). */
  certificateQueue: '/admin/certificates/queue/',
  /** Staff: appeals to customer support, oldest waiting first; `?id=` opens one to answer. */
  appeals: '/admin/appeals/',
  /** Staff: messages to the platform (contact, feedback, improvements), unanswered first; `?id=` opens one. */
  messages: '/admin/messages/',
  /** Staff: the newsletters, newest first, and "Write a newsletter". */
  newsletters: '/admin/newsletters/',
  /** Staff: one newsletter (`?id=`; none: a new one): write, preview, test, send, and its send's progress. */
  newsletter: '/admin/newsletters/edit/',
  /** Staff: the articles of every language, last changed first, and "Write an article". */
  articles: '/admin/articles/',
  /** Staff: one article (`?id=`; none: a new one, `?translation_of=` a translation): write, preview, publish. */
  article: '/admin/articles/edit/',
  /** Staff: the programme, webinar and contacts pages in every language, with their edition. */
  sitePages: '/admin/site-pages/',
  /** Staff: one such page in one language (`?kind=&slug=&locale=`): a structured form, saved for the next build. */
  sitePage: '/admin/site-pages/edit/',
  /** Admins: users by e-mail; `?id=` opens one: block or unblock, change the role, the audit trail. */
  users: '/admin/users/',
  /** Admins: companies by name with plan, published state and owner; publish or unpublish. */
  companies: '/admin/companies/',
} as const;
export type AdminPage = keyof typeof ADMIN_PAGES;

/**
 * `?return_to=`: the account screen a plan's purchase started from (a service
 * the plan would not let publish), where the owner goes back once it is paid.
 * Carried through the tariffs and Stripe's checkout; it is never a place of
 * its own choosing.
 */
export const RETURN_PARAMETER = 'return_to';

/** Longest return path accepted: a screen with its query, never a document. */
export const RETURN_PATH_MAX = 512;

/**
 * A screen of this site's account app (`/{locale}/admin/...`, segments of
 * lower-case letters, digits and dashes, a query of plain parameters): nothing
 * that could name another host (`//`, `\`, a scheme), climb (`..`) or carry a
 * fragment. The only return path accepted, by the API and by the pages.
 */
const ACCOUNT_RETURN = /^\/(en|ru|uk)\/admin\/(?:[a-z0-9-]+\/?)*(?:\?[A-Za-z0-9_.%=&-]*)?$/;

export const isAccountReturnPath = (value: string): boolean =>
  value.length <= RETURN_PATH_MAX && ACCOUNT_RETURN.test(value);

/** `raw` when it is an account screen to return to, else undefined. */
export const accountReturnPath = (raw: string | null | undefined): string | undefined =>
  raw && isAccountReturnPath(raw) ? raw : undefined;
