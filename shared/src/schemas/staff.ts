import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../account-rules';
import { MODERATION_STATUSES, ROLES, SUBSCRIPTION_PACKAGES } from '../enums';

/** How many users and audit entries one page of the staff screens shows (docs/product.md, "Page sizes"). */
export const STAFF_USERS_PAGE_SIZE = 20;
export const USER_AUDIT_PAGE_SIZE = 50;
export const STAFF_COMPANIES_PAGE_SIZE = 20;
export const COMPANY_AUDIT_PAGE_SIZE = 50;

/** `GET /v1/admin/users`: users whose e-mail is, or starts with, what was typed (lower-cased), by cursor. */
export const userSearchQuery = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
  cursor: z.optional(z.string().check(z.maxLength(500))),
});

/** A user as the staff screens show it: who, which role, whether blocked and since when. */
export const staffUser = z.object({
  uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  company_id: z.nullable(z.string()),
  blocked_at: z.nullable(z.string()),
  registered_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;

export const staffUserList = z.object({ items: z.array(staffUser), next_cursor: z.nullable(z.string()) });

/** What a staff member changed on an account; `from` and `to` are roles for `role`, else absent. */
export const AUDIT_ACTIONS = ['role', 'block', 'unblock'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of a user's audit trail: who changed what, and when. Entries are never changed or deleted. */
export const auditEntry = z.object({
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor_id: z.string(),
  actor_email: z.string(),
  from: z.nullable(z.enum(ROLES)),
  to: z.nullable(z.enum(ROLES)),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `GET /v1/admin/users/{uuid}`: the user with the newest entries of its audit trail. */
export const staffUserDetail = z.object({ user: staffUser, audit: z.array(auditEntry) });
export type StaffUserDetail = z.infer<typeof staffUserDetail>;

/** `GET /v1/admin/companies`: companies whose name (as its address spells it, in latin) starts with the text. */
export const companySearchQuery = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  cursor: z.optional(z.string().check(z.maxLength(500))),
});

/** A company as the staff screen lists it: name, plan, moderation and published state, owner. */
export const staffCompany = z.object({
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(SUBSCRIPTION_PACKAGES),
  status: z.enum(MODERATION_STATUSES),
  published: z.boolean(),
  owner: z.nullable(z.object({ uuid: z.string(), email: z.string() })),
});
export type StaffCompany = z.infer<typeof staffCompany>;

export const staffCompanyList = z.object({ items: z.array(staffCompany), next_cursor: z.nullable(z.string()) });
export type StaffCompanyList = z.infer<typeof staffCompanyList>;

/** What staff did to a company: published or unpublished it. */
export const COMPANY_AUDIT_ACTIONS = ['publish', 'unpublish'] as const;

/** One entry of a company's audit trail: who did what, and when. Entries are never changed or deleted. */
export const companyAuditEntry = z.object({
  at: z.string(),
  action: z.enum(COMPANY_AUDIT_ACTIONS),
  actor_id: z.string(),
  actor_email: z.string(),
});
export type CompanyAuditEntry = z.infer<typeof companyAuditEntry>;

/** `GET /v1/admin/companies/{uuid}`: the company as listed, with the newest entries of its audit trail. */
export const staffCompanyDetail = z.object({ company: staffCompany, audit: z.array(companyAuditEntry) });
export type StaffCompanyDetail = z.infer<typeof staffCompanyDetail>;

/** `PUT /v1/admin/companies/{uuid}/published`: show the approved version to the public, or take it off. */
export const publishedBody = z.object({ published: z.boolean() });
