import { moderateService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { sendToModeration } from '#listings/lifecycle';
import { serviceProblems } from '#service-account/completeness';
import { ownService } from '#service-account/owner';

/** Sends the draft to the staff queue once it is complete in a language and has its search attributes. */
export const handler = createHandler(moderateService, async ({ principal, params, locale }) => {
  const { subject, versions } = await ownService(principal, params.id);
  const problems = versions.draft ? serviceProblems(versions.draft, locale, locale) : {};
  await sendToModeration(subject, versions, locale, problems);
  return undefined;
});
