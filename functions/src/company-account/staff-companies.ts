import { pickText, type Locale } from '@migralink/shared/locales';
import {
  COMPANY_AUDIT_PAGE_SIZE,
  STAFF_COMPANIES_PAGE_SIZE,
  type StaffCompany,
  type StaffCompanyDetail,
  type StaffCompanyList,
} from '@migralink/shared/schemas/staff';
import { getCompanyProfile } from '#data/companies';
import {
  companiesBySlug,
  companyAuditTrail,
  companyLines,
  recordCompanyPublished,
  type CompanyLine,
} from '#data/staff-companies';
import { getUser } from '#data/users';
import { NotFoundError, ValidationError } from '#http/errors';
import { hideCompany, showCompany } from '#listings/lifecycle';
import { listingMessage } from '#listings/messages';
import { slugify } from './slug';

/**
 * The staff's companies screen (docs/product.md, "Staff area"): companies by name, and publishing or
 * unpublishing one as its owner would, recorded in the company's audit trail.
 */

const present = ({ profile, content, owner }: CompanyLine, locale: Locale): StaffCompany => ({
  uuid: profile.id,
  name: content ? pickText(content.name, locale) : profile.slug,
  slug: profile.slug,
  plan: profile.plan,
  status: profile.status,
  published: profile.published,
  owner: owner && { uuid: owner.id, email: owner.email },
});

/**
 * Companies whose slug starts with the slug of `name` (its name in latin when it was created, so Cyrillic and
 * latin spellings both find it), a page after the cursor; a foreign cursor is 422 on `cursor`.
 */
export async function findCompanies(
  name: string,
  cursor: string | undefined,
  locale: Locale,
): Promise<StaffCompanyList> {
  const prefix = slugify(name);
  if (!prefix) return { items: [], next_cursor: null };
  const page = await companiesBySlug(prefix, cursor, STAFF_COMPANIES_PAGE_SIZE);
  if (!page) throw new ValidationError({ cursor: [listingMessage('invalidCursor', locale)] });
  const lines = await companyLines(page.items);
  return { items: lines.map((line) => present(line, locale)), next_cursor: page.next ?? null };
}

/** One company as the staff screens show it (read-only beside an appeal); null for an id no company has. */
export async function staffCompanyOf(companyId: string, locale: Locale): Promise<StaffCompany | null> {
  const profile = await getCompanyProfile(companyId);
  if (!profile) return null;
  const [line] = await companyLines([profile]);
  return line ? present(line, locale) : null;
}

/** One company as the list shows it, with the newest entries of its audit trail; 404 for an unknown id. */
export async function staffCompanyDetail(companyId: string, locale: Locale): Promise<StaffCompanyDetail> {
  const [company, audit] = await Promise.all([
    staffCompanyOf(companyId, locale),
    companyAuditTrail(companyId, COMPANY_AUDIT_PAGE_SIZE),
  ]);
  if (!company) throw new NotFoundError();
  return { company, audit };
}

/** Publishes (the approved version; 409 when there is none) or unpublishes a company, and records who did. */
export async function setPublishedByStaff(
  actorId: string,
  companyId: string,
  published: boolean,
  locale: Locale,
): Promise<Awaited<ReturnType<typeof showCompany>>> {
  const [profile, actor] = await Promise.all([getCompanyProfile(companyId), getUser(actorId)]);
  if (!profile || !actor) throw new NotFoundError();
  const result = await (published ? showCompany : hideCompany)(companyId, locale);
  await recordCompanyPublished(companyId, published, { id: actor.id, email: actor.email });
  return result;
}
