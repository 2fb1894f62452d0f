import { previewService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { ownService } from '#service-account/owner';
import { previewServicePage } from '#service-account/preview';

/** The service page exactly as the public would see it, made of the draft (else the approved version). */
export const handler = createHandler(previewService, async ({ principal, params, query, locale, currency }) => {
  const { subject, versions, content } = await ownService(principal, params.uuid);
  const shownIn = query.locale ?? locale;
  return { data: await previewServicePage(subject.companyId, versions.meta, content, { locale, shownIn, currency }) };
});
