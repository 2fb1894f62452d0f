import { randomUUID } from 'node:crypto';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { ServiceAccount } from '@migralink/shared/schemas/service-account';
import { createDraft, newDraftState, onPlan, saveDraft } from '#data/moderation';
import { serviceContent, type ServiceContentInput, type ServiceMeta } from '#data/services';
import type { Principal } from '#http/auth';
import { ValidationError } from '#http/errors';
import { ownCompanyId } from '#listings/owner';
import { assertLocalesWithinPlan } from '#listings/plans';
import { conflictWhenStale } from '#listings/stale';
import { catalogueReference } from '#reference/lists';
import { serviceFormProblems } from './form-checks';
import { serviceAccountView, serviceContentFrom, serviceLocales, type ServiceFormValue } from './form';
import { companyPlan, ownService, type OwnService } from './owner';

/** Where a form is written and how the caller is answered. */
export interface EditLanguage {
  /** The locale whose texts the form carries (`?locale=`). */
  edited: Locale;
  /** The caller's language, for messages. */
  messages: Locale;
}

/**
 * Checks a form against the reference data, the company's files and the
 * plan's language limit, and turns it into content merged onto `previous`
 * (null for a new service), with the plan it was checked against (the write
 * is conditional on it). Throws 422 or 403 `plan_limit`.
 */
export async function contentOfForm(
  form: ServiceFormValue,
  previous: ServiceContentInput | null,
  owner: { principal: Principal; companyId: string },
  language: EditLanguage,
): Promise<{ content: ServiceContentInput; plan: SubscriptionPackage }> {
  const [reference, plan] = await Promise.all([catalogueReference(), companyPlan(owner.companyId)]);
  const owners = { companyId: owner.companyId, userId: owner.principal.userId };
  const errors = serviceFormProblems(form, previous, reference, owners, language.messages);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const content = serviceContentFrom(form, previous, language.edited, reference.currencies);
  assertLocalesWithinPlan(plan, serviceLocales(previous), serviceLocales(content));
  return { content, plan };
}

/**
 * POST of the editor: a new draft service of the caller's company (revision 1,
 * not published), texts in the edited locale; its new id.
 */
export async function createService(
  principal: Principal,
  form: ServiceFormValue,
  language: EditLanguage,
): Promise<string> {
  const companyId = ownCompanyId(principal);
  const { content, plan } = await contentOfForm(form, null, { principal, companyId }, language);
  const meta: ServiceMeta = { id: randomUUID(), company_id: companyId, ...newDraftState(new Date().toISOString()) };
  const subject = { kind: 'service', companyId, serviceId: meta.id } as const;
  await conflictWhenStale(createDraft(subject, meta, content, [onPlan(companyId, plan)]), language.messages);
  return meta.id;
}

/**
 * Saves new content as the next draft revision of an own service (409 when it
 * changed meanwhile, or when the company left `plan`, the one the content was
 * checked against, if given).
 */
export async function saveServiceDraft(
  service: OwnService,
  content: ServiceContentInput,
  locale: Locale,
  plan?: SubscriptionPackage,
): Promise<OwnService> {
  const { subject, versions } = service;
  const now = new Date().toISOString();
  const revision = await conflictWhenStale(saveDraft(subject, versions.meta, content, now, plan), locale);
  const meta = { ...versions.meta, revision, status: 'draft', updated_at: now, submitted_at: null } as const;
  const draft = serviceContent(content);
  return { subject, versions: { ...versions, meta, draft }, content: draft };
}

/** PUT of the editor: the form merged onto the service's draft (else approved version), saved as the draft. */
export async function updateService(
  principal: Principal,
  form: ServiceFormValue & { uuid: string },
  language: EditLanguage,
): Promise<{ saved: OwnService; view: ServiceAccount }> {
  const service = await ownService(principal, form.uuid);
  const owner = { principal, companyId: service.subject.companyId };
  const { content, plan } = await contentOfForm(form, service.content, owner, language);
  const saved = await saveServiceDraft(service, content, language.messages, plan);
  return { saved, view: serviceAccountView(saved.versions.meta, saved.content, language.edited) };
}
