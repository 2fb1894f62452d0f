import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyAccount } from '@migralink/shared/schemas/company-account';
import { linkOwnerWrite, type CompanyContent, type CompanyProfile } from '#data/companies';
import { createDraft, edited, newDraftState, readVersions, saveDraft, type Versions } from '#data/moderation';
import { NotFoundError, ValidationError } from '#http/errors';
import { localesWithText } from '#listings/localized';
import { assertLocalesWithinPlan } from '#listings/plans';
import { conflictWhenStale } from '#listings/stale';
import { companyAccountView, companyTexts, contentFromForm, type CompanyFormData } from './form';
import { foreignMedia, storedMedia } from './media';
import { companySlug } from './slug';

/** The owner's operations on its company: read for the editor, create, save the draft. */

export type CompanyVersions = Versions<CompanyProfile, CompanyContent>;

export const companySubject = (companyId: string) => ({ kind: 'company', companyId }) as const;

/** The company's profile and both versions (strongly consistent); 404 when it does not exist. */
export async function readCompany(companyId: string): Promise<CompanyVersions> {
  const versions = await readVersions<CompanyProfile, CompanyContent>(companySubject(companyId));
  if (!versions) throw new NotFoundError();
  return versions;
}

/** The editor's view of a stored company in `locale`. */
export function storedCompanyView(versions: CompanyVersions, locale: Locale): CompanyAccount {
  const content = edited(versions);
  if (!content) throw new NotFoundError();
  return companyAccountView(versions.meta, content, locale);
}

/** 422 unless every new image path of the form names a checked file in the folders of `folderId`. */
async function assertOwnMedia(form: CompanyFormData, folderId: string, stored: string[], locale: Locale) {
  const errors = await foreignMedia(form, folderId, stored, locale);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Creates the caller's company from the form: profile (draft, unpublished,
 * `basic`, revision 1) and draft content, and links it to the owner, all in one
 * transaction. 409 when the account already has a company. Its images were
 * uploaded before the company existed, so they are checked files in the
 * owner's own folders (`imageFolderId`).
 */
export async function createCompany(
  ownerId: string,
  form: CompanyFormData,
  locale: Locale,
  uiLocale: Locale,
): Promise<CompanyAccount> {
  const id = randomUUID();
  await assertOwnMedia(form, ownerId, [], uiLocale);
  const now = new Date().toISOString();
  const profile: CompanyProfile = {
    id,
    owner_id: ownerId,
    slug: companySlug(form.name, id),
    plan: 'basic',
    published_services: 0,
    ...newDraftState(now),
  };
  const content = contentFromForm(form, null, locale);
  await conflictWhenStale(
    createDraft(companySubject(id), profile, content, [linkOwnerWrite(ownerId, id)]),
    uiLocale,
    'companyExists',
  );
  return companyAccountView(profile, content, locale);
}

/**
 * Saves the form over the draft (or the approved version when there is no
 * draft) as the next revision: status `draft`, the public version untouched.
 * Refused with 403 `plan_limit` when it adds a language beyond the plan, and
 * with 409 when the company changed since it was read.
 */
export async function updateCompany(
  companyId: string,
  form: CompanyFormData,
  locale: Locale,
  uiLocale: Locale,
): Promise<CompanyAccount> {
  const versions = await readCompany(companyId);
  const stored = [versions.draft, versions.approved].filter((content) => content !== null);
  await assertOwnMedia(form, companyId, stored.flatMap(storedMedia), uiLocale);
  const content = contentFromForm(form, edited(versions), locale);
  const before = localesWithText(stored.flatMap(companyTexts));
  assertLocalesWithinPlan(versions.meta.plan, before, localesWithText(companyTexts(content)));
  const now = new Date().toISOString();
  const revision = await conflictWhenStale(
    saveDraft(companySubject(companyId), versions.meta, content, now, versions.meta.plan),
    uiLocale,
  );
  const meta: CompanyProfile = { ...versions.meta, revision, status: 'draft', updated_at: now, submitted_at: null };
  return companyAccountView(meta, content, locale);
}
