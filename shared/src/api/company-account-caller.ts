/**
 * Who calls the company account's routes (spec §7): the `company` role, on its
 * own company only; shared by `company-account.ts` and `company-form.ts`.
 */
export const COMPANY_ACCOUNT = {
  tag: 'company-account',
  auth: 'bearer',
  roles: ['company'],
} as const;
