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
} as const;
export type AccountPage = keyof typeof ACCOUNT_PAGES;
