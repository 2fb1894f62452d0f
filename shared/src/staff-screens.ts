import type { AdminPage } from './account-pages';
import type { Role } from './enums';

/**
 * Which role sees which staff screen of the account app (docs/product.md, "Staff area"): the sidebar shows a
 * screen to these roles, and the routes of the screens built on this table take their `roles` from it, so the
 * site and the functions read the rule from one place. Admins see every screen.
 */
export const STAFF_SCREENS = {
  moderation: ['admin'],
  reportedReviews: ['customer_support', 'content_manager', 'admin'],
  certificateQueue: ['admin'],
  /** The platform's leads (leads sent to no company); a company account has its own leads screen. */
  leads: ['customer_support', 'admin'],
  /** Appeals to customer support: the queue, oldest waiting first, and a thread to answer. */
  appeals: ['customer_support', 'admin'],
  messages: ['customer_support', 'admin'],
  newsletters: ['content_manager', 'admin'],
  articles: ['content_manager', 'admin'],
  /** The programme, webinar and contacts pages' texts (docs/product.md, "Programme, webinar and contacts pages"). */
  sitePages: ['content_manager', 'admin'],
  users: ['admin'],
  companies: ['admin'],
} as const satisfies Partial<Record<AdminPage, readonly Role[]>>;
export type StaffScreen = keyof typeof STAFF_SCREENS;

/** The staff screens in the sidebar's order (another screen joins by a row above and its place here). */
export const STAFF_SCREEN_ORDER = Object.keys(STAFF_SCREENS) as StaffScreen[];

/** The staff screens a role sees, in the sidebar's order. */
export const staffScreensFor = (role: Role): StaffScreen[] =>
  STAFF_SCREEN_ORDER.filter((screen) => canSee(role, screen));

/** Whether a role sees a staff screen (and may call the routes that fill it). */
export const canSee = (role: Role, screen: StaffScreen): boolean =>
  (STAFF_SCREENS[screen] as readonly Role[]).includes(role);

/** Where a staff member's area opens (after sign-in, from the header): the first staff screen of the role. */
export const staffHome = (role: Role): StaffScreen | undefined => staffScreensFor(role)[0];
