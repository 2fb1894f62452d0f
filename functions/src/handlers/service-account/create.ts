import { randomUUID } from 'node:crypto';
import { createAccountService } from '@migralink/shared/api/service-account';
import { createDraft } from '#data/moderation';
import type { ServiceMeta } from '#data/services';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';
import { conflictWhenStale } from '#listings/stale';
import { contentOfForm } from '#service-account/save';

/** A new draft service of the caller's company (revision 1, not published), texts in the edited locale. */
export const handler = createHandler(createAccountService, async ({ principal, body, query, locale }) => {
  const companyId = await ownCompanyId(principal);
  const language = { edited: query.locale ?? locale, messages: locale };
  const content = await contentOfForm(body, null, { principal, companyId }, language);
  const now = new Date().toISOString();
  const meta: ServiceMeta = {
    id: randomUUID(),
    company_id: companyId,
    status: 'draft',
    published: false,
    moderator_comment: null,
    created_at: now,
    updated_at: now,
    approved_at: null,
    revision: 1,
    submitted_at: null,
  };
  await conflictWhenStale(createDraft({ kind: 'service', companyId, serviceId: meta.id }, meta, content), locale);
  return { data: { uuid: meta.id } };
});
