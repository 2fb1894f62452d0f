import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { ApplicationState } from '@migralink/shared/schemas/certificates';
import type { createApplicationBody, updateApplicationBody } from '@migralink/shared/schemas/certificate-application';
import type * as z from 'zod/mini';
import {
  createApplication,
  getApplication,
  getDocuments,
  HISTORY_MAX,
  saveApplication,
  validBadge,
  type ApplicationEventRecord,
  type ApplicationItem,
  type StoredFields,
} from '#data/certificates';
import { getCompanyProfile, type CompanyProfile } from '#data/companies';
import type { Principal } from '#http/auth';
import { ConflictError, NotFoundError, ValidationError } from '#http/errors';
import { ownCompanyIdIfAny } from '#listings/owner';
import { assertWithinPlan } from '#listings/plans';
import { certificateMessage } from './messages';

/**
 * The owner's side of an application (docs/product.md, "Certificates"):
 * started as a draft or sent at once, changed while a draft or returned, sent
 * again. Premium plans only; one open application per company; documents of
 * the company's own, a register extract among them when sent; a company with a
 * valid certificate sends a new one in its last 60 days only.
 */

type CreateBody = z.output<typeof createApplicationBody>;
type UpdateBody = z.output<typeof updateApplicationBody>;

/** The states in which the owner may change an application. */
export const EDITABLE_STATES: readonly ApplicationState[] = ['draft', 'returned'];
/** How long before a valid certificate ends a new application may be sent. */
export const RENEWAL_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An application's history with one more step: the last `HISTORY_MAX` are kept. */
export const withEvent = (history: readonly ApplicationEventRecord[], event: ApplicationEventRecord) =>
  [...history, event].slice(-HISTORY_MAX);

/** Whether the company's plan lets it apply: 403 `plan_limit` naming premium, unless it is premium. */
export function assertPlanAllows(profile: CompanyProfile | undefined): asserts profile is CompanyProfile {
  assertWithinPlan(profile?.plan ?? 'basic', 'certificates', 1);
}

/** The caller's company's profile, or undefined for an account without a company (one GetItem). */
export async function callerProfile(principal: Principal): Promise<CompanyProfile | undefined> {
  const companyId = ownCompanyIdIfAny(principal);
  return companyId ? getCompanyProfile(companyId) : undefined;
}

/** 422 on `documents` unless every id is a document of the company's and, when sent, one is the register extract. */
async function assertDocuments(companyId: string, fields: StoredFields, submit: boolean, locale: Locale) {
  const documents = await getDocuments(companyId, fields.documents);
  if (documents.length !== fields.documents.length)
    throw new ValidationError({ documents: [certificateMessage('unknownDocuments', locale)] });
  if (submit && !documents.some((document) => document.kind === 'register_extract'))
    throw new ValidationError({ documents: [certificateMessage('registerExtractMissing', locale)] });
}

/**
 * The day (UTC, `YYYY-MM-DD`) from which the company may send a new application, when its certificate is valid
 * for longer than the renewal window; null when it may send one now (docs/product.md, "Certificates").
 */
export function renewalOpensOn(profile: CompanyProfile | undefined, now: string): string | null {
  const badge = validBadge(profile?.certificate, now);
  if (!badge) return null;
  const opens = Date.parse(badge.valid_until) - RENEWAL_DAYS * DAY_MS;
  // The first whole day on which it is open, so the day said is never one on which sending is refused.
  return opens > Date.parse(now) ? new Date(Math.ceil(opens / DAY_MS) * DAY_MS).toISOString().slice(0, 10) : null;
}

/** 409 when the company's certificate is valid for longer than the renewal window. */
function assertRenewable(profile: CompanyProfile, now: string, locale: Locale): void {
  if (renewalOpensOn(profile, now) !== null)
    throw new ConflictError({ message: certificateMessage('notRenewable', locale) });
}

/** The checks a save passes before it is written: plan, documents and, when sent, the renewal window. */
async function assertSavable(
  profile: CompanyProfile,
  fields: StoredFields,
  submit: boolean,
  now: string,
  locale: Locale,
) {
  await assertDocuments(profile.id, fields, submit, locale);
  if (submit) assertRenewable(profile, now, locale);
}

const stateAfter = (submit: boolean, before: ApplicationState): ApplicationState => (submit ? 'submitted' : before);

/** Starts the company's application (a draft, or sent when `submit`); 409 when it has an open one. */
export async function startApplication(
  principal: Principal,
  { submit, ...fields }: CreateBody,
  locale: Locale,
  now = new Date().toISOString(),
): Promise<ApplicationItem> {
  const profile = await callerProfile(principal);
  assertPlanAllows(profile);
  await assertSavable(profile, fields, submit, now, locale);
  const state = stateAfter(submit, 'draft');
  const application: ApplicationItem = {
    id: randomUUID(),
    company_id: profile.id,
    state,
    fields,
    history: [{ at: now, state, comment: null }],
    returned: 0,
    revision: 1,
    created_at: now,
    updated_at: now,
    submitted_at: submit ? now : null,
    certificate: null,
  };
  if (!(await createApplication(application)))
    throw new ConflictError({ message: certificateMessage('openApplication', locale) });
  return application;
}

/** The caller's company's application, or 404 (another company's is answered as if it did not exist). */
export async function ownApplication(principal: Principal, id: string, consistent = false): Promise<ApplicationItem> {
  const companyId = ownCompanyIdIfAny(principal);
  const application = companyId ? await getApplication(id, consistent) : undefined;
  if (!application || application.company_id !== companyId) throw new NotFoundError();
  return application;
}

/** Changes a draft or a returned application, and sends it when `submit`; 409 when it is not editable (any more). */
export async function changeApplication(
  principal: Principal,
  { id, submit, ...fields }: UpdateBody,
  locale: Locale,
  now = new Date().toISOString(),
): Promise<ApplicationItem> {
  const application = await ownApplication(principal, id, true);
  const profile = await getCompanyProfile(application.company_id);
  assertPlanAllows(profile);
  const notEditable = () => new ConflictError({ message: certificateMessage('notEditable', locale) });
  if (!EDITABLE_STATES.includes(application.state)) throw notEditable();
  await assertSavable(profile, fields, submit, now, locale);
  const state = stateAfter(submit, application.state);
  const changed: ApplicationItem = {
    ...application,
    fields,
    state,
    history: submit ? withEvent(application.history, { at: now, state, comment: null }) : application.history,
    revision: application.revision + 1,
    updated_at: now,
    submitted_at: submit ? now : application.submitted_at,
  };
  if (!(await saveApplication(changed, application.revision))) throw notEditable();
  return changed;
}
