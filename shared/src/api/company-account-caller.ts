/**
 * Who calls the company account's routes (docs/product.md, "Roles"): the `company` role, on its
 * own company only; shared by `company-account.ts` and `company-form.ts`.
 */
export const COMPANY_ACCOUNT = {
  tag: 'company-account',
  auth: 'bearer',
  roles: ['company'],
} as const;
